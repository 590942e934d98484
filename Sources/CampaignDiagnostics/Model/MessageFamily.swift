/// One home of message texts: an enum of factories (`static func`/`static let`) that return
/// `DiagnosticMessage`s for the codes it lists, and the texts of their notes. A family belongs
/// to one stage of the pipeline, so "where is E310 decided?" is answered by the structure
/// itself (the compiler's `MessageFamilies.owners(of:)`), not by a hand-kept table. A family
/// lives beside its stage: the front end's in `CampaignYAML`, the later stages' in
/// `CampaignMessages`.
public protocol MessageFamily {
    /// Where the family's codes are decided.
    static var stage: PipelineStage { get }
    /// The codes the family's messages are reported under.
    static var codes: [DiagnosticCode] { get }
    /// How to fix a finding of each code whose home this family is, in general (what
    /// `campaignc explain` shows); each code has it in exactly one family, and where the
    /// code's factory has one help text, it is that text.
    static var generalHelp: [DiagnosticCode: String] { get }
}

extension MessageFamily {
    public static var generalHelp: [DiagnosticCode: String] { [:] }
}

/// The stages of a run where codes are decided, in pipeline order (ARCHITECTURE.md).
public enum PipelineStage: String, Hashable, Sendable, CaseIterable {
    /// The YAML front end (`CampaignYAML`): bytes to node tree.
    case frontEnd = "front end"
    /// The compiler's per-file stage: the project file, decoding, the rules, suppression comments.
    case perFile = "per-file stage"
    /// The compiler's analyses across all files.
    case crossFile = "cross-file analyses"
    /// The driver's report assembly (suppressions matched against the whole run).
    case report = "report assembly"
    /// A scenario run on the delivery simulator (`campaignc test`).
    case simulation = "scenario run"
}
