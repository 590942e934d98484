/// Builders for JSON Schema (draft 2020-12) values, so that a schema reads like the shape it
/// describes: the one set every schema of campaignc is written with (campaign, config,
/// scenario, payload, diagnostics, baseline, trace).
public enum JSONSchema {
    /// The dialect every schema of campaignc declares in `$schema`.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// A whole schema file: a closed object with its `$schema`, `title` and `$defs`.
    public static func document(
        title: String, _ description: String, required: [String], _ properties: [String: JSONValue], definitions: [String: JSONValue]
    ) -> JSONValue {
        object(
            description, required: required, properties,
            more: ["$schema": .string(dialect), "title": .string(title), "$defs": .object(definitions)])
    }

    /// A closed object: only `properties` are allowed, `required` must be present; `more`
    /// adds or replaces members.
    public static func object(
        _ description: String? = nil, required: [String], _ properties: [String: JSONValue], more: [String: JSONValue] = [:]
    ) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": "object",
            "properties": .object(properties),
            "additionalProperties": false,
        ]
        if !required.isEmpty {
            members["required"] = .array(required.map(JSONValue.string))
        }
        members["description"] = description.map(JSONValue.string)
        members.merge(more) { _, new in new }
        return .object(members)
    }

    public static func string(_ description: String? = nil, minLength: Int? = nil, pattern: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "string"]
        members["minLength"] = minLength.map(JSONValue.init(_:))
        members["pattern"] = pattern.map(JSONValue.string)
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    public static func integer(_ description: String? = nil, minimum: Int64? = nil, maximum: Int64? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "integer"]
        members["minimum"] = minimum.map(JSONValue.integer)
        members["maximum"] = maximum.map(JSONValue.integer)
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    public static func boolean(_ description: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "boolean"]
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    /// One of these words.
    public static func words(_ words: [String], _ description: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["type": "string", "enum": .array(words.map(JSONValue.string))]
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    public static func constant(_ value: JSONValue) -> JSONValue {
        ["const": value]
    }

    public static func array(_ items: JSONValue, _ description: String? = nil, minItems: Int? = nil, maxItems: Int? = nil, unique: Bool = false) -> JSONValue {
        var members: [String: JSONValue] = ["type": "array", "items": items]
        members["minItems"] = minItems.map(JSONValue.init(_:))
        members["maxItems"] = maxItems.map(JSONValue.init(_:))
        if unique { members["uniqueItems"] = true }
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    /// A reference to `#/$defs/name`, with its own description when given.
    public static func ref(_ name: String, _ description: String? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["$ref": .string("#/$defs/" + name)]
        members["description"] = description.map(JSONValue.string)
        return .object(members)
    }

    /// `if` the object's `key` is one of `values` `then` `rule`.
    public static func when(_ key: String, in values: [JSONValue], then rule: JSONValue) -> JSONValue {
        [
            "if": ["properties": [key: ["enum": .array(values)]], "required": [.string(key)]],
            "then": rule,
        ]
    }

    /// The object must have all of `keys`.
    public static func requires(_ keys: [String]) -> JSONValue {
        ["required": .array(keys.map(JSONValue.string))]
    }

    /// The object must have none of `keys`.
    public static func forbids(_ keys: [String]) -> JSONValue {
        ["properties": .object(Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.bool(false)) }))]
    }

    /// Both `requires(required)` and `forbids(forbidden)`.
    public static func requires(_ required: [String], forbids forbidden: [String]) -> JSONValue {
        var members = forbids(forbidden).objectValue ?? [:]
        if !required.isEmpty { members["required"] = .array(required.map(JSONValue.string)) }
        return .object(members)
    }
}
