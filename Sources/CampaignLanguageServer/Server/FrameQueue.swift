import Dispatch
import Synchronization

/// The frames the reader thread has read and the server loop has not taken yet.
final class FrameQueue: Sendable {
    private let frames = Mutex<[Frame]>([])
    /// Signalled once per frame pushed.
    private let arrivals = DispatchSemaphore(value: 0)

    func push(_ frame: Frame) {
        frames.withLock { $0.append(frame) }
        arrivals.signal()
    }

    /// Every frame waiting, after waiting for at least one.
    func takeAll() -> [Frame] {
        while true {
            arrivals.wait()
            // Frames pushed since the last take were taken with it, leaving their signals
            // behind: such a wake finds nothing and waits again.
            let taken = frames.withLock { frames in
                defer { frames = [] }
                return frames
            }
            if !taken.isEmpty { return taken }
        }
    }
}
