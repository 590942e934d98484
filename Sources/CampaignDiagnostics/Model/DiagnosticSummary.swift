/// The counts on the last line of every report.
public struct DiagnosticSummary: Hashable, Sendable {
    /// Input files read (not counting the project file).
    public var files: Int
    /// Campaign documents found in those files.
    public var campaigns: Int
    public var errors: Int
    public var warnings: Int
    /// Diagnostics hidden by inline suppressions (SPEC §11).
    public var suppressed: Int = 0
    /// Diagnostics matched by the `--baseline` file (SPEC §11).
    public var baselined: Int = 0
    /// (v3) The fix-its `validate --fix` applied (SPEC §13.2); nil without `--fix`.
    public var appliedFixes: Int?

    public init(files: Int, campaigns: Int, errors: Int, warnings: Int) {
        self.files = files
        self.campaigns = campaigns
        self.errors = errors
        self.warnings = warnings
    }

    /// The counts for `diagnostics` (severities as they are now, after any policy).
    public init(files: Int, campaigns: Int, diagnostics: [Diagnostic]) {
        self.init(
            files: files,
            campaigns: campaigns,
            errors: diagnostics.errorCount,
            warnings: diagnostics.warningCount
        )
    }

    /// `2 errors, 1 warning in 3 files (5 campaigns)`, or `ok: 5 campaigns in 3 files`
    /// when there is no diagnostic to report; then `; 1 suppressed, 4 baselined` with only the
    /// counts that are not zero (nothing at all when both are); after `--fix`, `; 2 fixes applied`.
    public var line: String {
        let fileCount = Self.counted(files, "file", "files")
        let campaignCount = Self.counted(campaigns, "campaign", "campaigns")
        let counts: String
        if errors == 0 && warnings == 0 {
            counts = "ok: \(campaignCount) in \(fileCount)"
        } else {
            let errorCount = Self.counted(errors, "error", "errors")
            let warningCount = Self.counted(warnings, "warning", "warnings")
            counts = "\(errorCount), \(warningCount) in \(fileCount) (\(campaignCount))"
        }
        let hidden = [(suppressed, "suppressed"), (baselined, "baselined")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        let line = hidden.isEmpty ? counts : counts + "; " + hidden.joined(separator: ", ")
        guard let appliedFixes else { return line }
        return line + "; " + Self.counted(appliedFixes, "fix", "fixes") + " applied"
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
