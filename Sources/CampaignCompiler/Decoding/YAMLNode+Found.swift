import CampaignYAML

extension YAMLScalar {
    /// How a diagnostic names this scalar after "found": `` `yes` ``, `the string "80"`,
    /// `a block of text`, `nothing`. Long text is cut at 40 characters.
    var found: String {
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
    var found: String {
        switch self {
        case .scalar(let s): s.found
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .invalid: "an invalid value"
        }
    }
}
