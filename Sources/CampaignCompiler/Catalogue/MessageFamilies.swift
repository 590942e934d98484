public import CampaignDiagnostics
import CampaignMessages
import CampaignYAML

/// Every message family, in pipeline order: the one list that says where each code's words
/// live and which stage decides it (the front end's family is `CampaignYAML`'s, the others
/// `CampaignMessages`'; the compiler sees both). A new family is added here (a test fails
/// until every code has a family).
public enum MessageFamilies {
    public static var all: [any MessageFamily.Type] {
        [
            SyntaxMessages.self,
            ValueMessages.self,
            ProjectMessages.self,
            SuppressionMessages.self,
            ContentMessages.self,
            ClickActionMessages.self,
            VariantMessages.self,
            AssetMessages.self,
            TriggerMessages.self,
            ScheduleMessages.self,
            AccessibilityMessages.self,
            LiquidMessages.self,
            TranslationMessages.self,
            TextFitMessages.self,
            TranslationBlockMessages.self,
            ScenarioMessages.self,
            AnalysisMessages.self,
            TextFitAnalysisMessages.self,
            TranslationCoverageMessages.self,
            ReportMessages.self,
            ExpectationMessages.self,
        ]
    }

    /// The families whose messages carry `code`, with their stages: where it is decided.
    static func owners(of code: DiagnosticCode) -> [CodeOwner] {
        all.filter { $0.codes.contains(code) }.map { CodeOwner(family: String(describing: $0), stage: $0.stage) }
    }

    /// How to fix a finding of `code`, in general: from the one family that is its home.
    static func generalHelp(of code: DiagnosticCode) -> String? {
        all.lazy.compactMap { $0.generalHelp[code] }.first
    }

    /// The stages that decide `code`.
    public static func stages(of code: DiagnosticCode) -> Set<PipelineStage> {
        Set(owners(of: code).map(\.stage))
    }
}

/// One place a code is decided: a message family and its stage.
public struct CodeOwner: Hashable, Sendable {
    /// The family's type name: `ContentMessages`.
    let family: String
    let stage: PipelineStage
}
