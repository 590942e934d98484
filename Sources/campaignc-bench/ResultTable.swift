/// The figures of the stages as a small table with fixed column widths, so the layout
/// is the same on every run.
struct ResultTable {
    struct Row {
        let name: String
        let timing: StageTiming
    }

    let files: Int
    let bytes: Int
    var rows: [Row] = []
    /// The best time of (a), which the last column divides by; nil when (a) did not run.
    var yardstick: Double?

    private static let nameWidth = 36
    private static let numberWidth = 11
    private static let header = ["best ms", "median ms", "cpu ms", "files/s", "MB/s", "vs (a)", "cpu/(a)"]

    func render() -> String {
        var lines = [
            BenchFormat.padRight("stage", Self.nameWidth)
                + Self.header.map { BenchFormat.padLeft($0, Self.numberWidth) }.joined()
        ]
        lines.append(String(repeating: "-", count: Self.nameWidth + Self.numberWidth * Self.header.count))
        for row in rows {
            lines.append(
                BenchFormat.padRight(row.name, Self.nameWidth)
                    + cells(row.timing, yardstick: yardstick).map { BenchFormat.padLeft($0, Self.numberWidth) }.joined())
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func cells(_ timing: StageTiming, yardstick: Double?) -> [String] {
        let best = max(timing.best, 1e-9)
        let ratio = yardstick.map { BenchFormat.fixed(best / max($0, 1e-9), 2) + "x" } ?? "-"
        let cpuRatio = yardstick.map { BenchFormat.fixed(timing.bestCPU / max($0, 1e-9), 2) + "x" } ?? "-"
        return [
            BenchFormat.fixed(best * 1000, 1),
            BenchFormat.fixed(timing.median * 1000, 1),
            BenchFormat.fixed(timing.bestCPU * 1000, 1),
            BenchFormat.grouped(Int((Double(files) / best).rounded())),
            BenchFormat.fixed(Double(bytes) / 1e6 / best, 1),
            ratio,
            cpuRatio,
        ]
    }
}
