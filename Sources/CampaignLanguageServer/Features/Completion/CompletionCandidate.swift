/// One thing completion offers (SPEC §13.7), before it becomes a `CompletionItem`.
struct CompletionCandidate: Hashable, Sendable {
    enum Kind: Int, Hashable, Sendable {
        /// A key (`KEY: ` is inserted).
        case property = 10
        case value = 12
        case reference = 18
        case enumMember = 20
        case event = 23
    }

    let label: String
    let kind: Kind
    /// Markdown shown beside the item (a key's schema text).
    var documentation: String?

    static func key(_ label: String, documentation: String?) -> CompletionCandidate {
        CompletionCandidate(label: label, kind: .property, documentation: documentation)
    }

    static func word(_ label: String) -> CompletionCandidate {
        CompletionCandidate(label: label, kind: .enumMember)
    }
}

/// Words of the language that no compiler table or schema holds yet: the Braze Action steps
/// (SPEC §2.5.1) and the version 3 keys of the project file (§3). When the schemas gain them,
/// completion takes them from there too (the lists are merged).
enum LanguageWords {
    /// The step words that take a value, with the keys of their mapping form.
    static let valuedSteps: [(word: String, keys: [String])] = [
        ("log_custom_event", ["name", "properties"]),
        ("set_custom_attribute", ["key", "value"]),
        ("add_to_custom_attribute_array", ["key", "value"]),
        ("remove_from_custom_attribute_array", ["key", "value"]),
        ("add_to_subscription_group", []),
        ("remove_from_subscription_group", []),
        ("set_email_subscription", []),
        ("set_push_subscription", []),
        ("open_link", ["uri", "webview"]),
    ]

    /// The step without a value, written as a bare word.
    static let bareSteps = ["request_push_permission"]

    /// The states of `set_email_subscription` and `set_push_subscription`.
    static let subscriptionStates = ["opted_in", "subscribed", "unsubscribed"]

    /// Project file keys of version 3, and the words of `accessibility.contrast`.
    static let projectKeys = ["accessibility", "baseline"]
    static let contrastLevels = ["AA", "AAA"]
}
