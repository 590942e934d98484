import CanonicalJSON

/// The kinds a `textDocument/codeAction` asks for (`context.only`, SPEC §13.8): with a list,
/// only actions of those kinds or their sub-kinds (`source` holds `source.fixAll.campaignc`);
/// without one, every kind but `source.fixAll.campaignc`, which only a list that asks for it gets.
struct CodeActionKinds: Hashable, Sendable {
    /// nil: no `context.only`.
    let only: [String]?

    init(_ json: JSONValue?) {
        if case .array(let entries)? = json {
            only = entries.compactMap { if case .string(let kind) = $0 { kind } else { nil } }
        } else {
            only = nil
        }
    }

    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.campaignc"

    func allows(_ kind: String) -> Bool {
        guard let only else { return kind != Self.fixAll }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}
