public import CampaignDiagnostics

/// A button of a modal or full message (SPEC §2.5).
public struct Button: Hashable, Sendable {
    /// The id the SDK logs on a click: written (0...2^31-1, located at its value),
    /// or the button's index when not written.
    public var id: Int
    /// The `id` value when written.
    public var idRange: SourceRange?
    public var text: Located<String>
    public var clickAction: ClickAction
    public var style: ButtonStyle
    /// The whole button mapping.
    public var range: SourceRange

    public init(
        id: Int, idRange: SourceRange? = nil, text: Located<String>, clickAction: ClickAction = .close, style: ButtonStyle = ButtonStyle(), range: SourceRange
    ) {
        self.id = id
        self.idRange = idRange
        self.text = text
        self.clickAction = clickAction
        self.style = style
        self.range = range
    }

    /// The largest id a button may have.
    public static let maxID = Int(Int32.max)
}

/// A button's colours (`style`, or an entry of the dark theme's `buttons`).
public struct ButtonStyle: Hashable, Sendable {
    public var background: Colour?
    public var text: Colour?
    public var border: Colour?
    /// Where a contrast check points when this style does not set the colour (SPEC §4.5
    /// "Where"): the `style` key, or an entry of the dark theme's `buttons` (its mapping);
    /// nil for a style built in code.
    public var range: SourceRange?
    /// The value of each colour key this style writes, where it is written.
    public var valueRanges: [ButtonColourKey: SourceRange] = [:]

    public init(background: Colour? = nil, text: Colour? = nil, border: Colour? = nil) {
        self.background = background
        self.text = text
        self.border = border
    }

    public var isEmpty: Bool { background == nil && text == nil && border == nil }
}
