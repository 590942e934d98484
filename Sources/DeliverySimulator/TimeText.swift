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
        let seconds = milliseconds.floorDivided(by: 1000)
        let fraction = milliseconds - seconds * 1000
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fraction != 0 { text += "." + pad(fraction, 3) }
        return text + "Z"
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

    /// Year, month, day of a day count since 1970-01-01 (proleptic Gregorian).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = z.floorDivided(by: 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension Int64 {
    /// Division rounding towards negative infinity.
    func floorDivided(by divisor: Int64) -> Int64 {
        let q = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
    }
}
