import CampaignPayload
import CanonicalJSON

/// How `compile` writes each trigger object in the per-file stage: for the `--output`
/// document or as files of `--output-dir`, compact or pretty.
public struct PayloadEncoding: Hashable, Sendable {
    public let layout: EncodedTrigger.Layout
    public let style: JSONWriter.Style

    public init(layout: EncodedTrigger.Layout, style: JSONWriter.Style) {
        self.layout = layout
        self.style = style
    }

    /// The encoding that `output` needs.
    public init(for output: CompileOutput, pretty: Bool) {
        let layout: EncodedTrigger.Layout = if case .directory = output { .file } else { .documentElement }
        self.init(layout: layout, style: pretty ? .pretty : .compact)
    }
}
