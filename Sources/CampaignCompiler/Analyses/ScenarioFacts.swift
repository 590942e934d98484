import CampaignDiagnostics
import CampaignModel

/// What the cross-file scenario checks need of one scenario document: its id (E603) and the
/// campaign names it uses (E601).
public struct ScenarioFacts: Hashable, Sendable {
    public let id: Located<String>
    /// Every campaign name of `campaigns`, `history` and `expect`, in source order (empty when
    /// the scenario had errors of its own).
    public let campaignReferences: [Located<String>]
    /// 0-based index of the document in its file.
    public let documentIndex: Int
    /// The whole document (a diagnostic inside it belongs to this scenario).
    public let documentRange: SourceRange

    public init(id: Located<String>, campaignReferences: [Located<String>], documentIndex: Int, documentRange: SourceRange) {
        self.id = id
        self.campaignReferences = campaignReferences
        self.documentIndex = documentIndex
        self.documentRange = documentRange
    }

    /// True when `location` (in this scenario's file) lies in the document.
    public func contains(_ position: SourcePosition) -> Bool {
        documentRange.start <= position && position <= documentRange.end
    }
}
