import CampaignDiagnostics
import CampaignModel

/// One translation unit of a campaign, for the translation analysis: its id, its source text
/// and where that text is written (the field's value, or the block's body).
struct UnitFacts: Sendable, Equatable {
    let id: String
    let text: String
    let range: SourceRange
}

/// What the translation analysis needs of a translation file: its `locale:` and every
/// translated unit with the places of its key and value.
struct TranslationFileFacts: Sendable {
    let locale: Located<String>?
    let campaigns: [TranslationFileContent.Campaign]
}

/// The project's localisation as the translation analysis needs it.
struct LocaleFacts: Sendable, Equatable {
    /// The locales besides the source, in the project file's order.
    let locales: [String]
}
