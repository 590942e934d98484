public import CampaignDiagnostics

/// One contrast check of SPEC §4.5 as it is reported: a text and what it is drawn on, and the
/// theme the check is reported in. A dark check whose drawn colours equal the light check's
/// is the light check (reported once, for the light theme), and so is every dark check of a
/// message without `theme.dark` (the SDKs then draw the light theme in dark mode).
public struct ContrastCheck: Hashable, Sendable {
    public let pair: ContrastPair
    /// The theme the check is reported in.
    public let appearance: ThemeAppearance
    /// True when a dark frame draws exactly these colours too: a light check of a message
    /// without `theme.dark`, or one whose dark colours are drawn the same.
    public let drawnInDark: Bool

    public init(pair: ContrastPair, appearance: ThemeAppearance, drawnInDark: Bool) {
        self.pair = pair
        self.appearance = appearance
        self.drawnInDark = drawnInDark
    }

    /// W701 for the header, W702 for the message text, W703 for a button's text.
    public var code: DiagnosticCode { pair.part.code }

    /// True when a frame drawing `theme` shows these colours: the dark checks (and the light
    /// ones drawn alike) when it draws the dark theme's colours, else the light ones.
    public func isDrawn(in theme: ResolvedTheme) -> Bool {
        theme.usesDarkTheme ? drawnInDark : appearance == .light
    }
}

extension ContrastPart {
    /// The code a failing check of this text is reported under.
    public var code: DiagnosticCode {
        switch self {
        case .header: .W701
        case .message: .W702
        case .buttonText: .W703
        }
    }
}

extension MessageContrast {
    /// Every check of `message`, each once: the light theme's texts (header, message text,
    /// buttons), then, when the message has `theme.dark`, each dark text whose drawn colours
    /// differ from its light ones.
    public static func checks(_ message: Message) -> [ContrastCheck] {
        let light = pairs(message, appearance: .light)
        let darkTheme = ResolvedTheme(message: message, appearance: .dark)
        guard darkTheme.usesDarkTheme else {
            return light.map { ContrastCheck(pair: $0, appearance: .light, drawnInDark: true) }
        }
        let dark = pairs(message, theme: darkTheme)
        var checks = light.map { pair in
            ContrastCheck(pair: pair, appearance: .light, drawnInDark: dark.contains { Self.drawnAlike($0, pair) })
        }
        for pair in dark where !light.contains(where: { Self.drawnAlike($0, pair) }) {
            checks.append(ContrastCheck(pair: pair, appearance: .dark, drawnInDark: true))
        }
        return checks
    }

    /// The checks of the colours a frame drawing `theme` shows: the dark ones (and the light
    /// ones drawn alike) when it draws the dark theme's colours, else the light ones.
    public static func checks(_ message: Message, drawnIn theme: ResolvedTheme) -> [ContrastCheck] {
        checks(message).filter { $0.isDrawn(in: theme) }
    }

    /// The same text drawn in the same colours.
    private static func drawnAlike(_ a: ContrastPair, _ b: ContrastPair) -> Bool {
        a.part == b.part && a.drawnText.colour == b.drawnText.colour && a.drawnBackground.colour == b.drawnBackground.colour
    }
}
