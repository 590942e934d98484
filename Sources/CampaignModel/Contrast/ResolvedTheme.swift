/// Every colour the SDK draws a message in, in one appearance (SPEC §4.5 "Colours the SDK
/// draws"): the one rule that the contrast checks, the payload's complete dark theme (§6) and
/// the gallery's frames (§10) share.
///
/// - light: each key from `theme.light`, else the SDK default; a button's colours from its
///   `style`, else the defaults (border: the resolved background).
/// - dark without `theme.dark`: exactly the light theme, as every SDK draws it.
/// - dark with `theme.dark`: each key from `theme.dark`, else `theme.light`, else the default;
///   a button's from `theme.dark.buttons[i]`, else its `style`, else the defaults.
public struct ResolvedTheme: Hashable, Sendable {
    /// The appearance asked for.
    public let appearance: ThemeAppearance
    /// True when these are the dark theme's colours (dark asked for and `theme.dark` given).
    public let usesDarkTheme: Bool
    /// One per theme key, in `ThemeKey.allCases` order.
    private let keys: [ResolvedColour]
    /// One per button, in list order.
    public let buttons: [ResolvedButtonColours]

    public init(message: Message, appearance: ThemeAppearance) {
        let theme = message.common.theme
        let dark = appearance == .dark ? theme?.dark : nil
        let light = theme?.light
        self.appearance = appearance
        usesDarkTheme = dark != nil
        keys = ThemeKey.allCases.map { key in
            if let dark, let colour = key.colour(in: dark) { return ResolvedColour(colour, from: .darkTheme) }
            if let light, let colour = key.colour(in: light) { return ResolvedColour(colour, from: .lightTheme) }
            return ResolvedColour(key.sdkDefault(for: message.type), from: .sdkDefault)
        }
        buttons = message.buttons.enumerated().map { index, button in
            let entry = dark.flatMap { index < $0.buttons.count ? $0.buttons[index] : nil }
            func pick(_ key: ButtonColourKey) -> ResolvedColour? {
                if let entry, let colour = key.colour(in: entry) { return ResolvedColour(colour, from: .darkButton) }
                if let colour = key.colour(in: button.style) { return ResolvedColour(colour, from: .buttonStyle) }
                return nil
            }
            let background = pick(.background) ?? ResolvedColour(ButtonColourKey.defaultBackground, from: .sdkDefault)
            return ResolvedButtonColours(
                background: background,
                text: pick(.text) ?? ResolvedColour(ButtonColourKey.defaultText, from: .sdkDefault),
                border: pick(.border) ?? ResolvedColour(background.colour, from: .buttonBackground)
            )
        }
    }

    /// The colour drawn for `key`.
    public subscript(key: ThemeKey) -> ResolvedColour {
        keys[ThemeKey.allCases.firstIndex(of: key) ?? 0]
    }

    public var background: ResolvedColour { self[.background] }
    public var text: ResolvedColour { self[.text] }
    public var header: ResolvedColour { self[.header] }
    /// The close ✕ (modal, full) or the chevron (slideup).
    public var closeButton: ResolvedColour { self[.closeButton] }
    /// The screen overlay (modal, full).
    public var frame: ResolvedColour { self[.frame] }

    /// The keys a theme wrote (`theme.dark` or `theme.light`), in `ThemeKey.allCases` order:
    /// with the buttons, what the payload's complete dark theme holds (SPEC §6: a key neither
    /// theme writes stays out).
    public var writtenKeys: [ThemeKey] {
        ThemeKey.allCases.filter { self[$0].origin.isWritten }
    }

    /// What the message lies on: #FFFFFF, or #000000 for the dark theme's colours (a dark
    /// appearance without `theme.dark` is the light check, SPEC §4.5).
    public var backdrop: ExactColour { usesDarkTheme ? .black : .white }
}
