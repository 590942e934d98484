/// Instants written as RFC 3339 text, without the system's calendar or time zone (output
/// must not depend on the machine): one writer for the preview's cards, the simulator's traces
/// and the benchmark's corpus, and one reader (`read`, in `RFC3339Text+Reading.swift`) for
/// campaign files, scenarios, `--now` and the simulator's `time` filters.
public enum RFC3339Text {
    /// `2026-03-02T10:00:00Z`, with `.250` when the milliseconds are not zero, in the time zone
    /// `offsetMinutes` east of UTC (`+01:00`), UTC (`Z`) by default.
    public static func text(unixMilliseconds: Int64, offsetMinutes: Int64 = 0) -> String {
        let local = unixMilliseconds + offsetMinutes * 60_000
        let seconds = floorDivided(local, 1000)
        let fraction = local - seconds * 1000
        let days = floorDivided(seconds, 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
        text += pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
        if fraction != 0 { text += "." + pad(fraction, 3) }
        return text + zone(offsetMinutes)
    }

    private static func zone(_ minutes: Int64) -> String {
        if minutes == 0 { return "Z" }
        return (minutes < 0 ? "-" : "+") + pad(abs(minutes) / 60, 2) + ":" + pad(abs(minutes) % 60, 2)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Year, month, day of a day count since 1970-01-01, proleptic Gregorian (the inverse of
    /// days-from-civil, as integer arithmetic).
    private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = floorDivided(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Division rounding towards negative infinity.
    private static func floorDivided(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
