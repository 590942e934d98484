/// Times for `date` and `time_zone`: reading the forms a profile or template writes, and
/// Ruby's `strftime`.
enum LiquidDate {
    /// `YYYY-MM-DD`, then optionally `THH:MM[:SS[.fff]]` (or a space), then `Z`, `UTC` or
    /// `±HH[:MM]`. Without a zone the time is UTC.
    static func parse(_ text: String) -> LiquidTime? {
        let s = Array(text.trimmingRubySpace().unicodeScalars)
        var index = 0
        func number(_ width: Int) -> Int? {
            guard index + width <= s.count else { return nil }
            var value = 0
            for c in s[index..<index + width] {
                guard LiquidLexer.isDigit(c) else { return nil }
                value = value * 10 + Int(c.value - 48)
            }
            index += width
            return value
        }
        func expect(_ c: Unicode.Scalar) -> Bool {
            guard index < s.count, s[index] == c else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var seconds = 0
        if index < s.count && (s[index] == "T" || s[index] == " ") && index + 1 < s.count && LiquidLexer.isDigit(s[index + 1]) {
            index += 1
            guard let hour = number(2), expect(":"), let minute = number(2), hour < 24, minute < 60 else { return nil }
            seconds = hour * 3600 + minute * 60
            if expect(":") {
                guard let second = number(2), second < 61 else { return nil }
                seconds += second
                if expect(".") { while index < s.count && LiquidLexer.isDigit(s[index]) { index += 1 } }
            }
        }
        while index < s.count && s[index] == " " { index += 1 }
        var offset = 0
        var zoneName = "UTC"
        if index < s.count {
            let rest = LiquidScalars.string(s[index...])
            if rest == "Z" || rest == "UTC" {
                index = s.count
            } else if s[index] == "+" || s[index] == "-" {
                let sign = s[index] == "-" ? -1 : 1
                index += 1
                guard let hours = number(2) else { return nil }
                _ = expect(":")
                let minutes = index < s.count ? (number(2) ?? -1) : 0
                guard minutes >= 0, index == s.count, hours < 24, minutes < 60 else { return nil }
                offset = sign * (hours * 3600 + minutes * 60)
                zoneName = ""
            } else {
                return nil
            }
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        return LiquidTime(seconds: Int64(days) * 86_400 + Int64(seconds) - Int64(offset), utcOffset: offset, zoneName: zoneName)
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
}
