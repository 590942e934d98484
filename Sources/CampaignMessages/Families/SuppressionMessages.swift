public import CampaignDiagnostics

/// The codes of inline suppressions and the severity policy (SPEC §3, §11) that the compiler
/// decides while it reads a file: W011, W012, and E108 (a code that cannot be adjusted, in a
/// suppression or in `severity:`; and inputs whose project files differ, §19 item 10); beside
/// `CatalogueEntry+Suppressions.swift` and `CatalogueEntry+Severity.swift`. W010 needs the
/// whole run: `ReportMessages`.
public enum SuppressionMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.W011, .W012, .E108]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E108: "fix the problem in the campaign instead, or remove this line; for inputs of two projects, run campaignc once per project",
        .W011: "add ` -- ` and the reason after the closing bracket",
        .W012: "write `# campaignc: ignore[W211] -- reason`",
    ]

    // MARK: W012

    /// `problem` is one of the texts below.
    public static func malformed(_ problem: String) -> DiagnosticMessage {
        message(.W012, "malformed suppression comment: \(problem)", help: "write `# campaignc: ignore[W402] -- reason`")
    }

    public static let expectedIgnore = "expected `ignore[CODE] -- reason` after `campaignc:`"
    public static let missingBracket = "missing `]` after the codes"
    public static let emptyCode = "empty code in the list"
    public static func unknownCode(_ name: Substring) -> String { "unknown code '\(name)' (codes are written in upper case, such as W402)" }
    public static let expectedReason = "expected ` -- reason` after `]`"
    public static let spaceAfterDashes = "expected a space after `--`"

    // MARK: W011

    public static let noReason = message(.W011, "suppression without a reason", help: "add ` -- ` and why the problem is acceptable here")

    /// The reason an editor's "Ignore" action writes (SPEC §13.8), which says nothing yet.
    public static let placeholderReason = "reason"

    /// (v3) A suppression whose reason is exactly the placeholder `reason` (SPEC §11).
    public static let placeholderOnly = message(
        .W011, "suppression without a reason: `reason` is a placeholder",
        help: "replace the placeholder `reason` with why this is acceptable here")

    // MARK: E108

    /// "E101 cannot be changed: a campaign with this problem cannot be compiled".
    public static func notAdjustable(_ code: DiagnosticCode) -> DiagnosticMessage {
        message(
            .E108, "\(code.rawValue) cannot be changed: a campaign with this problem cannot be compiled",
            help: "only warnings and E201, E202, E208, E212, E213, E310, E503–E506 can be turned off or down")
    }

    /// (v4) Inputs whose nearest project files differ: reported at the start of the second
    /// project's file (SPEC §3, §19 item 10).
    public static let twoProjects = message(
        .E108, "these inputs belong to two projects: run campaignc once per project",
        help: "run campaignc once per project, or name the project file with `--config`")

    /// E108's note naming an input and the project file it belongs to (nil: none).
    public static func belongsTo(_ input: String, projectFile: String?) -> String {
        guard let projectFile else { return "`\(input)` belongs to no project: there is no campaignc.yaml in its folder or above" }
        return "`\(input)` belongs to the project of `\(projectFile)`"
    }
}
