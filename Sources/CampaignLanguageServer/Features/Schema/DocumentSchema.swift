import CampaignCompiler
import CanonicalJSON

/// Which language a document is written in, and so which JSON Schema documents its keys
/// (SPEC §13.6 part 2): a campaign, a scenario (`campaignc schema campaign`, `scenario`), or
/// the project file (`config`).
enum DocumentSchema: Hashable, Sendable {
    case campaign
    case scenario
    case project

    /// The schema of one document of a campaign file, by its top-level keys (SPEC §1: a
    /// scenario has `scenario` and not `campaign`).
    static func ofDocument(rootKeys: some Collection<String>) -> DocumentSchema {
        rootKeys.contains("scenario") && !rootKeys.contains("campaign") ? .scenario : .campaign
    }

    var navigator: SchemaNavigator {
        switch self {
        case .campaign: SchemaNavigator.campaign
        case .scenario: SchemaNavigator.scenario
        case .project: SchemaNavigator.project
        }
    }
}
