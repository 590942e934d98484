import CanonicalJSON

/// Reading a JSON Schema node of campaignc's schemas: the few shapes their builders make.
struct SchemaNode {
    let value: JSONValue

    init(_ value: JSONValue) {
        self.value = value
    }

    init?(_ value: JSONValue?) {
        guard let value else { return nil }
        self.value = value
    }

    var description: String? {
        if case .string(let text)? = value["markdownDescription"] ?? value["description"] { return text }
        return nil
    }

    /// The name of the definition a `$ref` points at (`#/$defs/colour` gives `colour`).
    var reference: String? {
        guard case .string(let target)? = value["$ref"] else { return nil }
        return target.split(separator: "/").last.map(String.init)
    }

    /// The words of an `enum`, or of a `const`.
    var words: [String]? {
        if case .array(let items)? = value["enum"] { return items.compactMap(\.stringValue) }
        if case .string(let word)? = value["const"] { return [word] }
        return nil
    }

    /// The `type` member: one name, or several.
    var types: [String] {
        switch value["type"] {
        case .string(let name)?: [name]
        case .array(let names)?: names.compactMap(\.stringValue)
        default: []
        }
    }

    var properties: [String: SchemaNode] {
        (value["properties"]?.objectValue ?? [:]).mapValues(SchemaNode.init)
    }

    var required: [String] {
        value["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    var alternatives: [SchemaNode] {
        (value["anyOf"]?.arrayValue ?? value["oneOf"]?.arrayValue ?? []).map(SchemaNode.init)
    }

    var items: SchemaNode? { SchemaNode(value["items"]) }

    /// The schema of the values of a mapping with free keys.
    var freeValues: SchemaNode? {
        guard let values = value["additionalProperties"], values != .bool(false) else { return nil }
        return SchemaNode(values)
    }

    var pattern: String? { value["pattern"]?.stringValue }

    func integer(_ key: String) -> Int64? {
        if case .integer(let number)? = value[key] { return number }
        return nil
    }

    var defaultValue: JSONValue? { value["default"] }

    var examples: [JSONValue] { value["examples"]?.arrayValue ?? [] }
}

extension JSONValue {
    /// The text of a string value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
