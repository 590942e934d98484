public import CampaignDiagnostics

/// The fields of SPEC §2.5 that every message type has.
public struct MessageCommon: Hashable, Sendable {
    /// The value of `type`, where E201 points.
    public var typeRange: SourceRange
    /// The range of the whole `message:` value.
    public var range: SourceRange
    public var image: Located<ImageSource>?
    public var imageAlt: Located<String>?
    public var orientation: Orientation
    /// A well-formed BCP 47 tag as written.
    public var language: Located<String>?
    public var clickAction: ClickAction
    public var dismiss: Dismiss
    public var animate: Bool
    public var theme: Theme?
    public var extras: Extras

    public init(
        typeRange: SourceRange,
        range: SourceRange,
        image: Located<ImageSource>? = nil,
        imageAlt: Located<String>? = nil,
        orientation: Orientation = .any,
        language: Located<String>? = nil,
        clickAction: ClickAction = .close,
        dismiss: Dismiss,
        animate: Bool = true,
        theme: Theme? = nil,
        extras: Extras = Extras()
    ) {
        self.typeRange = typeRange
        self.range = range
        self.image = image
        self.imageAlt = imageAlt
        self.orientation = orientation
        self.language = language
        self.clickAction = clickAction
        self.dismiss = dismiss
        self.animate = animate
        self.theme = theme
        self.extras = extras
    }
}
