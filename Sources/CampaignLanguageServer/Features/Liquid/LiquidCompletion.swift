import CampaignLiquid
import CanonicalJSON

/// Completion inside `{{ }}` and `{% %}` (SPEC §15.7): after `|` the filters, at a tag's start
/// the tags, after `${` the standard attributes (the declared custom attributes after
/// `custom_attribute.${`, the trigger event's declared properties after `event_properties.${`),
/// after an object and `.` its members, and anywhere else a value goes the declared custom
/// attributes first, then the trigger event's properties, the standard attributes and the
/// objects. Items keep that order (`sortText`); within a group by label.
enum LiquidCompletion {
    struct Item: Hashable, Sendable {
        typealias Kind = CompletionCandidate.Kind

        let label: String
        let kind: Kind
        let detail: String
        var documentation: String?
        /// What the edit inserts (the label unless said).
        var insertText: String
        /// What the client matches the typed word against.
        var filterText: String

        init(_ label: String, kind: Kind, detail: String, documentation: String? = nil, insert: String? = nil, filter: String? = nil) {
            self.label = label
            self.kind = kind
            self.detail = detail
            self.documentation = documentation
            self.insertText = insert ?? label
            self.filterText = filter ?? label
        }
    }

    struct Completion: Hashable, Sendable {
        var items: [Item]
        /// The word before the cursor, which every item's edit replaces.
        var replaced: Range<Int>
    }

    /// The completion at `offset`, or nil when the cursor is in no open `{{` or `{%`.
    static func complete(text: [UInt8], at offset: Int, facts: WorkspaceFacts) -> Completion? {
        guard let markup = LiquidMarkup.open(in: text, at: offset) else { return nil }
        let before = markup.before
        var wordStart = before.count
        while wordStart > 0, LiquidWord.isWordByte(before[wordStart - 1]) { wordStart -= 1 }
        let prefix = Array(before[..<wordStart])
        let replaced = (markup.start + wordStart)..<offset
        let events = TriggerEvents.names(in: text, around: offset)
        let vocabulary = Vocabulary(facts: facts, events: events)
        return Completion(items: vocabulary.items(markup: markup.kind, prefix: prefix), replaced: replaced)
    }

    /// The LSP answer: `{"isIncomplete": false, "items": […]}`.
    static func json(_ completion: Completion, range: (Range<Int>) -> JSONValue) -> JSONValue {
        let editRange = range(completion.replaced)
        let width = String(completion.items.count).count
        let items: [JSONValue] = completion.items.enumerated().map { index, item in
            let order = String(index)
            var object: [String: JSONValue] = [
                "label": .string(item.label),
                "kind": JSONValue(item.kind.rawValue),
                "detail": .string(item.detail),
                "sortText": .string(String(repeating: "0", count: width - order.count) + order),
                "filterText": .string(item.filterText),
                "textEdit": ["range": editRange, "newText": .string(item.insertText)],
            ]
            if let documentation = item.documentation {
                object["documentation"] = ["kind": "markdown", "value": .string(documentation)]
            }
            return .object(object)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// The names a cursor may complete to, from the dialect and the project.
    private struct Vocabulary {
        let facts: WorkspaceFacts
        let events: [String]

        func items(markup: LiquidMarkup.Kind, prefix: [UInt8]) -> [Item] {
            var trimmed = prefix[...]
            while let last = trimmed.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { trimmed = trimmed.dropLast() }
            if prefix.ends(with: "custom_attribute.${") { return customAttributes(insert: { $0 }) }
            if prefix.ends(with: "event_properties.${") { return eventProperties(insert: { $0 }) }
            if prefix.ends(with: "${") { return standardAttributes(insert: { $0 }) }
            if trimmed.last == UInt8(ascii: "|") { return filters() }
            if markup == .tag, trimmed.isEmpty { return tags() }
            if prefix.last == UInt8(ascii: ".") { return members(of: LiquidWord.last(in: prefix.dropLast())) }
            return customAttributes(insert: { "custom_attribute.${\($0)}" }) + eventProperties(insert: { "event_properties.${\($0)}" })
                + standardAttributes(insert: { "${\($0)}" }) + LiquidVocabulary.roots.map { Item($0, kind: .variable, detail: "object") }
        }

        private func members(of root: String) -> [Item] {
            switch root {
            case "custom_attribute": return customAttributes(insert: { "${\($0)}" })
            case "event_properties": return eventProperties(insert: { "${\($0)}" })
            default:
                let members = LiquidVocabulary.objectMembers[root].flatMap { $0 } ?? []
                return members.map { Item($0, kind: .property, detail: "\(root) member") }
            }
        }

        private func customAttributes(insert: (String) -> String) -> [Item] {
            facts.attributes.keys.sorted(by: UTF8Order.precedes).map { name in
                Item(name, kind: .variable, detail: "custom attribute (\(facts.attributes[name] ?? ""))", insert: insert(name), filter: name)
            }
        }

        private func eventProperties(insert: (String) -> String) -> [Item] {
            var types: [String: String] = [:]
            var owner: [String: String] = [:]
            for event in events {
                for (property, type) in facts.events[event] ?? [:] where types[property] == nil {
                    types[property] = type
                    owner[property] = event
                }
            }
            return types.keys.sorted(by: UTF8Order.precedes).map { name in
                let detail = "property of \(owner[name] ?? "") (\(types[name] ?? ""))"
                return Item(name, kind: .property, detail: detail, insert: insert(name), filter: name)
            }
        }

        private func standardAttributes(insert: (String) -> String) -> [Item] {
            LiquidVocabulary.standardAttributes.map { Item($0, kind: .variable, detail: "standard attribute", insert: insert($0), filter: $0) }
        }

        private func filters() -> [Item] {
            LiquidVocabulary.allFilters.map { Item($0, kind: .function, detail: "filter", documentation: LiquidVocabulary.filterDescriptions[$0]) }
        }

        private func tags() -> [Item] {
            LiquidVocabulary.allTags.map { Item($0, kind: .keyword, detail: "tag", documentation: LiquidVocabulary.tagDescriptions[$0]) }
        }
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: String) -> Bool {
        let bytes = Array(suffix.utf8)
        return count >= bytes.count && self[(count - bytes.count)...].elementsEqual(bytes)
    }
}
