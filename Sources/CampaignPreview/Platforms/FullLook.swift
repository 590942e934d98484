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
    /// Below the text when there are no buttons.
    let textBottom: Int
    /// Buttons: gap above, sides, below.
    let buttonsTop: Int
    let buttonsSide: Int
    let buttonsBottom: Int
    /// True when the buttons sit at the bottom of the safe area (iOS), false when they follow
    /// the text.
    let buttonsPinned: Bool
    /// The padding under the buttons of a centred card (iOS's "modal mode": 30).
    let cardBottom: Int
    let close: CloseLook
}
