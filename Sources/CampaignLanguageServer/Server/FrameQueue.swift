/// The frames the reader thread has read and the server loop has not taken yet.
final class FrameQueue: @unchecked Sendable {
    private let lock = ConditionLock()
    private var frames: [Frame] = []

    func push(_ frame: Frame) {
        lock.signal { frames.append(frame) }
    }

    /// Every frame waiting, after waiting for at least one.
    func takeAll() -> [Frame] {
        lock.wait(
            until: { !frames.isEmpty },
            then: {
                defer { frames = [] }
                return frames
            })
    }
}
