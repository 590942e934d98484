import CampaignModel
import CampaignPayload
import CampaignPreview
import CampaignWorkspace

/// The locales `preview --locale TAG|all` draws (SPEC §16.5): the project's `source` by
/// default; `all`: the source, then every locale of `localisation.locales` in written order;
/// a tag: that tag, with the texts the project's fallback picks for it.
enum PreviewLocales {
    static let all = "all"

    /// Nil for a project without `localisation:` (frames as written, no locale); asking
    /// for a locale there is exit 2.
    static func locales(
        _ asked: String?, project: ProjectSettings, campaigns: [Campaign], translations: [[String: [String: [String: String]]]]
    ) throws(RunError) -> [PreviewLocale]? {
        guard let settings = project.localisation else {
            guard let asked else { return nil }
            throw RunError.usage("--locale \(asked) needs a project file with `localisation:` (SPEC §16.1)")
        }
        var units: [String: [String]] = [:]
        for campaign in campaigns { units[campaign.id.value] = PayloadBuilder.translationUnits(of: campaign) }
        let table = PayloadTranslations.merged(translations, units: units, locales: settings.locales)
        let selection = LocaleSelection(settings)
        let tags: [String] =
            switch asked {
            case nil: [settings.source]
            case Self.all?: [settings.source] + settings.locales
            case let tag?: [tag]
            }
        return tags.map { tag in
            let chosen = selection.locale(for: tag)
            return PreviewLocale(
                tag: tag, rightToLeft: LocaleSelection.isRightToLeft(tag), texts: table.texts(of: chosen), isSource: tag == settings.source)
        }
    }
}
