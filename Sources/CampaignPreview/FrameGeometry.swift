/// A device frame's screen in CSS pixels and its safe-area insets (SPEC §10), the same for
/// every platform; `LayoutArea` gives the part a platform lays a message out in.
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
}
