import CampaignPayload

/// The texts `render` writes for a user's locale (SPEC §16.5, §18): `--locale`, else the
/// profile's `locale`, picks a locale of the payload's `translations` by the project's
/// fallback (a `--payload` read back falls back by language among the locales it has); no
/// tag, or one that falls back to the source, renders the campaigns as written.
struct RenderLocale {
    /// The locale whose texts are rendered; nil for the source text.
    let chosen: String?
    /// Campaign → unit → text of `chosen`.
    let texts: [String: [String: String]]

    init(translations: PayloadTranslations?, selection: LocaleSelection?, tag: String?) {
        guard let tag, let translations else {
            chosen = nil
            texts = [:]
            return
        }
        chosen = (selection ?? LocaleSelection(translations)).locale(for: tag)
        texts = translations.texts(of: chosen)
    }
}
