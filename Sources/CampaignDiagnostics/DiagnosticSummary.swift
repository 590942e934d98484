/// The counts on the last line of every report.
public struct DiagnosticSummary: Hashable, Sendable {
    /// Input files read (not counting the project file).
    public var files: Int
    /// Campaign documents found in those files.
    public var campaigns: Int
    public var errors: Int
    public var warnings: Int

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
    /// when there is no diagnostic at all.
    public var line: String {
        let fileCount = Self.counted(files, "file", "files")
        let campaignCount = Self.counted(campaigns, "campaign", "campaigns")
        if errors == 0 && warnings == 0 {
            return "ok: \(campaignCount) in \(fileCount)"
        }
        let errorCount = Self.counted(errors, "error", "errors")
        let warningCount = Self.counted(warnings, "warning", "warnings")
        return "\(errorCount), \(warningCount) in \(fileCount) (\(campaignCount))"
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
        "\(count) \(count == 1 ? singular : plural)"
    }
}
