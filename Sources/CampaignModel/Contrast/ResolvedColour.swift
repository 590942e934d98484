/// The appearance a message is drawn or checked in.
public enum ThemeAppearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark

    /// The plain system background behind a message: #FFFFFF in light, #000000 in dark
    /// (SPEC §4.5).
    public var backdrop: ExactColour { self == .light ? .white : .black }
}

/// A colour the SDK draws, and where it came from, so a diagnostic can point at the value
/// written or say which key is missing (SPEC §4.5's notes).
public struct ResolvedColour: Hashable, Sendable {
    public let colour: Colour
    public let origin: ColourOrigin

    public init(_ colour: Colour, from origin: ColourOrigin) {
        self.colour = colour
        self.origin = origin
    }
}

/// Where a resolved colour was written.
public enum ColourOrigin: Hashable, Sendable {
    /// The key of `theme.dark`.
    case darkTheme
    /// The key of `theme.light`.
    case lightTheme
    /// The key of the button's entry in `theme.dark.buttons`.
    case darkButton
    /// The key of the button's `style`.
    case buttonStyle
    /// A border nobody wrote: the button's resolved background (the SDKs' default border).
    case buttonBackground
    /// Nothing was written: the SDK's default.
    case sdkDefault

    /// True when a campaign wrote this colour (a theme key, a dark button entry or a style).
    public var isWritten: Bool {
        switch self {
        case .darkTheme, .lightTheme, .darkButton, .buttonStyle: true
        case .buttonBackground, .sdkDefault: false
        }
    }
}

/// A button's three colours as drawn.
public struct ResolvedButtonColours: Hashable, Sendable {
    public let background: ResolvedColour
    public let text: ResolvedColour
    public let border: ResolvedColour

    public init(background: ResolvedColour, text: ResolvedColour, border: ResolvedColour) {
        self.background = background
        self.text = text
        self.border = border
    }

    public subscript(key: ButtonColourKey) -> ResolvedColour {
        switch key {
        case .background: background
        case .text: text
        case .border: border
        }
    }
}
