import CanonicalJSON

/// The bytes `compile` writes (SPEC §6, §7): UTF-8, keys sorted, `/` unescaped, LF, a final
/// newline; compact, or indented by two spaces with `--pretty`.
public struct PayloadWriter: Sendable {
    public let style: JSONWriter.Style

    public init(style: JSONWriter.Style = .compact) {
        self.style = style
    }

    public init(pretty: Bool) {
        self.init(style: pretty ? .pretty : .compact)
    }

    /// The `--output` document.
    public func document(_ payload: Payload) -> [UInt8] {
        JSONWriter(style: style).encodeDocument(payload.documentValue)
    }

    /// The files of `--output-dir`: `<id>.json` per campaign in id order, then `manifest.json`.
    public func directoryFiles(_ payload: Payload) -> [PayloadFile] {
        let writer = JSONWriter(style: style)
        var files = payload.triggers.map { trigger in
            PayloadFile(name: trigger.id + ".json", bytes: writer.encodeDocument(trigger.value))
        }
        files.append(PayloadFile(name: PayloadFile.manifestName, bytes: writer.encodeDocument(payload.manifestValue)))
        return files
    }
}

/// One file of `--output-dir`, named relative to the folder.
public struct PayloadFile: Hashable, Sendable {
    public let name: String
    public let bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    /// The manifest's name; a campaign whose id is `manifest` cannot be written beside it.
    public static let manifestName = "manifest.json"
}
