import CampaignWorkspace

/// Runs async work from the server loop's plain thread and waits for its result. The loop is
/// never one of the threads Swift's tasks run on (it is the main thread, or a test's), so the
/// work's child tasks always have threads to run on.
enum BlockingTask {
    static func run<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let result = AwaitedResult<T>()
        Task.detached { result.fill(await work()) }
        return result.wait()
    }
}
