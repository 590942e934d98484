import Dispatch
import Synchronization

/// Runs async work from the server loop's plain thread and waits for its result. The loop is
/// never one of the threads Swift's tasks run on (it is the main thread, or a test's), so the
/// work's child tasks always have threads to run on.
enum BlockingTask {
    static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let slot = ResultSlot<T>()
        Task.detached { slot.fill(await work()) }
        return slot.take()
    }

    /// The result, filled once by the task and taken once by the waiting thread.
    private final class ResultSlot<T: Sendable>: Sendable {
        private let value = Mutex<T?>(nil)
        private let filled = DispatchSemaphore(value: 0)

        func fill(_ result: T) {
            value.withLock { $0 = result }
            filled.signal()
        }

        func take() -> T {
            filled.wait()
            return value.withLock { $0! }
        }
    }
}
