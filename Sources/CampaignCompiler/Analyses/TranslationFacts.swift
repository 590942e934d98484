import CampaignDiagnostics
import CampaignLiquid
import CampaignModel

/// One translation unit of a campaign, for the translation analysis: its id, its source text,
/// where that text is written (the field's value, or the block's body) and its Liquid
/// placeholders (W904), found once when the file is checked rather than once per locale.
struct UnitFacts: Sendable, Equatable {
    let id: String
    let text: String
    let range: SourceRange
    let placeholders: [LiquidParityPlaceholder]

    init(id: String, text: String, range: SourceRange) {
        self.id = id
        self.text = text
        self.range = range
        placeholders = LiquidTemplate.parityPlaceholders(of: text)
    }
}

/// What the translation analysis needs of a translation file: its `locale:`, every translated
/// unit with the places of its key and value, and each unit's Liquid placeholders (W904), in
/// the order of `campaigns` and their units: found when the file is checked, so a change to
/// one file of a project does not parse every other file's texts again.
struct TranslationFileFacts: Sendable {
    let locale: Located<String>?
    let campaigns: [TranslationFileContent.Campaign]
    let placeholders: [[[LiquidParityPlaceholder]]]

    /// The facts of a file's units, with the placeholders `units` found.
    init(locale: Located<String>?, campaigns: [TranslationFileContent.Campaign], units: TranslationUnitMemo) {
        self.locale = locale
        self.campaigns = campaigns
        placeholders = campaigns.map { campaign in campaign.units.map { units.placeholders(of: $0.text.value) } }
    }
}

/// The project's localisation as the translation analysis needs it.
struct LocaleFacts: Sendable, Equatable {
    /// The locales besides the source, in the project file's order.
    let locales: [String]
}
