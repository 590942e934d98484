/// A slideup's numbers (SPEC §10.1, ref §2).
struct SlideupLook: Sendable {
    enum Width: Hashable, Sendable {
        /// min(max, W − 2·margin), centred (iOS, Android).
        case centred(max: Int, margin: Int)
        /// W − 2·margin, from edge to edge less the margins (Web phones).
        case stretched(margin: Int)
        /// As wide as its content, `margin` from the right edge (Web desktops).
        case fromRight(margin: Int)
    }

    let width: Width
    /// The gap to the edge it slides from: top, bottom (from the safe area or the viewport).
    let topGap: Int
    let bottomGap: Int
    let minHeight: Int?
    /// The whole card's largest height (Web: content + 2 × 10); the text scrolls inside.
    let maxHeight: Int?
    let radius: Int
    /// Inside the card: top, right, bottom, left; `leftWithImage` replaces left with an image.
    let padding: (top: Int, right: Int, bottom: Int, left: Int)
    let leftWithImage: Int
    /// Between the image and the text, and between the text and the chevron.
    let imageGap: Int
    let chevronGap: Int
    /// The text cell's widest (Web desktop: 430, 365 with an image); nil: the card decides.
    let textMaxWidth: (plain: Int, withImage: Int)?
    let text: TextLook
    /// Whether a clickable slideup shows the 12 × 20 chevron (20 from the right edge).
    let showsChevron: Bool
    /// A close button on the slideup (Web desktops), else none.
    let close: CloseLook?
    let shadow: ShadowLook
}
