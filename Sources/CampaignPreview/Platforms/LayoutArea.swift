import CampaignModel

/// The rectangle one platform lays a message out in, inside a device frame (SPEC §10): the
/// whole frame with its safe-area insets on iOS and Android; on Web the viewport, the frame
/// inside its insets, with insets of 0 (a browser draws its own status bar).
struct LayoutArea: Hashable, Sendable {
    let frame: FrameGeometry
    /// The area's top edge, from the frame's top.
    let top: Int
    let width: Int
    let height: Int
    let safeTop: Int
    let safeBottom: Int

    init(frame: FrameGeometry, look: PlatformLook) {
        self.frame = frame
        width = frame.width
        if look.usesViewport {
            (top, height, safeTop, safeBottom) = (frame.safeTop, frame.safeHeight, 0, 0)
        } else {
            (top, height, safeTop, safeBottom) = (0, frame.height, frame.safeTop, frame.safeBottom)
        }
    }

    /// The height between the insets.
    var safeHeight: Int { height - safeTop - safeBottom }
}

/// The Web SDK's media rules (ref §2.3, §3.4, §4.4): a phone viewport up to 600 px wide gets
/// the phone slideup and an edge-to-edge full message; wider ones the desktop rules, where a
/// full message is a card, or a 450 px column when the viewport is at most 750 px tall, or edge
/// to edge for a landscape message in a viewport at most 480 px tall.
enum WebMedia {
    static let phoneMaxWidth = 600
    static let shortMaxHeight = 750
    static let landscapeEdgeMaxHeight = 480
    static let columnWidth = 450
}

/// Where a full message lies.
enum FullPlacement: Hashable, Sendable {
    /// Over the whole area (or the whole frame on iOS phones), corner 0.
    case edgeToEdge
    /// A centred card.
    case card(width: Int, height: Int, imageHeight: Int)
    /// The area's whole height, 450 wide, corner 0 (Web desktops at most 750 px tall).
    case column(width: Int)

    /// The placement `look` gives a full message of `orientation` in `area`.
    init(look: PlatformLook, area: LayoutArea, orientation: Orientation) {
        let landscapeCard: Bool
        switch look.full.cardOrientation {
        case .frame: landscapeCard = area.frame.orientation == .landscape
        case .message: landscapeCard = orientation == .landscape
        }
        let (width, height) = landscapeCard ? (720, 450) : (450, 720)
        let imageHeight = look.full.cardImageHeight.map { landscapeCard ? $0.landscape : $0.portrait } ?? height / 2
        let card = FullPlacement.card(width: width, height: height, imageHeight: imageHeight)
        guard look.usesViewport else {
            self = area.frame.device == .phone ? .edgeToEdge : card
            return
        }
        if area.width <= WebMedia.phoneMaxWidth {
            self = .edgeToEdge
        } else if landscapeCard {
            self = area.height <= WebMedia.landscapeEdgeMaxHeight ? .edgeToEdge : card
        } else {
            self = area.height <= WebMedia.shortMaxHeight ? .column(width: WebMedia.columnWidth) : card
        }
    }
}
