import CanonicalJSON

@testable import CampaignCompiler

/// What a schema node takes, in words for the reference's "Type" column: `duration`,
/// `one of: slideup, modal, full, html`, `list of [buttons](#buttons) (at most 2)`.
struct SchemaTypeText {
    /// Where the reference describes each definition: `#buttons` for `button`.
    let sections: [String: String]
    /// The schemas' definitions, for those described where they are used.
    let definitions: [String: JSONValue]
    /// The order of keys in a mapping's `{ a, b }`.
    let order: [String]

    func text(_ node: SchemaNode) -> String {
        if let reference = node.reference { return named(reference) }
        if let words = node.words { return words.count == 1 ? "`\(words[0])`" : "one of " + words.map { "`\($0)`" }.joined(separator: ", ") }
        if isDuration(node) { return "[duration](#values)" + range(ofDuration: node) }
        let alternatives = node.alternatives
        if !alternatives.isEmpty {
            return unique(alternatives.map(text)).joined(separator: ", or ")
        }
        let types = node.types
        if types == ["string", "number", "boolean"] { return "text" }
        if let pattern = node.pattern, let name = Self.patterns[pattern] { return name }
        switch types.first {
        case "boolean": return "`true` or `false`"
        case "integer": return "integer" + bounds(node)
        case "number": return "number"
        case "null": return "no value"
        case "string": return "text"
        case "array":
            var item = node.items.map(text) ?? "values"
            if item.contains(", or ") { item = "(\(item))" }
            return "list of \(item)" + listBounds(node)
        case "object":
            if let values = node.freeValues { return "mapping of names to \(text(values))" }
            let shared = Set(node.properties.values.map { $0.words ?? [] })
            if node.properties.count > 8, shared.count == 1, let words = shared.first, !words.isEmpty {
                return "mapping of names to " + text(node.properties.values.first!)
            }
            let keys = KeyTable.sorted(node.properties.keys, by: order)
            return keys.isEmpty ? "mapping" : "`{ \(keys.joined(separator: ", ")) }`"
        default: return "value"
        }
    }

    /// A definition: a link to where it is described, else what it takes.
    private func named(_ definition: String) -> String {
        if let anchor = sections[definition] { return "[\(Self.readableNames[definition] ?? definition)](\(anchor))" }
        if let value = definitions[definition] { return text(SchemaNode(value)) }
        return Self.readableNames[definition] ?? definition
    }

    /// `anyOf: [integer, duration text]`.
    private func isDuration(_ node: SchemaNode) -> Bool {
        node.alternatives.contains { $0.pattern == SchemaBuilder.durationPattern }
    }

    private func range(ofDuration node: SchemaNode) -> String {
        guard let seconds = node.alternatives.first(where: { $0.types == ["integer"] }),
            let low = seconds.integer("minimum"), let high = seconds.integer("maximum"), high < Int64.max
        else { return "" }
        return " (\(Self.duration(low)) to \(Self.duration(high)))"
    }

    private func bounds(_ node: SchemaNode) -> String {
        switch (node.integer("minimum"), node.integer("maximum")) {
        case (let low?, let high?) where high < Int64.max: " \(low) to \(high)"
        case (let low?, _): " from \(low)"
        default: ""
        }
    }

    private func listBounds(_ node: SchemaNode) -> String {
        switch (node.integer("minItems"), node.integer("maxItems")) {
        case (let low?, let high?): " (\(low) to \(high))"
        case (let low?, nil): " (at least \(low))"
        case (nil, let high?): " (at most \(high))"
        default: ""
        }
    }

    private func unique(_ texts: [String]) -> [String] {
        var seen: Set<String> = []
        return texts.filter { seen.insert($0).inserted }
    }

    /// Seconds as the largest whole unit: `86400` is `24h`, `62208000` is `720d`.
    static func duration(_ seconds: Int64) -> String {
        if seconds == 0 { return "0s" }
        if seconds % 86_400 == 0, seconds > 86_400 { return "\(seconds / 86_400)d" }
        if seconds % 3_600 == 0 { return "\(seconds / 3_600)h" }
        if seconds % 60 == 0 { return "\(seconds / 60)m" }
        return "\(seconds)s"
    }

    /// The names of the patterns the schema builders use.
    static let patterns: [String: String] = [
        SchemaBuilder.idPattern: "[id](#values)",
        SchemaBuilder.timePattern: "[time](#values)",
        SchemaBuilder.colourPattern: "[colour](#values)",
        SchemaBuilder.httpsPattern: "https URL",
        SchemaBuilder.zipPattern: "https URL of a `.zip` file",
        SchemaBuilder.imagePattern: "https URL, or a path relative to the file",
        SchemaBuilder.schemePattern: "URI with a scheme",
        SchemaBuilder.languagePattern: "language tag (BCP 47)",
        SchemaBuilder.hostPattern: "host name",
        "^https://[^/ ][^ ]*/$": "https URL ending with `/`",
        "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$": "UUID",
    ]

    /// How the definitions read in a sentence.
    static let readableNames: [String: String] = [
        "id": "id", "time": "time", "colour": "colour", "message": "message", "trigger": "trigger", "filters": "filters",
        "filter": "filter", "filterEntry": "filter or `any_of`", "theme": "theme", "themeColours": "theme colours",
        "darkThemeColours": "dark theme colours", "button": "button", "buttonStyle": "button style", "textAlign": "text alignment",
        "extras": "extras", "clickAction": "click action", "actionStep": "step", "actionValue": "text, number or boolean",
        "eventProperties": "event properties", "viewType": "view type", "ids": "`none`, an id or a list of ids", "drop": "drop",
        "step": "step",
    ]
}
