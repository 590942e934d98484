/// Lists of words in messages.
public enum Words {
    /// "`a`", "`a` or `b`", "`a`, `b` or `c`" (or with another conjunction).
    public static func list(_ words: [String], _ conjunction: String = "or") -> String {
        plain(words.map { "`\($0)`" }, conjunction)
    }

    /// "`a`, `b`, `c`": every word in backticks, separated by commas.
    public static func commaList(_ words: [String]) -> String {
        words.map { "`\($0)`" }.joined(separator: ", ")
    }

    /// "a", "a or b", "a, b or c", without backticks.
    public static func plain(_ words: [String], _ conjunction: String = "or") -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " \(conjunction) " + words[words.count - 1]
    }

    /// "1,000", "199,000": a count with thousands separators.
    public static func thousands(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (count < 0 ? "-" : "") + grouped
    }
}
