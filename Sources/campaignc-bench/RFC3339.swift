/// Formats instants as RFC 3339 text without Foundation's calendar (which would read
/// the system time zone): the corpus must not depend on the machine.
enum RFC3339 {
    /// `seconds` since the Unix epoch, shown in the time zone `offsetMinutes` east of UTC.
    static func format(_ seconds: Int, offsetMinutes: Int = 0) -> String {
        let local = seconds + offsetMinutes * 60
        let days = local.floorDiv(86_400)
        let secondOfDay = local - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        let date = "\(year)-\(two(month))-\(two(day))"
        let time = "\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
        return "\(date)T\(time)\(zone(offsetMinutes))"
    }

    private static func zone(_ minutes: Int) -> String {
        if minutes == 0 { return "Z" }
        let sign = minutes < 0 ? "-" : "+"
        let magnitude = abs(minutes)
        return "\(sign)\(two(magnitude / 60)):\(two(magnitude % 60))"
    }

    private static func two(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// Howard Hinnant's days-from-civil inverse, for the proleptic Gregorian calendar.
    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = z.floorDiv(146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}

extension Int {
    /// Division rounding towards negative infinity.
    fileprivate func floorDiv(_ divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
