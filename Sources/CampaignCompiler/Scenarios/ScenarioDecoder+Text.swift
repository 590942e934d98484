import CampaignModel
import CampaignYAML

extension ScenarioDecoder {
    /// `text: { header, message, image_alt, uri, buttons }`: strings, and a list of labels.
    func decodeTextExpectation(_ node: YAMLNode) -> TextExpectation? {
        let ctx = context
        var reader = MappingReader(node, field: "text", in: ctx)
        var text = TextExpectation()
        text.header = reader.read("header", ctx.string)
        text.message = reader.read("message", ctx.string)
        text.imageAlt = reader.read("image_alt", ctx.string)
        text.uri = reader.read("uri", ctx.string)
        if let list = reader.read("buttons", ctx.list) {
            text.buttons = Located(list.value.compactMap { ctx.string($0, "buttons")?.value }, at: list.range)
        }
        reader.finish()
        return reader.isValid ? text : nil
    }
}
