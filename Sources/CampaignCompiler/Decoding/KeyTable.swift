import CampaignDiagnostics
import CampaignMessages
public import CampaignModel

/// Keys with the message types they apply to, with the lookups decoding needs worked out
/// once (decoding asks them for every message of a run).
public struct KeyTable: Sendable {
    public let rows: [(key: String, types: [MessageType])]
    private let typesByKey: [String: [MessageType]]

    init(_ rows: [(key: String, types: [MessageType])]) {
        self.rows = rows
        typesByKey = Dictionary(rows.map { ($0.key, $0.types) }, uniquingKeysWith: { first, _ in first })
    }

    /// True when `key` is one of the table's keys.
    func contains(_ key: String) -> Bool { typesByKey[key] != nil }

    /// True when `key` applies to `type`; every key applies when the type is unknown.
    public func applies(_ key: String, to type: MessageType?) -> Bool {
        guard let type else { return true }
        return typesByKey[key]?.contains(type) ?? false
    }

    /// The E203 message of each key that does not apply to `type` (none when it is unknown),
    /// worked out only for a key that is there: most files have none, and building every
    /// message up front cost a one-file check more than a tenth of its time (issue 24).
    func notHere(for type: MessageType?) -> (String) -> DiagnosticMessage? {
        guard let type else { return { _ in nil } }
        return { key in
            guard let types = typesByKey[key], !types.contains(type) else { return nil }
            return ContentMessages.keyNotAllowed(key, on: type, allowed: types)
        }
    }
}
