import CampaignCompiler

/// `--now`: an RFC 3339 time with an offset, read by the same rules as the times in
/// campaign files (`ScalarSyntax.time`), so the two never disagree.
public enum RFC3339Time {
    /// Unix seconds (fractional seconds dropped), or nil when `text` is not such a time.
    public static func unixSeconds(_ text: String) -> Int64? {
        if case .value(let seconds) = ScalarSyntax.time(text) { return seconds }
        return nil
    }
}
