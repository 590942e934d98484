import CanonicalJSON

/// The answer to `initialize` (SPEC §13.3): exactly these capabilities, the negotiated
/// position encoding, and the server's name and version (what `campaignc --version` prints).
/// Written as canonical JSON, so its keys are in byte-wise order.
enum InitializeResult {
    static func json(encoding: PositionEncoding, version: String) -> JSONValue {
        [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 1, "save": ["includeText": false]],
                "hoverProvider": true,
                "completionProvider": ["triggerCharacters": [" "], "resolveProvider": false],
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.campaignc"], "resolveProvider": false],
                "definitionProvider": true,
                "documentSymbolProvider": true,
            ],
            "serverInfo": ["name": "campaignc", "version": .string(version)],
        ]
    }
}
