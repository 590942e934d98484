import CampaignDiagnostics
import CampaignLocale
import CampaignModel

/// What the translation fit analysis (W905 of a translation) needs of a campaign: its id, the
/// layout its message is drawn in, its button count and the ids of its translation units.
struct FitShape: Sendable, Equatable {
    let campaign: String
    let layout: FitLayout
    let buttons: Int
    let units: Set<String>
}

/// What it needs of a translation file: the locale and each unit's renderings (its text, or
/// with Liquid its texts for the project's personas and a user without attributes) and where
/// its value is.
struct TranslationFitFacts: Sendable, Equatable {
    struct Unit: Sendable, Equatable {
        let campaign: String
        let unit: String
        let range: SourceRange
        let renderings: [String]
        /// The one rendering's width in each font, measured in the file's worker so that the
        /// analysis, which runs once for every file, only compares (nil with several renderings).
        let measure: LineMeasure?
    }

    let locale: String
    let units: [Unit]
}

extension TranslationFitFacts {
    /// The facts of a decoded translation file: its `locale:` (or, without one, its file name's
    /// tag), with the renderings `units` worked out.
    init(_ content: TranslationFileContent, fileTag: String, units memo: TranslationUnitMemo) {
        locale = content.locale?.value ?? fileTag
        let measurers = LineMeasure.Measurers()
        units = content.campaigns.flatMap { campaign in
            campaign.units.map { unit in
                let renderings = memo.renderings(of: unit.text.value)
                return Unit(
                    campaign: campaign.id.value, unit: unit.id.value, range: unit.text.range, renderings: renderings,
                    measure: renderings.count == 1 ? LineMeasure(renderings[0], measurers: measurers) : nil)
            }
        }
    }
}
