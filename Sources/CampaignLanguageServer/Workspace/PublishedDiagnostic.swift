import CanonicalJSON

/// One diagnostic as the server publishes it (SPEC §13.5), as a value: what the client is sent,
/// in its positions, before it is written as JSON. The sets published last are kept as these
/// values and compared with the new ones on each refresh; only what is published is encoded.
struct PublishedDiagnostic: Hashable, Sendable {
    struct FixItValue: Hashable, Sendable {
        let title: String
        let safe: Bool
        let range: LSPRange
        let newText: String
    }

    struct Related: Hashable, Sendable {
        let uri: String
        let range: LSPRange
        let message: String
    }

    let range: LSPRange
    let isError: Bool
    let code: String
    let message: String
    let fingerprint: String?
    let fixIts: [FixItValue]
    let related: [Related]
    /// `Unnecessary` (W010, an unused suppression).
    let isUnnecessary: Bool

    var json: JSONValue {
        var members: [String: JSONValue] = [
            "range": range.json,
            "severity": isError ? 1 : 2,
            "code": .string(code),
            "source": "campaignc",
            "message": .string(message),
            "data": [
                "fingerprint": JSONValue(fingerprint),
                "fix_its": .array(
                    fixIts.map { ["title": .string($0.title), "safe": .bool($0.safe), "range": $0.range.json, "newText": .string($0.newText)] }),
            ],
        ]
        if !related.isEmpty {
            members["relatedInformation"] = .array(
                related.map { ["location": ["uri": .string($0.uri), "range": $0.range.json], "message": .string($0.message)] })
        }
        if isUnnecessary { members["tags"] = [1] }
        return .object(members)
    }
}
