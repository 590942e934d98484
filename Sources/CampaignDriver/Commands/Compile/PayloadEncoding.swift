import CampaignPayload
import CanonicalJSON

/// How `compile` writes each trigger object in the per-file stage: for the `--output`
/// document or as files of `--output-dir`, compact or pretty.
public struct PayloadEncoding: Hashable, Sendable {
    public let layout: EncodedTrigger.Layout
    public let style: JSONWriter.Style
    /// `render`'s: each personal trigger object is kept as it is, not written
    /// (`EncodedTrigger.object`).
    public let keepsPersonalObjects: Bool

    public init(layout: EncodedTrigger.Layout, style: JSONWriter.Style, keepsPersonalObjects: Bool = false) {
        self.layout = layout
        self.style = style
        self.keepsPersonalObjects = keepsPersonalObjects
    }

    /// The encoding that `output` needs.
    public init(for output: CompileOutput, pretty: Bool, keepsPersonalObjects: Bool = false) {
        let layout: EncodedTrigger.Layout = if case .directory = output { .file } else { .documentElement }
        self.init(layout: layout, style: pretty ? .pretty : .compact, keepsPersonalObjects: keepsPersonalObjects)
    }
}
