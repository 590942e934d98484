import CampaignLocale
public import CampaignModel

/// Which locale's translations a user sees (SPEC §16.1): the exact tag, then with `fallback:
/// language` each shorter prefix of it that is one of `locales`, else the source text.
public struct LocaleSelection: Hashable, Sendable {
    /// The language campaigns are written in; nil when unknown (a payload read back).
    public var source: String?
    public var locales: [String]
    public var fallback: LocalisationSettings.Fallback

    public init(source: String?, locales: [String], fallback: LocalisationSettings.Fallback = .language) {
        self.source = source
        self.locales = locales
        self.fallback = fallback
    }

    /// The project's `localisation:`.
    public init(_ settings: LocalisationSettings) {
        self.init(source: settings.source, locales: settings.locales, fallback: settings.fallback)
    }

    /// For a payload read back without its project: the locales it has translations for,
    /// falling back by language.
    public init(_ translations: PayloadTranslations) {
        self.init(source: nil, locales: translations.locales.keys.sorted(), fallback: .language)
    }

    /// The locale (one of `locales`, as written there) whose texts a user of `tag` sees; nil
    /// for the source text, and for a tag that does not parse.
    public func locale(for tag: String) -> String? {
        guard let user = LanguageTag(tag) else { return nil }
        let known = locales.compactMap { locale in LanguageTag(locale).map { (tag: $0, text: locale) } }
        let rule: FallbackRule = fallback == .language ? .language : .none
        let choice: LocaleChoice
        if let source = source.flatMap(LanguageTag.init) {
            choice = LocaleFallback.choose(for: user, source: source, locales: known.map(\.tag), rule: rule)
        } else {
            // Without a known source, the tag or (by language) a prefix of it that is a locale.
            var candidate: LanguageTag? = user
            var found: LanguageTag?
            while let tag = candidate, found == nil {
                if known.contains(where: { $0.tag == tag }) { found = tag }
                candidate = rule == .language ? tag.truncated : nil
            }
            choice = found.map(LocaleChoice.exact) ?? .source
        }
        guard let chosen = choice.locale else { return nil }
        return known.first { $0.tag == chosen }?.text
    }
}

extension LocaleSelection {
    /// Why `tag` is not a locale tag (BCP 47 with ISO subtags, canonical case), with the
    /// help when there is one; nil for a good tag.
    public static func problem(in tag: String) -> String? {
        switch LanguageTag.parse(tag) {
        case .success: return nil
        case .failure(let problem): return problem.reason + (problem.help.map { "; \($0)" } ?? "")
        }
    }
}

extension LocaleSelection {
    /// Whether text in locale `tag` runs right to left (SPEC §16.5: `ar`, `he`, `fa`, `ur`,
    /// `ps`, `sd`, `yi`, `dv`, `ug`, `ckb`, or a right-to-left script subtag); false for a tag
    /// that does not parse.
    public static func isRightToLeft(_ tag: String) -> Bool {
        TextDirection.isRightToLeft(tag)
    }
}
