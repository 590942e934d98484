import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// Decodes the `message:` of a campaign (SPEC §2.5–§2.7) and reports every problem in it.
/// Nil means the message could not be built (no valid `type`, or a required text missing or
/// invalid); everything wrong was reported. A message with a bad optional field is still
/// returned, with that field left at its default, so that later stages see the campaign.
/// `files` is where local images are looked up.
/// The rules about a message (E201, E202, E503–E506) are the rules stage's: see `ImageRules`
/// and `ViewTypeRules`, run on a `DecodedMessage`.
func decodeMessage(_ node: YAMLNode, in context: DecodingContext, files: any AssetFileSystem) -> Message? {
    MessageDecoder(context: context, files: files).decode(node)?.message
}

struct MessageDecoder {
    let context: DecodingContext
    let files: any AssetFileSystem

    /// The message as far as it decoded; nil when `node` is not a mapping.
    func decode(_ node: YAMLNode) -> DecodedMessage? {
        var reader = MappingReader(node, field: "message", in: context)
        guard reader.isValid else { return nil }
        let mark = context.mark
        let typeValue = reader.readRequired("type") { context.word($0, $1, as: MessageType.self) }
        let type = typeValue?.value
        var fields = MessageFields(type: type)
        readCommon(&reader, into: &fields)
        readText(&reader, into: &fields)
        readHTML(&reader, into: &fields)
        reader.finish(
            notHere: MessageKeys.table.notHere(for: type),
            hint: { MessageKeys.misplacedInMessage($0, requiredExtras: context.project.viewTypes.flatMap { $0.requiredExtras }) },
            elsewhere: MessageKeys.elsewhereInMessage)
        let message = typeValue.flatMap { fields.build(typeRange: $0.range, range: node.range) }
        var decoded = DecodedMessage(type: typeValue, hasImage: fields.imagePresent, layout: fields.layout, message: message)
        decoded.hasBlockingError = context.blockingErrorSince(mark)
        return decoded
    }

    /// The fields every type has.
    private func readCommon(_ reader: inout MappingReader, into fields: inout MessageFields) {
        let type = fields.type
        fields.imagePresent = reader.has("image")
        fields.image = reader.read("image", AssetImageReader(context: context, files: files).image)
        fields.imageAlt = reader.read("image_alt", context.nonEmptyString)
        fields.orientation = reader.read("orientation") { context.word($0, $1, as: Orientation.self) }?.value
        fields.language = reader.read("language", context.languageTag)
        fields.clickAction = reader.read("click_action", ClickActionDecoder(context: context, type: type).decode)
        fields.dismiss = reader.read("dismiss") { Self.dismiss($0, $1, in: context) }
        fields.animate = reader.read("animate", context.boolean)?.value
        fields.theme = reader.takeEntry("theme").flatMap(ThemeDecoder(context: context, type: type).decode)
        if let entry = reader.takeEntry("extras") {
            fields.extras = ExtrasDecoder(context: context).decode(entry)
        }
    }

    /// The fields of slideup, modal and full messages.
    private func readText(_ reader: inout MappingReader, into fields: inout MessageFields) {
        let type = fields.type
        func applies(_ key: String) -> Bool { MessageKeys.table.applies(key, to: type) }
        if applies("slide_from") {
            fields.slideFrom = reader.read("slide_from") { context.word($0, $1, as: SlideFrom.self) }?.value
        }
        if applies("hide_chevron") {
            fields.hideChevron = reader.read("hide_chevron", context.boolean)?.value
        }
        if applies("header") {
            fields.header = reader.read("header", context.nonEmptyString)
        }
        if applies("layout") {
            fields.layoutFailed = reader.has("layout")
            fields.layout = reader.read("layout") { context.word($0, $1, as: ImageLayout.self) }
            fields.layoutFailed = fields.layoutFailed && fields.layout == nil
        }
        if applies("crop") {
            fields.crop = reader.read("crop") { context.word($0, $1, as: ImageCrop.self) }?.value
        }
        if applies("text_align") {
            fields.textAlign = reader.read("text_align") { textAlign($0, $1, type: type) }
        }
        if applies("buttons") {
            fields.buttons = reader.read("buttons") { node, _ in ButtonDecoder(context: context).decodeList(node) }
        }
        if applies("message") {
            fields.message =
                fields.needsMessage
                ? reader.readRequired("message", context.nonEmptyString)
                : reader.read("message", context.nonEmptyString)
        }
    }

    /// The fields of html messages.
    private func readHTML(_ reader: inout MappingReader, into fields: inout MessageFields) {
        let type = fields.type
        guard MessageKeys.table.applies("html", to: type) else { return }
        fields.html =
            type == .html
            ? reader.readRequired("html", context.nonEmptyString)
            : reader.read("html", context.nonEmptyString)
        fields.assetURLs = reader.read("asset_urls") { node, field in
            context.list(node, field)?.value.compactMap { context.httpsAssetURL($0, field, kind: .file) }
        }
        fields.assetsZip = reader.read("assets_zip") { context.httpsAssetURL($0, $1, kind: .zip) }
    }

    /// `text_align: { header, message }`; `header` is E203 on a slideup.
    private func textAlign(_ node: YAMLNode, _ field: String, type: MessageType?) -> TextAlign? {
        var reader = MappingReader(node, field: field, in: context)
        guard reader.isValid else { return nil }
        let table = MessageKeys.textAlign
        var result = TextAlign()
        if table.applies("header", to: type) {
            result.header = reader.read("header") { context.word($0, $1, as: TextAlignment.self) }?.value
        }
        result.message = reader.read("message") { context.word($0, $1, as: TextAlignment.self) }?.value
        reader.finish(notHere: table.notHere(for: type))
        return result
    }
}
