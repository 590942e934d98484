/// One colour key of a theme (SPEC §2.5), with the colour the SDK draws when no theme sets
/// it: the preview default of the SDKs' default UI, the colours SPEC §4.5
/// checks with and §10 draws with.
public enum ThemeKey: String, CaseIterable, Hashable, Sendable {
    case background
    case text
    case header
    case closeButton = "close_button"
    case frame
    case icon
    case iconBackground = "icon_background"

    /// The colour `colours` sets for the key. A switch rather than a key path: the first key
    /// path a process makes costs about 240 K instructions of class metadata set-up.
    public func colour(in colours: ThemeColours) -> Colour? {
        switch self {
        case .background: colours.background
        case .text: colours.text
        case .header: colours.header
        case .closeButton: colours.closeButton
        case .frame: colours.frame
        case .icon: colours.icon
        case .iconBackground: colours.iconBackground
        }
    }

    /// The SDK's default for a message of `type`: background #EFEFEF on a slideup and
    /// #FFFFFF otherwise, header #333333, text #555555, close ✕ and chevron #9B9B9B, frame
    /// #333333BF, icon #FFFFFF on #0073D5.
    public func sdkDefault(for type: MessageType) -> Colour {
        switch self {
        case .background: Colour(argb: type == .slideup ? 0xFFEF_EFEF : 0xFFFF_FFFF)
        case .text: Colour(argb: 0xFF55_5555)
        case .header: Colour(argb: 0xFF33_3333)
        case .closeButton: Colour(argb: 0xFF9B_9B9B)
        case .frame: Colour(argb: 0xBF33_3333)
        case .icon: Colour(argb: 0xFFFF_FFFF)
        case .iconBackground: Colour(argb: 0xFF00_73D5)
        }
    }
}

/// A button's colour keys (`style`, or an entry of `theme.dark.buttons`), with the defaults:
/// background #1B78CF, text #FFFFFF, border the resolved background.
public enum ButtonColourKey: String, CaseIterable, Hashable, Sendable {
    case background
    case text
    case border

    /// The colour `style` sets for the key.
    public func colour(in style: ButtonStyle) -> Colour? {
        switch self {
        case .background: style.background
        case .text: style.text
        case .border: style.border
        }
    }

    /// `style` with the key's colour set to `colour`.
    public func set(_ colour: Colour?, in style: inout ButtonStyle) {
        switch self {
        case .background: style.background = colour
        case .text: style.text = colour
        case .border: style.border = colour
        }
    }

    /// The default button background.
    public static let defaultBackground = Colour(argb: 0xFF1B_78CF)
    /// The default button text.
    public static let defaultText = Colour(argb: 0xFFFF_FFFF)
}
