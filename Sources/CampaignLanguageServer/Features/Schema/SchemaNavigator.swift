import CampaignCompiler
import CanonicalJSON

/// Walks one of campaignc's JSON Schemas along a path of keys and list entries, so that the
/// keys, words and descriptions editors see come from the same schemas `campaignc schema`
/// prints: `$ref`s to `$defs` are followed and the alternatives of `anyOf` and `oneOf` all
/// count (conditions — `if`, `then`, `allOf` — are left to the rules of completion).
struct SchemaNavigator: Sendable {
    let root: JSONValue
    private let definitions: [String: JSONValue]

    init(_ root: JSONValue) {
        self.root = root
        self.definitions = root["$defs"]?.objectValue ?? [:]
    }

    static let campaign = SchemaNavigator(CampaignSchema.value)
    static let scenario = SchemaNavigator(ScenarioSchema.value)
    static let project = SchemaNavigator(ConfigSchema.value)

    /// The schemas a node at `path` may match.
    func schemas(at path: [PathStep]) -> [JSONValue] {
        var current = expand(root)
        for step in path {
            var next: [JSONValue] = []
            for schema in current {
                switch step {
                case .key(let key):
                    if let property = schema["properties"]?[key] {
                        next += expand(property)
                    } else if case .object? = schema["additionalProperties"], let values = schema["additionalProperties"] {
                        next += expand(values)
                    }
                case .item:
                    if let items = schema["items"] { next += expand(items) }
                }
            }
            current = next
        }
        return current
    }

    /// The keys a mapping at `path` may have, in byte-wise order.
    func keys(at path: [PathStep]) -> [String] {
        var keys = Set<String>()
        for schema in schemas(at: path) {
            if let properties = schema["properties"]?.objectValue { keys.formUnion(properties.keys) }
        }
        return keys.sorted(by: UTF8Order.precedes)
    }

    /// The words a scalar at `path` may be: the schemas' `enum`s, and `true`, `false` for a boolean.
    func words(at path: [PathStep]) -> [String] {
        var words: [String] = []
        for schema in schemas(at: path) {
            if case .array(let values)? = schema["enum"] {
                for case .string(let word) in values where !words.contains(word) { words.append(word) }
            }
            if schema["type"] == "boolean" {
                for word in ["true", "false"] where !words.contains(word) { words.append(word) }
            }
        }
        return words
    }

    /// The documentation of `key` in a mapping at `path`: its `markdownDescription`, else its
    /// `description`, else the description of what it refers to; nil for an unknown key.
    func documentation(ofKey key: String, at path: [PathStep]) -> String? {
        for schema in schemas(at: path) {
            guard let property = schema["properties"]?[key] else { continue }
            if case .string(let text)? = property["markdownDescription"] ?? property["description"] { return text }
            for resolved in expand(property) {
                if case .string(let text)? = resolved["markdownDescription"] ?? resolved["description"] { return text }
            }
        }
        return nil
    }

    /// A schema with its reference followed and its alternatives listed after it.
    private func expand(_ schema: JSONValue, depth: Int = 0) -> [JSONValue] {
        guard depth < 16 else { return [] }
        if case .string(let reference)? = schema["$ref"], reference.hasPrefix("#/$defs/"),
            let definition = definitions[String(reference.dropFirst("#/$defs/".count))]
        {
            return expand(definition, depth: depth + 1)
        }
        var expanded = [schema]
        for combinator in ["anyOf", "oneOf"] {
            if case .array(let alternatives)? = schema[combinator] {
                for alternative in alternatives { expanded += expand(alternative, depth: depth + 1) }
            }
        }
        return expanded
    }
}
