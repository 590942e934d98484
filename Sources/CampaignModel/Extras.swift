public import CampaignDiagnostics

/// `extras:` — string keys to scalar values, each value kept as the exact text written
/// (`count: 5` is "5", `enabled: yes` is "yes"). Entries are in source order; keys are unique.
public struct Extras: Hashable, Sendable {
    public var entries: [ExtrasEntry]
    /// The `extras` key (E505 points there); nil when there are no extras.
    public var keyRange: SourceRange?

    public init(entries: [ExtrasEntry] = [], keyRange: SourceRange? = nil) {
        self.entries = entries
        self.keyRange = keyRange
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The entry whose key is `key`.
    public func entry(_ key: String) -> ExtrasEntry? {
        entries.first { $0.key.value == key }
    }

    /// The value of `key`, if present.
    public subscript(key: String) -> String? {
        entry(key)?.value.value
    }
}

public struct ExtrasEntry: Hashable, Sendable {
    public var key: Located<String>
    public var value: Located<String>

    public init(key: Located<String>, value: Located<String>) {
        self.key = key
        self.value = value
    }
}
