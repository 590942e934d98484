/// Parses the RFC 3339 times of `--now` (SPEC §2.1: a date, `T`, a time, and an offset
/// `Z` or `±HH:MM`; fractional seconds allowed) into Unix seconds.
///
/// Fractional seconds are truncated toward the past (floor), so `…:00.9Z` is the same
/// second as `…:00Z`. A leap second `:60` is accepted as RFC 3339 allows and counts as
/// the first second of the next minute.
public enum RFC3339Time {
    /// Unix seconds for `text`, or nil when it is not an RFC 3339 time with an offset.
    public static func unixSeconds(_ text: String) -> Int64? {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.skip("-"),
              let month = scanner.digits(2), scanner.skip("-"),
              let day = scanner.digits(2), scanner.skip("T") || scanner.skip("t"),
              let hour = scanner.digits(2), scanner.skip(":"),
              let minute = scanner.digits(2), scanner.skip(":"),
              let second = scanner.digits(2)
        else { return nil }
        if scanner.skip(".") {
            guard scanner.skipDigits() > 0 else { return nil }
        }
        let offsetSeconds: Int64
        if scanner.skip("Z") || scanner.skip("z") {
            offsetSeconds = 0
        } else {
            let sign: Int64
            if scanner.skip("+") { sign = 1 } else if scanner.skip("-") { sign = -1 } else { return nil }
            guard let offsetHour = scanner.digits(2), scanner.skip(":"),
                  let offsetMinute = scanner.digits(2),
                  offsetHour <= 23, offsetMinute <= 59 else { return nil }
            offsetSeconds = sign * (offsetHour * 3600 + offsetMinute * 60)
        }
        guard scanner.isAtEnd,
              (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day),
              hour <= 23, minute <= 59, second <= 60
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        return days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
    }

    static func isLeapYear(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// A cursor over ASCII bytes.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Character) -> Bool {
            guard index < bytes.count, let ascii = character.asciiValue, bytes[index] == ascii else { return false }
            index += 1
            return true
        }

        /// Exactly `count` decimal digits as a number.
        mutating func digits(_ count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        /// Skips a run of digits and says how many there were.
        mutating func skipDigits() -> Int {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - start
        }
    }
}
