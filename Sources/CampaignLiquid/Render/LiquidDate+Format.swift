/// Ruby's `Time#strftime`, with its flags (`-` no padding, `_` spaces, `0` zeros, `^` upper
/// case, `#` swapped case) and widths.
extension LiquidDate {
    static func format(_ time: LiquidTime, _ format: String) -> String {
        let local = time.seconds + Int64(time.utcOffset)
        let days = Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
        let secondOfDay = Int(local - Int64(days) * 86_400)
        let (year, month, day) = civil(fromDays: days)
        let hour = secondOfDay / 3600
        let minute = secondOfDay / 60 % 60
        let second = secondOfDay % 60
        let weekday = ((days % 7) + 11) % 7  // 1970-01-01 was a Thursday
        let dayOfYear = days - daysFromCivil(year: year, month: 1, day: 1) + 1
        var out = ""
        let s = Array(format.unicodeScalars)
        var i = 0
        while i < s.count {
            guard s[i] == "%", i + 1 < s.count else {
                out.unicodeScalars.append(s[i])
                i += 1
                continue
            }
            let start = i
            i += 1
            var flags: Set<Unicode.Scalar> = []
            while i < s.count, ["-", "_", "0", "^", "#"].contains(s[i]) {
                flags.insert(s[i])
                i += 1
            }
            var width: Int?
            while i < s.count, LiquidLexer.isDigit(s[i]) {
                width = (width ?? 0) * 10 + Int(s[i].value - 48)
                i += 1
            }
            guard i < s.count else {
                out += LiquidScalars.string(s[start...])
                break
            }
            let directive = s[i]
            i += 1
            func num(_ value: Int, _ defaultWidth: Int, pad: Character = "0") -> String {
                let text = String(abs(value))
                let padding: Character? = flags.contains("-") ? nil : (flags.contains("_") ? " " : (flags.contains("0") ? "0" : pad))
                let w = width ?? defaultWidth
                let sign = value < 0 ? "-" : ""
                guard let padding, text.count + sign.count < w else { return sign + text }
                if padding == " " { return String(repeating: " ", count: w - text.count - sign.count) + sign + text }
                return sign + String(repeating: padding, count: w - text.count - sign.count) + text
            }
            func word(_ text: String) -> String {
                var text = text
                if flags.contains("^") { text = text.uppercased() }
                if flags.contains("#") { text = text == text.uppercased() ? text.lowercased() : text.uppercased() }
                if let width, text.count < width { text = String(repeating: flags.contains("0") ? "0" : " ", count: width - text.count) + text }
                return text
            }
            let hour12 = hour % 12 == 0 ? 12 : hour % 12
            switch directive {
            case "Y": out += num(year, 1)
            case "C": out += num(year / 100, 2)
            case "y": out += num(year % 100, 2)
            case "m": out += num(month, 2)
            case "d": out += num(day, 2)
            case "e": out += num(day, 2, pad: " ")
            case "j": out += num(dayOfYear, 3)
            case "H": out += num(hour, 2)
            case "k": out += num(hour, 2, pad: " ")
            case "I": out += num(hour12, 2)
            case "l": out += num(hour12, 2, pad: " ")
            case "M": out += num(minute, 2)
            case "S": out += num(second, 2)
            case "L": out += num(0, 3)
            case "N": out += num(0, 9)
            case "s": out += String(time.seconds)
            case "p": out += flags.contains("#") ? (hour < 12 ? "am" : "pm") : word(hour < 12 ? "AM" : "PM")
            case "P": out += hour < 12 ? "am" : "pm"
            case "A": out += word(weekdays[weekday])
            case "a": out += word(String(weekdays[weekday].prefix(3)))
            case "B": out += word(months[month - 1])
            case "b", "h": out += word(String(months[month - 1].prefix(3)))
            case "u": out += num(weekday == 0 ? 7 : weekday, 1)
            case "w": out += num(weekday, 1)
            case "U": out += num((dayOfYear - 1 - weekday + 7) / 7, 2)
            case "W": out += num((dayOfYear - 1 - (weekday + 6) % 7 + 7) / 7, 2)
            case "z":
                let offset = abs(time.utcOffset)
                out += (time.utcOffset < 0 ? "-" : "+") + String(offset / 3600).leftPadded(to: 2) + String(offset / 60 % 60).leftPadded(to: 2)
            case "Z": out += word(time.zoneName)
            case "c": out += self.format(time, "%a %b %e %H:%M:%S %Y")
            case "D", "x": out += self.format(time, "%m/%d/%y")
            case "F": out += self.format(time, "%Y-%m-%d")
            case "T", "X": out += self.format(time, "%H:%M:%S")
            case "R": out += self.format(time, "%H:%M")
            case "r": out += self.format(time, "%I:%M:%S %p")
            case "n": out += "\n"
            case "t": out += "\t"
            case "%": out += "%"
            default: out += LiquidScalars.string(s[start..<i])
            }
        }
        return out
    }
}
