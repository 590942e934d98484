import CampaignDiagnostics
import CampaignModel

/// The fields of one `message:` as they were read, before the type's case is built.
/// A nil field was absent or failed to decode (and was reported).
struct MessageFields {
    /// Nil when `type` is missing or not a known word.
    let type: MessageType?
    var imagePresent = false
    var image: Located<ImageSource>?
    var imageAlt: Located<String>?
    var orientation: Orientation?
    var language: Located<String>?
    var clickAction: ClickAction?
    var dismiss: Dismiss?
    var animate: Bool?
    var theme: Theme?
    var extras: Extras?
    var slideFrom: SlideFrom?
    var hideChevron: Bool?
    var header: Located<String>?
    var message: Located<String>?
    var layout: Located<ImageLayout>?
    /// `layout` was written but is not a layout word: whether `message` is required is unknown.
    var layoutFailed = false
    var crop: ImageCrop?
    var textAlign: TextAlign?
    var buttons: [Button]?
    var html: Located<String>?
    var assetURLs: [Located<String>]?
    var assetsZip: Located<String>?

    init(type: MessageType?) {
        self.type = type
    }

    /// True when this type requires `message`: a slideup, or a modal or full message in the
    /// standard layout (unknown when the layout did not decode).
    var needsMessage: Bool {
        switch type {
        case .slideup: true
        case .modal, .full: !layoutFailed && layout?.value != .imageOnly
        case .html, nil: false
        }
    }

    /// The message, or nil when the type or a required text is missing.
    func build(typeRange: SourceRange, range: SourceRange) -> Message? {
        guard let type, !layoutFailed else { return nil }
        let common = MessageCommon(
            typeRange: typeRange,
            range: range,
            image: image,
            imageAlt: imageAlt,
            orientation: orientation ?? .any,
            language: language,
            clickAction: clickAction ?? .close,
            dismiss: dismiss ?? Dismiss.defaultFor(type),
            animate: animate ?? true,
            theme: theme,
            extras: extras ?? Extras()
        )
        switch type {
        case .slideup:
            guard let message else { return nil }
            return .slideup(
                SlideupMessage(
                    common: common, message: message, slideFrom: slideFrom ?? .bottom,
                    hideChevron: hideChevron ?? false, textAlign: textAlign ?? TextAlign()
                ))
        case .modal, .full:
            if needsMessage, message == nil { return nil }
            let immersive = ImmersiveMessage(
                common: common, header: header, message: message, layout: layout,
                crop: type == .full ? crop ?? .fill : nil, textAlign: textAlign ?? TextAlign(), buttons: buttons ?? []
            )
            return type == .full ? .full(immersive) : .modal(immersive)
        case .html:
            guard let html else { return nil }
            return .html(HTMLMessage(common: common, html: html, assetURLs: assetURLs ?? [], assetsZip: assetsZip))
        }
    }
}
