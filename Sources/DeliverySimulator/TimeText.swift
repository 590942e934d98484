import CampaignModel

/// Times as traces show them: elapsed `+HH:MM:SS.mmm` and UTC RFC 3339.
enum TimeText {
    /// `+00:01:30.250` for 90,250 ms; `-00:00:15.000` before the start (history).
    static func elapsed(_ milliseconds: Int64) -> String {
        let ms = milliseconds.magnitude > Int64.max.magnitude / 2 ? 0 : abs(milliseconds)
        let hours = ms / 3_600_000
        let minutes = ms / 60_000 % 60
        let seconds = ms / 1000 % 60
        return (milliseconds < 0 ? "-" : "+") + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "." + pad(ms % 1000, 3)
    }

    /// `2026-03-02T10:00:00Z` (with `.250` when the milliseconds are not zero).
    static func utc(milliseconds: Int64) -> String {
        RFC3339Text.text(unixMilliseconds: milliseconds)
    }

    /// A duration in the language's form: `30s`, `1500ms`, `2m`, `1h`, `7d`.
    static func duration(milliseconds ms: Int64) -> String {
        if ms % 1000 != 0 || ms == 0 { return ms == 0 ? "0s" : "\(ms)ms" }
        let s = ms / 1000
        if s % 86_400 == 0 { return "\(s / 86_400)d" }
        if s % 3600 == 0 { return "\(s / 3600)h" }
        if s % 60 == 0 { return "\(s / 60)m" }
        return "\(s)s"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

}
