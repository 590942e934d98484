import CampaignModel

/// The colours one frame draws a message with (SPEC §10, reference §1.2–1.3): the theme of
/// the frame's appearance; without a dark theme the dark frame shows the light colours; a
/// key the dark theme leaves out comes from the light theme, then from the defaults.
struct MessageColours: Hashable, Sendable {
    var background: Colour
    var text: Colour
    var header: Colour
    /// The close ✕ (modal, full) or the chevron (slideup).
    var closeButton: Colour
    /// The screen overlay (modal, full).
    var frame: Colour
    /// One per button, in order.
    var buttons: [ResolvedButtonStyle]

    init(message: Message, theme: PreviewTheme) {
        let light = message.common.theme?.light
        let dark = theme == .dark ? message.common.theme?.dark : nil
        let isSlideup = message.type == .slideup
        func pick(_ key: KeyPath<ThemeColours, Colour?>, _ fallback: UInt32) -> Colour {
            dark?[keyPath: key] ?? light?[keyPath: key] ?? Colour(argb: fallback)
        }
        background = pick(\.background, isSlideup ? 0xFFEF_EFEF : 0xFFFF_FFFF)
        text = pick(\.text, 0xFF55_5555)
        header = pick(\.header, 0xFF33_3333)
        closeButton = pick(\.closeButton, 0xFF9B_9B9B)
        frame = pick(\.frame, 0xBF33_3333)
        buttons = message.buttons.enumerated().map { index, button in
            let override = dark.flatMap { index < $0.buttons.count ? $0.buttons[index] : nil }
            let background = override?.background ?? button.style.background ?? Colour(argb: 0xFF1B_78CF)
            return ResolvedButtonStyle(
                background: background,
                text: override?.text ?? button.style.text ?? Colour(argb: 0xFFFF_FFFF),
                border: override?.border ?? button.style.border ?? background
            )
        }
    }

    /// The CSS of a colour: `#RRGGBBAA`.
    static func css(_ colour: Colour) -> String { colour.cssText }
}

/// A button's colours after the dark override, the style and the defaults.
struct ResolvedButtonStyle: Hashable, Sendable {
    var background: Colour
    var text: Colour
    var border: Colour
}
