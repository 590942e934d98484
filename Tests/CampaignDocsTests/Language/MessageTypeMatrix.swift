import CanonicalJSON

/// Which message keys each message type takes, read from the message schema's rules
/// (`if type is X then …`): a key set to `false` there is not allowed (`E203`), a key in
/// `required` is required, and a rule inside on `layout: image_only` makes it conditional.
struct MessageTypeMatrix {
    let message: SchemaNode

    /// One rule per message type: the type and what its `then` says.
    private var rules: [(type: String, then: SchemaNode)] {
        (message.value["allOf"]?.arrayValue ?? []).compactMap { rule in
            guard let type = SchemaNode(rule["if"]?["properties"]?["type"]).flatMap(\.words)?.first,
                let then = SchemaNode(rule["then"])
            else { return nil }
            return (type, then)
        }
    }

    func markdown() -> String {
        let rules = rules
        var lines = ["| Key | " + rules.map { "`\($0.type)`" }.joined(separator: " | ") + " |"]
        lines.append("| --- |" + String(repeating: " --- |", count: rules.count))
        let keys = KeyTable.sorted(message.properties.keys.filter { $0 != "type" }, by: LanguageReference.Order.message)
        for key in keys {
            lines.append("| `\(key)` | " + rules.map { cell(key, $0.then) }.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// ✓, —, required, or what is left out of a mapping.
    private func cell(_ key: String, _ then: SchemaNode) -> String {
        let property = then.value["properties"]?[key]
        if property == .bool(false) { return "—" }
        if then.required.contains(key) { return "required" }
        let imageOnly = SchemaNode(then.value["if"]).flatMap { SchemaNode($0.value["properties"]?["layout"]) }?.words?.first
        if let imageOnly {
            if SchemaNode(then.value["then"])?.required.contains(key) == true { return "required with `layout: \(imageOnly)`" }
            if SchemaNode(then.value["else"])?.required.contains(key) == true { return "required unless `layout: \(imageOnly)`" }
        }
        if let property, case .object = property {
            let left = Self.forbidden(in: property).map { "`\($0)`" }
            if !left.isEmpty { return "✓ without " + left.joined(separator: ", ") }
        }
        return "✓"
    }

    /// The dotted paths set to `false` inside a partial rule: `light.header`.
    private static func forbidden(in value: JSONValue) -> [String] {
        guard let properties = value["properties"]?.objectValue else { return [] }
        return properties.keys.sorted().flatMap { key -> [String] in
            let inner = properties[key]!
            if inner == .bool(false) { return [key] }
            return forbidden(in: inner).map { key + "." + $0 }
        }
    }
}
