// The report texts of inline suppressions (SPEC §11: W010–W012), one place for each.

enum SuppressionMessages {
    static func malformed(_ problem: String) -> String { "malformed suppression comment: \(problem)" }
    static let syntaxHelp = "write `# campaignc: ignore[W402] -- reason`"
    static let noReason = "suppression without a reason"
    static let noReasonHelp = "add ` -- ` and why the problem is acceptable here"

    // What is malformed (W012's detail).
    static let expectedIgnore = "expected `ignore[CODE] -- reason` after `campaignc:`"
    static let missingBracket = "missing `]` after the codes"
    static let emptyCode = "empty code in the list"
    static func unknownCode(_ name: Substring) -> String { "unknown code '\(name)' (codes are written in upper case, such as W402)" }
    static let expectedReason = "expected ` -- reason` after `]`"
    static let spaceAfterDashes = "expected a space after `--`"
}
