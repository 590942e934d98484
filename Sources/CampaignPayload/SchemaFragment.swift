import CanonicalJSON

/// Small builders for JSON Schema (draft 2020-12) values, so that a schema reads like the
/// shape it describes.
enum SchemaFragment {
    /// A closed object: only `properties` are allowed, `required` must be present.
    static func object(_ description: String? = nil, required: [String], _ properties: [String: JSONValue]) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": false,
        ]
        if !required.isEmpty {
            members["required"] = .array(required.map(JSONValue.string))
        }
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    static func string(_ description: String? = nil, minLength: Int? = nil, pattern: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "string"]
        members["minLength"] = minLength.map(JSONValue.init(_:))
        members["pattern"] = pattern.map(JSONValue.string)
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    static func integer(_ description: String? = nil, minimum: Int64? = nil, maximum: Int64? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "integer"]
        members["minimum"] = minimum.map(JSONValue.integer)
        members["maximum"] = maximum.map(JSONValue.integer)
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    static func boolean(_ description: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "boolean"]
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    /// One of these words.
    static func words(_ words: [String], _ description: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "string", "enum": .array(words.map(JSONValue.string))]
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    static func constant(_ value: JSONValue) -> JSONValue {
        ["const": value]
    }

    static func array(_ items: JSONValue, _ description: String? = nil, minItems: Int? = nil, maxItems: Int? = nil, unique: Bool = false) -> JSONValue {
        var members: [String: JSONValue] = ["type": "array", "items": items]
        members["minItems"] = minItems.map(JSONValue.init(_:))
        members["maxItems"] = maxItems.map(JSONValue.init(_:))
        if unique { members["uniqueItems"] = true }
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    /// A reference to `#/$defs/name`.
    static func ref(_ name: String) -> JSONValue {
        ["$ref": .string("#/$defs/" + name)]
    }

    /// `if` the object's `key` is one of `values` `then` `rule`.
    static func when(_ key: String, in values: [JSONValue], then rule: JSONValue) -> JSONValue {
        [
            "if": ["properties": [key: ["enum": .array(values)]], "required": [.string(key)]],
            "then": rule,
        ]
    }

    /// The object must have all of `keys`.
    static func requires(_ keys: [String]) -> JSONValue {
        ["required": .array(keys.map(JSONValue.string))]
    }

    /// The object must have none of `keys`.
    static func forbids(_ keys: [String]) -> JSONValue {
        ["properties": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.bool(false)) }))]
    }

    /// Both `requires(required)` and `forbids(forbidden)`.
    static func requires(_ required: [String], forbids forbidden: [String]) -> JSONValue {
        var members = forbids(forbidden).objectValue ?? [:]
        if !required.isEmpty { members["required"] = .array(required.map(JSONValue.string)) }
        return .object(members)
    }
}
