/// One platform's default UI as numbers (SPEC §10.1, read from the SDKs' sources), in CSS
/// pixels (1 pt = 1 dp = 1 px). The markup reads these tables; it never asks which platform
/// it draws. `PlatformLook+iOS`, `+Android` and `+Web` hold the values.
struct PlatformLook: Sendable {
    let platform: PreviewPlatform
    /// The font stack of every message text (ref §1.1).
    let fontFamily: String
    /// Modal and full header.
    let header: TextLook
    /// Modal and full body.
    let body: TextLook
    let slideup: SlideupLook
    /// The slideup in a viewport wider than `slideupPhoneMaxWidth` (the Web SDK's desktop
    /// rules, ref §2.3); nil where the platform has one slideup.
    let wideSlideup: SlideupLook?
    let modal: ModalLook
    let full: FullLook
    let buttons: ButtonLook
    /// Whether dark frames draw the dark theme (iOS, Android) or always the light one (Web
    /// 3.5.0 does not read `themes`, ref §1.3).
    let appliesDarkTheme: Bool
    /// Whether a full message's `crop: fit` is honoured (Android, Web) or ignored (iOS fills).
    let honoursCrop: Bool
    /// Whether the message lays out in a browser viewport (the frame inside its safe-area
    /// insets, where `env(safe-area-inset-*)` is 0) rather than the whole frame (SPEC §10).
    let usesViewport: Bool

    /// The table of `platform`.
    static func of(_ platform: PreviewPlatform) -> PlatformLook {
        switch platform {
        case .ios: .iOS
        case .android: .android
        case .web: .web
        }
    }

    /// The slideup drawn in a layout area `width` wide.
    func slideup(width: Int) -> SlideupLook {
        guard let wideSlideup, width > WebMedia.phoneMaxWidth else { return slideup }
        return wideSlideup
    }
}

/// A text's font size, weight and line height (CSS: `20px` or a multiple such as `1.3`), and
/// how many lines it may take (nil: any; the slideup's three on iOS and Android).
struct TextLook: Hashable, Sendable {
    let size: Int
    let bold: Bool
    let lineHeight: String
    var maxLines: Int? = nil

    /// `font-size:…;font-weight:…;line-height:…;`
    var css: String {
        "font-size:\(size)px;font-weight:" + (bold ? "700" : "400") + ";line-height:" + lineHeight + ";"
    }
}

/// The close button: its hit box (the `data-part="close"` element) and its glyph, placed
/// from the card's top-right corner (ref §1.5).
struct CloseLook: Hashable, Sendable {
    enum Glyph: Hashable, Sendable {
        /// A text glyph (iOS ✕ in the system font).
        case character(String, size: Int)
        /// An "X" drawn as two strokes in a square of this size (Android's bitmap, Web's SVG).
        case cross(size: Double)
    }

    let width: Double
    let height: Double
    /// The hit box's distance from the card's top and right edges.
    let top: Double
    let right: Double
    let glyph: Glyph
}

/// Modal and full buttons (ref §1.6).
struct ButtonLook: Hashable, Sendable {
    let text: TextLook
    /// Fixed 44 (Android, Web), or nil: iOS's natural height, capped at 44.
    let fixedHeight: Int?
    /// Padding above and below the text when the height is natural.
    let naturalPadding: Int
}

/// A card's shadow as CSS (ref §1.4), dropped when the background is fully transparent.
struct ShadowLook: Hashable, Sendable {
    let css: String
}
