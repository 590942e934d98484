import CampaignYAML

extension YAMLScalar {
    /// How a diagnostic names this scalar after "found": `` `yes` ``, `the string "80"`,
    /// `a block of text`, `nothing`. Long text is cut at 40 characters.
    public var found: String {
        if isNull { return "nothing" }
        let shown =
            text.unicodeScalars.count > 40
            ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…"
            : text
        switch style {
        case .plain: return "`\(shown)`"
        case .singleQuoted, .doubleQuoted: return "the string \"\(shown)\""
        case .literal, .folded: return "a block of text"
        }
    }
}

extension YAMLNode {
    /// How a diagnostic names this node after "found": `a mapping`, `a list`, or the scalar.
    public var found: String {
        switch self {
        case .scalar(let s): s.found
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .invalid: "an invalid value"
        }
    }
}

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
