public import CampaignDiagnostics

/// `theme: { light, dark }` (SPEC §2.5). The light colours are the message's own colours;
/// the dark ones go to the payload's `themes.dark`.
public struct Theme: Hashable, Sendable {
    public var light: ThemeColours?
    public var dark: ThemeColours?
    /// The `theme` key, where a contrast check points when no `light` theme is written
    /// (SPEC §4.5 "Where"); nil for a theme built in code.
    public var keyRange: SourceRange?

    public init(light: ThemeColours? = nil, dark: ThemeColours? = nil, keyRange: SourceRange? = nil) {
        self.light = light
        self.dark = dark
        self.keyRange = keyRange
    }
}

/// The colours of one theme. Unset colours are nil and not emitted.
public struct ThemeColours: Hashable, Sendable {
    public var background: Colour?
    public var text: Colour?
    /// Modal and full only.
    public var header: Colour?
    /// On a slideup this is the chevron colour.
    public var closeButton: Colour?
    /// Modal and full only: the screen overlay.
    public var frame: Colour?
    public var icon: Colour?
    public var iconBackground: Colour?
    /// Dark theme only: overrides of the buttons' `style`, by index.
    public var buttons: [ButtonStyle]
    /// The `light` or `dark` key, where a contrast check points when this theme does not set
    /// the colour (SPEC §4.5 "Where"); nil for a theme built in code.
    public var keyRange: SourceRange?
    /// The value of each colour key this theme writes, where it is written (an alias's or a
    /// merge key's value at its anchor).
    public var valueRanges: [ThemeKey: SourceRange] = [:]

    public init(
        background: Colour? = nil,
        text: Colour? = nil,
        header: Colour? = nil,
        closeButton: Colour? = nil,
        frame: Colour? = nil,
        icon: Colour? = nil,
        iconBackground: Colour? = nil,
        buttons: [ButtonStyle] = []
    ) {
        self.background = background
        self.text = text
        self.header = header
        self.closeButton = closeButton
        self.frame = frame
        self.icon = icon
        self.iconBackground = iconBackground
        self.buttons = buttons
    }
}
