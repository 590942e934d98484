import CampaignDriver
import CampaignWorkspace

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
        let outcome = AwaitedResult<Value>()
        // `Task.immediate` is Swift 6.2's (macOS 26); older toolchains and systems start the
        // work on the runtime's threads instead, which gives the same result a little later.
        #if compiler(>=6.2)
            if #available(macOS 26, *) {
                Task.immediate {
                    outcome.fill(await work())
                }
                return outcome.wait()
            }
        #endif
        Task {
            outcome.fill(await work())
        }
        return outcome.wait()
    }
}
