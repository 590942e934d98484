import CampaignMessages
import CampaignModel
import CampaignYAML

extension ProjectDecoder {
    /// `localisation: { source, locales, folder, fallback }` (SPEC §16.1). A project without a
    /// valid `source` is not localised (nil); a bad locale is reported and left out.
    func decodeLocalisation(_ node: YAMLNode) -> LocalisationSettings? {
        let ctx = context
        var reader = MappingReader(node, field: "localisation", in: ctx)
        let source = reader.readRequired("source", ctx.localeTag)
        var locales: [String] = []
        if let list = reader.readRequired("locales", ctx.list) {
            if !(1...LocalisationSettings.maximumLocales).contains(list.value.count) {
                ctx.report(ProjectMessages.localeCount(found: list.value.count), at: list.range)
            }
            for item in list.value {
                guard let tag = ctx.localeTag(item, "locales") else { continue }
                if tag.value == source?.value || locales.contains(tag.value) {
                    ctx.report(ProjectMessages.repeatedLocale(tag.value, isSource: tag.value == source?.value), at: tag.range)
                    continue
                }
                locales.append(tag.value)
            }
        }
        let folder = reader.read("folder", ctx.nonEmptyString)
        let fallback = reader.read("fallback") { ctx.word($0, $1, as: LocalisationSettings.Fallback.self) }
        reader.finish()
        guard let source else { return nil }
        return LocalisationSettings(
            source: source.value, locales: locales, folder: folder?.value ?? LocalisationSettings.defaultFolder,
            fallback: fallback?.value ?? .language)
    }
}
