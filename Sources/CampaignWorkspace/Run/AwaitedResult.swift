import Dispatch
import Synchronization

/// A result that a task hands to a plain thread waiting for it: filled once by the task, taken
/// once by the thread (the entry point of `campaignc`, the language server's loop). A thread
/// that waits here must not be one the task needs to run on.
public final class AwaitedResult<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let ready = DispatchSemaphore(value: 0)

    public init() {}

    /// Called once, by the task.
    public func fill(_ result: Value) {
        value.withLock { $0 = result }
        ready.signal()
    }

    /// Waits for `fill`, then returns its value.
    public func wait() -> Value {
        ready.wait()
        return value.withLock { $0! }
    }
}
