import Dispatch
import Synchronization

/// Runs asynchronous work from the synchronous entry point and waits for its result.
///
/// The work starts at once on the calling thread (`Task.immediate`), so work that never
/// suspends — the check of one file — runs there from start to end without handing over to
/// another thread; work that does suspend (files checked in parallel) goes on on the
/// concurrency runtime's threads while this one waits. An `async` entry point would instead
/// park the main thread in `dispatch_main`, which in a static executable costs milliseconds
/// (TOOLCHAIN.md).
enum BlockingRun {
    static func run<Value: Sendable>(_ work: sending @escaping () async -> Value) -> Value {
        let outcome = Outcome<Value>()
        // `Task.immediate` is Swift 6.2's (macOS 26); older toolchains and systems start the
        // work on the runtime's threads instead, which gives the same result a little later.
        #if compiler(>=6.2)
            if #available(macOS 26, *) {
                Task.immediate {
                    outcome.finish(await work())
                }
                return outcome.wait()
            }
        #endif
        Task {
            outcome.finish(await work())
        }
        return outcome.wait()
    }

    /// The value the task hands over, and the signal that it is there.
    private final class Outcome<Value: Sendable>: Sendable {
        private let value = Mutex<Value?>(nil)
        private let ready = DispatchSemaphore(value: 0)

        func finish(_ result: Value) {
            value.withLock { $0 = result }
            ready.signal()
        }

        func wait() -> Value {
            ready.wait()
            return value.withLock { $0! }
        }
    }
}
