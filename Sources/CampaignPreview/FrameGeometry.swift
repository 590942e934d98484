/// A device frame's screen in CSS pixels and its safe-area insets (SPEC §10), with the
/// layout bounds of the reference that depend on the screen.
struct FrameGeometry: Hashable, Sendable {
    let device: PreviewDevice
    let orientation: FrameOrientation
    let width: Int
    let height: Int
    let safeTop: Int
    let safeBottom: Int

    init(device: PreviewDevice, orientation: FrameOrientation) {
        self.device = device
        self.orientation = orientation
        switch (device, orientation) {
        case (.phone, .portrait): (width, height, safeTop, safeBottom) = (375, 667, 20, 0)
        case (.phone, .landscape): (width, height, safeTop, safeBottom) = (667, 375, 0, 0)
        case (.tablet, .portrait): (width, height, safeTop, safeBottom) = (768, 1024, 20, 0)
        case (.tablet, .landscape): (width, height, safeTop, safeBottom) = (1024, 768, 20, 0)
        }
    }

    /// iPad in landscape: both size classes regular and wider than tall (reference §3.1).
    var isLargeLandscape: Bool { device == .tablet && orientation == .landscape }

    /// The height between the safe-area insets.
    var safeHeight: Int { height - safeTop - safeBottom }

    /// Slideup card width: 450 when the screen allows, else the screen less 2 × 10.
    var slideupWidth: Int { min(450, width - 20) }

    /// Modal card width: content decides between 320 and 450 (720 on a large landscape
    /// screen), never wider than the screen less 2 × 20; the preview takes the widest.
    var modalWidth: Int { min(isLargeLandscape ? 720 : 450, width - 40) }

    /// Modal card height bound: 720 (450 on a large landscape screen), within the safe area
    /// less 2 × 20.
    var modalMaxHeight: Int { min(isLargeLandscape ? 450 : 720, safeHeight - 40) }

    /// The image-only modal card, 3:5 within 450 × 720 and the screen less the margins.
    var imageOnlyCard: (width: Int, height: Int) {
        var cardWidth = min(450, width - 40)
        var cardHeight = cardWidth * 5 / 3
        let bound = min(720, safeHeight - 40)
        if cardHeight > bound {
            cardHeight = bound
            cardWidth = bound * 3 / 5
        }
        return (cardWidth, cardHeight)
    }

    /// A full message on a tablet is a centred card: 450 × 720, 720 × 450 in landscape.
    var tabletFullCard: (width: Int, height: Int) {
        orientation == .landscape ? (720, 450) : (450, 720)
    }
}
