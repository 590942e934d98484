/// Where a visible text is drawn, as the text fit check (`W905`, SPEC §16.4) needs it: the
/// message's layout and the field.
public enum FitLayout: Hashable, Sendable {
    /// A slideup, with or without its 50 × 50 image and its chevron (a click action other
    /// than `close`, without `hide_chevron`).
    case slideup(hasImage: Bool, hasChevron: Bool)
    /// A modal or full message with text (the standard layout).
    case modal, full
    /// An image-only modal or full message: only its buttons are text.
    case imageOnlyModal, imageOnlyFull
}

/// A visible text field of a message.
public enum FitField: Hashable, Sendable {
    case header, body
    /// A button label, of a row of `of` buttons (one or two).
    case button(of: Int)
}

/// How a field is cut when its text is too long.
public enum SlotLimit: Hashable, Sendable {
    /// One line with an ellipsis (button labels).
    case oneLine
    /// At most this many lines, the last cut with an ellipsis (iOS and Android slideups).
    case lines(Int)
    /// Any number of lines; a word wider than a line is broken inside it (headers and bodies).
    case wraps
}

/// One field's slot on one platform: the font (platform, size, weight), the width a line has,
/// and the limit.
public struct FieldSlot: Hashable, Sendable {
    public let style: TextStyle
    /// px a line of text has: the box less its padding and border.
    public let width: Double
    public let limit: SlotLimit

    public init(style: TextStyle, width: Double, limit: SlotLimit) {
        self.style = style
        self.width = width
        self.limit = limit
    }
}
