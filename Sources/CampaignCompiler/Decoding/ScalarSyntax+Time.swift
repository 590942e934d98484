import CampaignModel

extension ScalarSyntax {
    /// What a time text means.
    public enum TimeParse: Equatable, Sendable {
        /// Unix seconds (fractional seconds are dropped).
        case value(Int64)
        /// Not of the RFC 3339 form; `missingOffset` when it is a date-time without an offset.
        case malformed(missingOffset: Bool)
        /// Of the form, but not a real time; the reason names the field.
        case invalid(String)
    }

    /// RFC 3339 with an offset: `2026-03-01T09:00:00Z`, `2026-03-01T10:00:00+01:00`,
    /// `2026-03-01T09:00:00.250Z` (`t` and `z` may be lower case).
    public static func time(_ text: String) -> TimeParse {
        let u = Array(text.utf8)
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= u.count else { return nil }
            var value = 0
            for c in u[from..<from + count] {
                guard isDigit(c) else { return nil }
                value = value * 10 + Int(c - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ at: Int, _ allowed: String) -> Bool {
            at < u.count && allowed.utf8.contains(u[at])
        }
        guard let year = number(0, 4), byte(4, "-"), let month = number(5, 2), byte(7, "-"),
            let day = number(8, 2), byte(10, "Tt"), let hour = number(11, 2), byte(13, ":"),
            let minute = number(14, 2), byte(16, ":"), let second = number(17, 2)
        else { return .malformed(missingOffset: false) }
        var i = 19
        if byte(i, ".") {
            i += 1
            let start = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            if i == start { return .malformed(missingOffset: false) }
        }
        var offsetSeconds = 0
        if i == u.count { return .malformed(missingOffset: true) }
        if byte(i, "Zz"), i + 1 == u.count {
            offsetSeconds = 0
        } else if byte(i, "+-"), let oh = number(i + 1, 2), byte(i + 3, ":"), let om = number(i + 4, 2), i + 6 == u.count {
            if oh > 23 { return .invalid("offset hour \(pad(oh)) does not exist (00 to 23)") }
            if om > 59 { return .invalid("offset minute \(pad(om)) does not exist (00 to 59)") }
            offsetSeconds = (oh * 3600 + om * 60) * (u[i] == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return .malformed(missingOffset: false)
        }
        guard (1...12).contains(month) else { return .invalid("month \(pad(month)) does not exist") }
        let days = daysIn(month: month, year: year)
        guard (1...days).contains(day) else {
            return .invalid(day == 0 ? "day 00 does not exist" : "\(monthNames[month - 1]) \(year) has \(days) days")
        }
        guard hour <= 23 else { return .invalid("hour \(pad(hour)) does not exist (00 to 23)") }
        guard minute <= 59 else { return .invalid("minute \(pad(minute)) does not exist (00 to 59)") }
        guard second <= 59 else { return .invalid("second \(pad(second)) does not exist (00 to 59)") }
        let local =
            daysFromCivil(year: year, month: month, day: day) * 86_400
            + Int64(hour * 3600 + minute * 60 + second)
        return .value(local - Int64(offsetSeconds))
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static func isLeap(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let m = Int64(month)
        let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
