/// A modal's numbers (SPEC §10.1, ref §3).
struct ModalLook: Sendable {
    /// Width: content decides between 320 and `maxWidth`, at most W − 2·margin; the gallery
    /// draws the widest. Height: at most `maxHeight` and the area less 2·margin.
    let margin: Int
    let maxWidth: Int
    let maxHeight: Int
    /// iPad landscape ("large"): 720 wide, 450 high at most (ref §3.1); nil elsewhere.
    let largeLandscape: (width: Int, height: Int)?
    let radius: Int
    /// Above the text: with no image (the card's top padding, plus the text's own margin on
    /// Android and Web), and between the image and the text. Without an image the text starts
    /// no higher than the close button's hit box ends (`ImmersiveMarkup`).
    let textTop: Int
    let textTopAfterImage: Int
    /// The text's sides.
    let textSide: Int
    /// Below the text before the buttons or the bottom (Web's text margin), and the buttons'
    /// gap above, sides and the card's padding below them.
    let textBottom: Int
    let buttonsTop: Int
    let buttonsSide: Int
    /// The card's padding at the bottom: under the buttons, or under the text without them.
    let bottomWithButtons: Int
    let bottomWithoutButtons: Int
    /// The image-only card's bounds: at most maxWidth × maxHeight and the area less these.
    let imageOnlyBounds: (maxWidth: Int, maxHeight: Int, widthMargin: Int, heightMargin: Int)
    let close: CloseLook
    let shadow: ShadowLook
}
