/// A modal or full message (the SDK's "immersive" messages): header, body, buttons (SPEC §2.5).
public struct ImmersiveMessage: Hashable, Sendable {
    public var common: MessageCommon
    public var header: Located<String>?
    /// Nil only in the `image_only` layout.
    public var message: Located<String>?
    /// Located at the `layout` value when written (E202 points there).
    public var layout: Located<ImageLayout>?
    /// Set on a full message (default `fill`), nil on a modal.
    public var crop: ImageCrop?
    public var textAlign: TextAlign
    /// 0...2 buttons.
    public var buttons: [Button]

    public init(
        common: MessageCommon,
        header: Located<String>? = nil,
        message: Located<String>?,
        layout: Located<ImageLayout>? = nil,
        crop: ImageCrop? = nil,
        textAlign: TextAlign = TextAlign(),
        buttons: [Button] = []
    ) {
        self.common = common
        self.header = header
        self.message = message
        self.layout = layout
        self.crop = crop
        self.textAlign = textAlign
        self.buttons = buttons
    }

    /// The layout, `standard` when not written.
    public var imageLayout: ImageLayout { layout?.value ?? .standard }
}
