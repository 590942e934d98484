import CampaignPayload
import CanonicalJSON

/// The payload written from its values (`Payload.documentValue`, `manifestValue`): the test
/// oracle that the bytes `compile` writes (`EncodedPayload`, built straight from each
/// campaign's compact bytes) are compared with. Only tests use it: production has one way.
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
