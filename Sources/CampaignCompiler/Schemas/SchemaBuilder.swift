import CanonicalJSON

/// The campaign language's schema vocabulary over the shared `JSONSchema` builder: every
/// constructor takes the `description` an editor shows on hover, and adds the shapes only
/// this language has (scalars kept as text, durations, free-key mappings, whole documents).
enum SchemaBuilder {
    /// A whole schema file: a mapping with exactly `properties`, and its `$defs`.
    static func document(
        title: String,
        _ description: String,
        _ properties: [String: JSONValue],
        required: [String] = [],
        definitions: [String: JSONValue]
    ) -> JSONValue {
        object(
            description, properties, required: required,
            more: [
                "$schema": .string(JSONSchema.dialect),
                "title": .string(title),
                "$defs": .object(definitions),
            ])
    }

    /// A mapping with free, non-empty keys whose values are all `values` (except the known
    /// `properties`), such as `extras` or `view_types`.
    static func freeMapping(_ description: String, values: JSONValue, properties: [String: JSONValue] = [:]) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": "object",
            "description": .string(description),
            "propertyNames": ["minLength": 1],
            "additionalProperties": values,
        ]
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return .object(members)
    }

    /// A mapping with exactly these keys (`additionalProperties: false`).
    static func object(
        _ description: String,
        _ properties: [String: JSONValue],
        required: [String] = [],
        more: [String: JSONValue] = [:]
    ) -> JSONValue {
        JSONSchema.object(description, required: required, properties, more: more)
    }

    /// A reference to a definition under `$defs`, with its own description, or described by
    /// the definition.
    static func ref(_ name: String, _ description: String? = nil) -> JSONValue {
        JSONSchema.ref(name, description)
    }

    /// A string matching `pattern`.
    static func string(_ description: String, pattern: String) -> JSONValue {
        JSONSchema.string(description, pattern: pattern)
    }

    /// One of a fixed list of words.
    static func words(_ description: String, _ words: [String]) -> JSONValue {
        JSONSchema.words(words, description)
    }

    /// Any scalar taken as its text: YAML 1.2 editors read `name: 123` as a number and
    /// `name: true` as a boolean, while campaignc keeps the text as written.
    static func text(_ description: String, nonEmpty: Bool = true) -> JSONValue {
        var members: [String: JSONValue] = [
            "type": ["string", "number", "boolean"],
            "description": .string(description),
        ]
        if nonEmpty { members["minLength"] = 1 }
        return .object(members)
    }

    /// `true` or `false`.
    static func boolean(_ description: String) -> JSONValue {
        JSONSchema.boolean(description)
    }

    /// A plain decimal integer within `range`.
    static func integer(_ description: String, _ range: ClosedRange<Int64>) -> JSONValue {
        JSONSchema.integer(description, minimum: range.lowerBound, maximum: range.upperBound)
    }

    /// A list of `items`.
    static func list(_ description: String, of items: JSONValue, minItems: Int? = nil, maxItems: Int? = nil) -> JSONValue {
        JSONSchema.array(items, description, minItems: minItems, maxItems: maxItems)
    }

    /// A duration: a plain integer of seconds within `seconds`, or a number and a unit.
    static func duration(_ description: String, seconds: ClosedRange<Int64>) -> JSONValue {
        [
            "description": .string(description),
            "anyOf": [
                JSONSchema.integer(minimum: seconds.lowerBound, maximum: seconds.upperBound),
                JSONSchema.string(pattern: durationPattern),
            ],
        ]
    }

    /// `500ms`, `2.5s`, `30s`, `15m`, `24h`, `7d`.
    static let durationPattern = "^[0-9]+(\\.[0-9]+)?(ms|s|m|h|d)$"
    /// RFC 3339 with an offset.
    static let timePattern = "^[0-9]{4}-[0-9]{2}-[0-9]{2}[Tt][0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?([Zz]|[+-][0-9]{2}:[0-9]{2})$"
    /// `#RGB`, `#RRGGBB`, `#RRGGBBAA`.
    static let colourPattern = "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"
    /// An id: lowercase letters, digits, `_` and `-`.
    static let idPattern = "^[a-z0-9][a-z0-9_-]{0,63}$"
    /// A URI with a scheme and no blank (campaignc checks escapes and hosts more closely).
    static let schemePattern = "^[A-Za-z][A-Za-z0-9+.-]*:[^\\s]+$"
    /// An https URL with a host and no blank.
    static let httpsPattern = "^https://[A-Za-z0-9.-]+(:[0-9]+)?([/?#][^\\s]*)?$"
    /// An https URL of a `.zip` file.
    static let zipPattern = "^https://[A-Za-z0-9.-]+(:[0-9]+)?/[^\\s?#]*\\.[Zz][Ii][Pp]([?#][^\\s]*)?$"
    /// An https URL, or a local path (no scheme, no leading `/`).
    static let imagePattern = "^(https://[A-Za-z0-9.-]+(:[0-9]+)?([/?#][^\\s]*)?|(?![A-Za-z][A-Za-z0-9+.-]*:)[^/\\s][^\\n]*)$"
    /// A structural BCP 47 shape (campaignc checks the tag more closely).
    static let languagePattern = "^[A-Za-z0-9]{1,8}(-[A-Za-z0-9]{1,8})*$"
    /// A host name.
    static let hostPattern = "^[A-Za-z0-9-]{1,63}(\\.[A-Za-z0-9-]{1,63})*$"
}
