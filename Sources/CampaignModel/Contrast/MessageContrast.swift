/// The texts of a message's default UI and what each is drawn on (SPEC §4.5), in one
/// appearance: what the contrast checks (W701–W703), the payload's complete dark theme and
/// the gallery's contrast badges all read.
///
/// The message background is the theme's `background` over, on a modal, the `frame` over the
/// backdrop, and on a slideup or full message the backdrop. Header and message text lie on the
/// message background; a button's background lies on the message background and its text on
/// the button. Not checked: html messages, the image-only layout's header and message (not
/// drawn), and in that layout a button whose background is not opaque (it lies on the image).
public enum MessageContrast {
    /// The pairs of `message` in `appearance`, in order: header, message text, buttons.
    public static func pairs(_ message: Message, appearance: ThemeAppearance) -> [ContrastPair] {
        pairs(message, theme: ResolvedTheme(message: message, appearance: appearance))
    }

    /// The pairs of `message` drawn in `theme`.
    public static func pairs(_ message: Message, theme: ResolvedTheme) -> [ContrastPair] {
        var base = DrawnLayers(theme.backdrop)
        if message.type == .modal { base = base.drawing(theme.frame.colour) }
        let messageBackground = base.drawing(theme.background.colour)
        var result: [ContrastPair] = []
        switch message {
        case .html:
            return []
        case .slideup:
            result.append(ContrastPair(part: .message, size: .normal, text: theme.text, on: theme.background, over: base))
        case .modal(let immersive), .full(let immersive):
            let imageOnly = immersive.imageLayout == .imageOnly
            if !imageOnly {
                if immersive.header != nil {
                    result.append(ContrastPair(part: .header, size: .large, text: theme.header, on: theme.background, over: base))
                }
                if immersive.message != nil {
                    result.append(ContrastPair(part: .message, size: .normal, text: theme.text, on: theme.background, over: base))
                }
            }
            for (index, button) in theme.buttons.enumerated() where !imageOnly || button.background.colour.isOpaque {
                result.append(ContrastPair(part: .buttonText(index: index), size: .normal, text: button.text, on: button.background, over: messageBackground))
            }
        }
        return result
    }
}
