import CampaignDiagnostics
import CampaignLocale
import CampaignMessages
import CampaignModel
import CampaignYAML

/// One translation file `<folder>/<tag>.yaml` (SPEC §16.3) as written: its locale and, per
/// campaign, the translated units with where each is.
struct TranslationFileContent: Hashable, Sendable {
    /// One translated unit: its id (at its key) and text (at its value).
    struct Unit: Hashable, Sendable {
        var id: Located<String>
        var text: Located<String>
    }

    struct Campaign: Hashable, Sendable {
        var id: Located<String>
        /// In file order.
        var units: [Unit]
    }

    var locale: Located<String>?
    var campaigns: [Campaign] = []
}

/// Decodes a translation file with the campaign readers and codes: `E908` for a `locale:`
/// missing or other than the file's name, and the shape codes of campaigns (`E101` an unknown key, `E102` no `campaigns`, `E103` a value
/// that is not a text).
struct TranslationFileDecoder {
    let context: DecodingContext

    /// Whether `path` is a translation file of the project: a `.yaml` file right inside the
    /// localisation folder.
    static func isTranslationFile(_ path: String, project: ProjectSettings) -> Bool {
        guard let localisation = project.localisation, path.hasSuffix(".yaml") else { return false }
        let folder = plain(ProjectSettings.path(localisation.folder, inProjectAt: project.root))
        let file = plain(path)
        let parent = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return parent == folder
    }

    /// A path without `./` steps or a trailing `/`, so `./translations/` and `translations` compare equal.
    private static func plain(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).enumerated().filter { index, part in
            part != "." && !(part.isEmpty && index > 0)
        }
        let joined = parts.map(\.element).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// The file's name less `.yaml`: `fr` for `translations/fr.yaml`.
    static func fileTag(of path: String) -> String {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        return fileName.hasSuffix(".yaml") ? String(fileName.dropLast(".yaml".count)) : fileName
    }

    func decode(_ file: YAMLFile) -> TranslationFileContent {
        var content = TranslationFileContent()
        let fileName = file.source.path.split(separator: "/").last.map(String.init) ?? file.source.path
        let fileTag = TranslationFileDecoder.fileTag(of: file.source.path)
        let taggedName = CampaignLocale.LanguageTag(fileTag) == nil ? nil : fileTag
        guard let document = file.documents.first else {
            context.report(TranslationMessages.missingLocale(fileTag: taggedName), at: .fileStart)
            return content
        }
        let ctx = context
        var reader = MappingReader(document.root, in: ctx)
        if reader.has("locale") {
            content.locale = reader.read("locale", ctx.localeTag)
        } else {
            ctx.report(TranslationMessages.missingLocale(fileTag: taggedName), at: SourceRange(at: document.root.range.start))
        }
        if let locale = content.locale {
            if locale.value != fileTag {
                ctx.report(TranslationMessages.localeDiffers(locale.value, fileName: fileName, fileTag: taggedName), at: locale.range)
            }
        }
        if let campaigns = reader.require("campaigns") {
            content.campaigns = decodeCampaigns(campaigns)
        }
        reader.finish()
        checkTexts(content, locale: content.locale?.value ?? fileTag, source: file.source)
        return content
    }

    /// W906 and W907 at each translation's value (SPEC §16.3): every unit is a field the SDKs
    /// draw as text (an html message's `html` is no unit).
    private func checkTexts(_ content: TranslationFileContent, locale: String, source: SourceFile) {
        let rightToLeft = DirectionChecks.isRightToLeft(locale)
        for campaign in content.campaigns {
            for unit in campaign.units {
                let text = unit.text
                if let report = DirectionChecks.markup(text.value, field: unit.id.value) { context.report(report.message, at: text.range) }
                if rightToLeft,
                    let report = DirectionChecks.unisolatedRuns(text.value, locale: locale, range: text.range, written: source.writtenText(text.range))
                {
                    context.report(report.message, at: text.range, fixIts: report.fixIt.map { [$0] } ?? [])
                }
            }
        }
    }

    private func decodeCampaigns(_ node: YAMLNode) -> [TranslationFileContent.Campaign] {
        let ctx = context
        var reader = MappingReader(node, field: "campaigns", in: ctx)
        var campaigns: [TranslationFileContent.Campaign] = []
        let entries = reader.takeAll()
        campaigns.reserveCapacity(entries.count)
        for entry in entries {
            guard let id = ctx.id(.scalar(entry.key), "campaigns") else { continue }
            var units = MappingReader(entry.value, field: entry.key.text, in: ctx)
            var campaign = TranslationFileContent.Campaign(id: id, units: [])
            let entries = units.takeAll()
            campaign.units.reserveCapacity(entries.count)
            for unit in entries {
                guard let text = ctx.scalar(unit.value, unit.key.text, expected: "a text") else { continue }
                campaign.units.append(TranslationFileContent.Unit(id: Located(unit.key.text, at: unit.key.range), text: Located(text.text, at: text.range)))
            }
            campaigns.append(campaign)
        }
        return campaigns
    }
}
