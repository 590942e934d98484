import CanonicalJSON

/// A JSON value written the way a campaign would write it on one line: `7d`,
/// `{ uri: "myapp://cart" }`, `[request_push_permission]`; keys in `order` first.
struct YAMLFlow {
    /// Keys in the order a reader expects them; other keys follow in byte order.
    let order: [String]

    func text(_ value: JSONValue) -> String {
        switch value {
        case .null: return "~"
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number): return String(number)
        case .string(let text): return scalar(text)
        case .array(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .object(let members):
            let keys = members.keys.sorted { rank($0) < rank($1) || (rank($0) == rank($1) && $0 < $1) }
            return "{ " + keys.map { "\($0): \(text(members[$0]!))" }.joined(separator: ", ") + " }"
        }
    }

    private func rank(_ key: String) -> Int {
        order.firstIndex(of: key) ?? order.count
    }

    /// A string plain when YAML reads it back as the same text in a flow, else double-quoted.
    /// (`:` is plain unless a blank or the end follows it: `https://…` and times stay plain.)
    private func scalar(_ text: String) -> String {
        let special: Set<Character> = ["#", "{", "}", "[", "]", ",", "\"", "'", "&", "*", "!", "|", ">", "%", "@", "`"]
        let looksTyped = ["true", "false", "null", "~", "yes", "no", "on", "off"].contains(text.lowercased()) || Double(text) != nil
        let plain =
            !text.isEmpty && !looksTyped && !text.contains(where: { special.contains($0) }) && !text.contains(": ") && !text.hasSuffix(":")
            && text.first != " " && text.last != " " && !text.hasPrefix("-") && !text.hasPrefix("?")
        if plain { return text }
        return "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
    }
}

extension String {
    /// Every occurrence of `target` replaced.
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self {
            if character == target { result += replacement } else { result.append(character) }
        }
        return result
    }
}
