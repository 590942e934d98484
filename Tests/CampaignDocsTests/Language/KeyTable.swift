import CanonicalJSON

/// The table of a mapping's keys in the language reference: one row per key — and per key of
/// a mapping inside it (`schedule.start`) — with its type, default and description, and an
/// example from the schema.
struct KeyTable {
    /// One key.
    struct Row {
        let key: String
        let required: Bool
        let node: SchemaNode
        /// A link to the section that describes the key's mapping, when it has one.
        var section: String? = nil
    }

    let rows: [Row]

    /// The rows of `node`'s properties, keys in `order` first, nested mappings flattened
    /// except those of the keys in `collapsed` (described in the section it links to); only
    /// the keys in `only`, when given.
    init(_ node: SchemaNode, order: [String], prefix: String = "", collapsed: [String: String] = [:], only: Set<String>? = nil) {
        var rows: [Row] = []
        let properties = node.properties
        for key in Self.sorted(properties.keys, by: order) where only?.contains(key) ?? true {
            let property = properties[key]!
            let path = prefix + key
            rows.append(Row(key: path, required: node.required.contains(key), node: property, section: collapsed[key]))
            guard collapsed[key] == nil else { continue }
            for (nested, separator) in Self.nestedMappings(of: property) {
                rows += KeyTable(nested, order: order, prefix: path + separator, collapsed: collapsed).rows
            }
        }
        self.rows = rows
    }

    /// The markdown table.
    func markdown(types: SchemaTypeText, flow: YAMLFlow) -> String {
        var lines = ["| Key | Type | Default | Description |", "| --- | --- | --- | --- |"]
        for row in rows {
            let defaultText = row.required ? "**required**" : row.node.defaultValue.map { "`\(flow.text($0))`" } ?? ""
            var description = row.node.description ?? ""
            let examples = row.node.examples.filter { $0 != .null }.prefix(2).map { "`\(flow.text($0))`" }
            if !examples.isEmpty {
                description += (description.isEmpty ? "" : " ") + (examples.count == 1 ? "Example: " : "Examples: ") + examples.joined(separator: ", ")
            }
            let type = row.section.map { "mapping: \($0)" } ?? types.text(row.node)
            let cells = ["`\(row.key)`", type, defaultText, description].map(Markdown.cell)
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The mappings written inside a key (itself, one of its forms, or the items of its
    /// list) whose keys get rows, with the suffix of their rows' prefix (`.` or `[].`).
    private static func nestedMappings(of node: SchemaNode) -> [(SchemaNode, String)] {
        guard node.reference == nil else { return [] }
        if !node.properties.isEmpty { return [(node, ".")] }
        if let items = node.items, items.reference == nil, !items.properties.isEmpty { return [(items, "[].")] }
        return node.alternatives.filter { $0.reference == nil && !$0.properties.isEmpty }.map { ($0, ".") }
    }

    /// `keys` with those in `order` first, in that order, then the rest in byte order.
    static func sorted(_ keys: some Collection<String>, by order: [String]) -> [String] {
        let rank = { (key: String) in order.firstIndex(of: key) ?? order.count }
        return keys.sorted { rank($0) < rank($1) || (rank($0) == rank($1) && $0 < $1) }
    }
}
