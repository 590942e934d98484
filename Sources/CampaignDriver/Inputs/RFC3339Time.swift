import CampaignCompiler

/// `--now`: an RFC 3339 time with an offset, read by the same rules as the times in
/// campaign files (`ScalarSyntax.time`), so the two never disagree.
public enum RFC3339Time {
    /// Unix seconds (fractional seconds dropped), or nil when `text` is not such a time.
    public static func unixSeconds(_ text: String) -> Int64? {
        if case .value(let seconds) = ScalarSyntax.time(text) { return seconds }
        return nil
    }

    /// `--now` in the whole seconds that campaign times are compared with: a time with a
    /// non-zero fraction counts as the next whole second. Every check against `--now`
    /// compares it with a whole-second time `t` (W314: `t < now`), and for those
    /// `t < now` holds exactly when `t < ceil(now)`, so nothing of the fraction is lost.
    public static func nowSeconds(_ text: String) -> Int64? {
        guard let seconds = unixSeconds(text) else { return nil }
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return seconds }
        let fraction = text.utf8[text.utf8.index(after: dot)...].prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return fraction.contains { $0 != UInt8(ascii: "0") } ? seconds + 1 : seconds
    }
}
