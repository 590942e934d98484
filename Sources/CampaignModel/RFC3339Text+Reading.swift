/// Reading RFC 3339 text: the one reader of times for campaign files, scenarios, `--now`
/// and the simulator's `time` filters, beside the one writer (`RFC3339Text.text`).
extension RFC3339Text {
    /// What a time text means.
    public enum Reading: Hashable, Sendable {
        /// Unix milliseconds (digits of the fraction past the third are dropped).
        case value(milliseconds: Int64)
        /// Not of the RFC 3339 form; `missingOffset` when it is a date-time without an offset.
        case malformed(missingOffset: Bool)
        /// Of the form, but not a real time: the field that does not exist.
        case invalid(ImpossibleField)
    }

    /// The field of a well-formed time that names no real instant.
    public enum ImpossibleField: Hashable, Sendable {
        case offsetHour(Int)
        case offsetMinute(Int)
        case month(Int)
        /// Day 00 of any month.
        case dayZero
        /// A day past the month's end: `February 2026 has 28 days`.
        case dayOfMonth(month: Int, year: Int, days: Int)
        case hour(Int)
        case minute(Int)
        case second(Int)
    }

    /// RFC 3339 with an offset: `2026-03-01T09:00:00Z`, `2026-03-01T10:00:00+01:00`,
    /// `2026-03-01T09:00:00.250Z` (`t` and `z` may be lower case).
    public static func read(_ text: String) -> Reading {
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
        var fraction: Int64 = 0
        if byte(i, ".") {
            i += 1
            let start = i
            while i < u.count, isDigit(u[i]) {
                // The first three digits are the milliseconds; later ones are dropped.
                if i - start < 3 { fraction += Int64(u[i] - UInt8(ascii: "0")) * [100, 10, 1][i - start] }
                i += 1
            }
            if i == start { return .malformed(missingOffset: false) }
        }
        var offsetSeconds = 0
        if i == u.count { return .malformed(missingOffset: true) }
        if byte(i, "Zz"), i + 1 == u.count {
            offsetSeconds = 0
        } else if byte(i, "+-"), let oh = number(i + 1, 2), byte(i + 3, ":"), let om = number(i + 4, 2), i + 6 == u.count {
            if oh > 23 { return .invalid(.offsetHour(oh)) }
            if om > 59 { return .invalid(.offsetMinute(om)) }
            offsetSeconds = (oh * 3600 + om * 60) * (u[i] == UInt8(ascii: "-") ? -1 : 1)
        } else {
            return .malformed(missingOffset: false)
        }
        guard (1...12).contains(month) else { return .invalid(.month(month)) }
        let days = daysIn(month: month, year: year)
        guard (1...days).contains(day) else {
            return .invalid(day == 0 ? .dayZero : .dayOfMonth(month: month, year: year, days: days))
        }
        guard hour <= 23 else { return .invalid(.hour(hour)) }
        guard minute <= 59 else { return .invalid(.minute(minute)) }
        guard second <= 59 else { return .invalid(.second(second)) }
        let local = daysFromCivil(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return .value(milliseconds: (local - Int64(offsetSeconds)) * 1000 + fraction)
    }

    /// The Unix seconds of an RFC 3339 time (fraction dropped), or nil when `text` is not one.
    public static func unixSeconds(_ text: String) -> Int64? {
        unixMilliseconds(text).map { Timestamp(unixMilliseconds: $0).unixSeconds }
    }

    /// The Unix milliseconds of an RFC 3339 time (digits past the third dropped), or nil when
    /// `text` is not one.
    public static func unixMilliseconds(_ text: String) -> Int64? {
        if case .value(let milliseconds) = read(text) { return milliseconds }
        return nil
    }

    /// The same, counting a time with a non-zero fraction as the next whole second: `--now`,
    /// which is compared with whole-second times `t` (W314: `t < now`), and for those
    /// `t < now` holds exactly when `t < ceil(now)`, so nothing of the fraction is lost.
    public static func unixSecondsRoundingUp(_ text: String) -> Int64? {
        guard let seconds = unixSeconds(text) else { return nil }
        guard let dot = text.utf8.firstIndex(of: UInt8(ascii: ".")) else { return seconds }
        let fraction = text.utf8[text.utf8.index(after: dot)...].prefix(while: isDigit)
        return fraction.contains { $0 != UInt8(ascii: "0") } ? seconds + 1 : seconds
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

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

    /// Days since 1970-01-01 of a proleptic Gregorian date (the inverse of `civil(fromDays:)`).
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
