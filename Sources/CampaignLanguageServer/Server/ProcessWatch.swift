/// Ends the server when the client's process ends (SPEC §13.3: `initialize`'s `processId`;
/// exit status 1 within 10 s). Runs on its own thread so that a long analysis cannot delay it.
enum ProcessWatch {
    static func start(processID: Int64, environment: ServerEnvironment) {
        // 0 and negative ids name process groups for `kill`, never one process: not a client.
        guard processID > 0, processID <= Int64(Int32.max) else {
            environment.log("initialize: processId \(processID) names no process; it is not watched")
            return
        }
        let check = environment.isProcessAlive
        let pause = environment.pause
        let terminate = environment.terminate
        let log = environment.log
        let interval = environment.watchInterval
        BackgroundThread.start {
            watch(processID: processID, interval: interval, isAlive: check, pause: pause) {
                log("the client's process \(processID) ended; exiting")
                terminate(1)
            }
        }
    }

    /// Checks every `interval` seconds until the process is gone, then calls `ended` (once).
    static func watch(processID: Int64, interval: Int, isAlive: (Int64) -> Bool, pause: (Int) -> Void, ended: () -> Void) {
        while isAlive(processID) { pause(interval) }
        ended()
    }
}
