/// A full message's numbers (SPEC §10.1, ref §4).
struct FullLook: Sendable {
    /// Where a full message lies on a phone frame.
    enum PhoneArea: Hashable, Sendable {
        /// The whole frame, status bar included (iOS).
        case wholeFrame
        /// The frame inside its safe area (Android), or the Web viewport.
        case safeArea
    }

    /// Which orientation picks the landscape card (720 × 450).
    enum CardOrientation: Hashable, Sendable {
        /// The frame's (iPad in landscape).
        case frame
        /// The message's own `orientation` (Android tablets, Web desktops).
        case message
    }

    let phoneArea: PhoneArea
    /// The centred card of a tablet (or a Web desktop viewport): 450 × 720, or 720 × 450.
    let cardRadius: Int
    /// The card's image height, portrait and landscape; nil: half the card.
    let cardImageHeight: (portrait: Int, landscape: Int)?
    let cardOrientation: CardOrientation
    /// True when an image-only full message on a tablet is the image-only modal card
    /// (iOS, ref §4.2); false when the image fills the full card (Android, Web).
    let imageOnlyCardIsModal: Bool
    /// Text: the gap after the image and the sides.
    let textTop: Int
    let textSide: Int
    /// Below the text when there are no buttons (iOS: the stack's 20 before its spacer).
    let textBottom: Int
    /// Buttons, which follow the text on every platform: gap above, sides, below (iOS: the
    /// stack's 20 before the spacer that takes the space left, so they never touch the
    /// safe-area bottom).
    let buttonsTop: Int
    let buttonsSide: Int
    let buttonsBottom: Int
    /// At least this much under the buttons or text of a centred card (iOS's "modal mode": its
    /// padding 30 plus the stack's 20).
    let cardBottom: Int
    let close: CloseLook
}
