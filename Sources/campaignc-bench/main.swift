import Foundation

// campaignc-bench: throughput and memory figures for the front end and `validate`.
// Not a test: it prints numbers. See Scripts/bench.sh.
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .help:
    print(BenchOptions.usage, terminator: "")
case .failure(let message):
    BenchOutput.error("campaignc-bench: \(message)\n" + BenchOptions.usage)
    exit(2)
case .run(let options):
    exit(await BenchRunner(options: options).run())
}
