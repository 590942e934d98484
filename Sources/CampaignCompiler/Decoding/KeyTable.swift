import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Keys with the message types they apply to, with the lookups decoding needs worked out
/// once (decoding asks them for every message of a run).
public struct KeyTable: Sendable {
    public let rows: [(key: String, types: [MessageType])]
    private let typesByKey: [String: [MessageType]]
    /// The E203 messages for the keys that do not apply to each type.
    let notHereByType: [MessageType: [String: DiagnosticMessage]]

    init(_ rows: [(key: String, types: [MessageType])]) {
        self.rows = rows
        typesByKey = Dictionary(rows.map { ($0.key, $0.types) }, uniquingKeysWith: { first, _ in first })
        notHereByType = Dictionary(
            uniqueKeysWithValues: MessageType.allCases.map { type in
                var messages: [String: DiagnosticMessage] = [:]
                for (key, types) in rows where !types.contains(type) {
                    messages[key] = ContentMessages.keyNotAllowed(key, on: type, allowed: types)
                }
                return (type, messages)
            })
    }

    /// True when `key` is one of the table's keys.
    func contains(_ key: String) -> Bool { typesByKey[key] != nil }

    /// True when `key` applies to `type`; every key applies when the type is unknown.
    public func applies(_ key: String, to type: MessageType?) -> Bool {
        guard let type else { return true }
        return typesByKey[key]?.contains(type) ?? false
    }

    /// The E203 messages for the keys that do not apply to `type` (none when it is unknown).
    func notHere(for type: MessageType?) -> [String: DiagnosticMessage] {
        guard let type else { return [:] }
        return notHereByType[type] ?? [:]
    }
}
