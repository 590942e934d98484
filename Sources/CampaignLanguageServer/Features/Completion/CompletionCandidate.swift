/// One thing completion offers (SPEC §13.7), before it becomes a `CompletionItem`.
struct CompletionCandidate: Hashable, Sendable {
    /// LSP's `CompletionItemKind`.
    enum Kind: Int, Hashable, Sendable {
        /// A Liquid filter.
        case function = 3
        /// A Liquid object or attribute.
        case variable = 6
        /// A key (`KEY: ` is inserted).
        case property = 10
        case value = 12
        /// A Liquid tag.
        case keyword = 14
        case reference = 18
        case enumMember = 20
        case event = 23
    }

    let label: String
    let kind: Kind
    /// Markdown shown beside the item (a key's schema text).
    var documentation: String?
    /// Inserted as a key (`LABEL: `) though its kind is not `property`: a campaign id under a
    /// translation file's `campaigns:`.
    var insertsKey = false

    static func key(_ label: String, documentation: String?) -> CompletionCandidate {
        CompletionCandidate(label: label, kind: .property, documentation: documentation)
    }

    static func word(_ label: String) -> CompletionCandidate {
        CompletionCandidate(label: label, kind: .enumMember)
    }
}
