/// A source line as snippets quote it, measured once: the terminal cells before every 64th
/// Unicode scalar, so that a snippet anywhere on a long line costs about the width of its
/// window, never the length of the line (thousands of diagnostics on one 1 MB line would
/// otherwise measure the whole line each time). `TextDiagnosticRenderer.SourceLines` keeps the
/// last line it measured; a short line is laid out directly.
final class MeasuredLine {
    /// Lines longer than this many UTF-8 bytes are measured; shorter ones are cheap to lay out
    /// whole for each snippet.
    static let measuredBytes = 1024
    private static let stride = 64

    let text: String
    /// The scalars of a measured line (empty for a short one).
    private(set) lazy var scalars: [Unicode.Scalar] = Array(text.unicodeScalars)
    /// `checkpoints[k]`: the cells before scalar `k × stride`; one more entry for the end.
    private(set) lazy var checkpoints: [Int] = {
        var result = [0]
        var cells = 0
        for (index, scalar) in scalars.enumerated() {
            cells += TerminalCells.cells(scalar)
            if (index + 1) % Self.stride == 0 { result.append(cells) }
        }
        if scalars.count % Self.stride != 0 { result.append(cells) }
        return result
    }()

    init(_ text: String) {
        self.text = text
    }

    /// True when the line is long enough to lay out by its checkpoints.
    var isLong: Bool { text.utf8.count > Self.measuredBytes }

    /// The cells of the whole line.
    var totalCells: Int { checkpoints.last ?? 0 }

    /// The cells before scalar `index` (0-based; `scalars.count` for the end).
    func cells(before index: Int) -> Int {
        let index = min(max(index, 0), scalars.count)
        let checkpoint = index / Self.stride
        var cells = checkpoints[min(checkpoint, checkpoints.count - 1)]
        var scalar = checkpoint * Self.stride
        while scalar < index {
            cells += TerminalCells.cells(scalars[scalar])
            scalar += 1
        }
        return cells
    }

    /// The first scalar that starts at or after `cell`, and the cell it starts at (the end of
    /// the line when none does).
    func firstScalar(startingAtOrAfter cell: Int) -> (index: Int, cell: Int) {
        // The first checkpoint at or after `cell`; the scan starts at the one before it.
        let low = checkpoints.partitionPoint { $0 < cell }
        guard low > 0 else { return (0, 0) }
        var index = min((low - 1) * Self.stride, scalars.count)
        var start = checkpoints[low - 1]
        while index < scalars.count, start < cell {
            start += TerminalCells.cells(scalars[index])
            index += 1
        }
        return (index, start)
    }
}
