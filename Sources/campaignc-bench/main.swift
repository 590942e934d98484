import Dispatch
import Foundation

// campaignc-bench: throughput and memory figures for the front end, `validate` and `compile`.
// Not a test: it prints numbers. See Scripts/bench.sh.
//
// The entry point is synchronous on purpose: the stages run in a detached task while the
// main thread waits, so the process never parks its main thread in `dispatch_main`
// (valgrind cannot follow that), and `valgrind --tool=callgrind campaignc-bench --jobs 1`
// counts the instructions of every stage.
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(BenchOptions.usage, terminator: "")
case .failure(let message):
    BenchOutput.error("campaignc-bench: \(message)\n" + BenchOptions.usage)
    exit(2)
case .run(let options):
    Task.detached {
        let status = await BenchRunner(options: options).run()
        exit(status)
    }
    // The task ends the process; this wait never returns.
    DispatchSemaphore(value: 0).wait()
}
