/// One source line laid out for a terminal, with the caret cells of a range on it.
///
/// A line wider than `maximumCells` is cut to a window of that many cells around the caret,
/// with `…` marking each cut end, so that a long single-line input cannot flood the output.
struct SnippetLine: Hashable, Sendable {
    /// The widest line shown whole.
    static let maximumCells = 160

    /// The line as shown (tabs expanded, control characters made visible, maybe cut).
    var text: String
    /// Cells before the first caret.
    var caretOffset: Int
    /// Cells under the range: at least one (`^`), the rest drawn as `~`.
    var caretCells: Int

    /// Lays out `line` and the columns `startColumn ..< endColumn` of it (1-based, counted in
    /// Unicode scalars). A nil `endColumn` means "to the end of the line" (a range that goes on
    /// to later lines). A range that starts past the end of the line gets its caret there.
    init(line: String, startColumn: Int, endColumn: Int?, maximumCells: Int = SnippetLine.maximumCells) {
        var offset = 0
        var cells = 0
        var totalCells = 0
        var column = 1
        for scalar in line.unicodeScalars {
            let width = TerminalCells.cells(scalar)
            if column < startColumn {
                offset += width
            } else if endColumn.map({ column < $0 }) ?? true {
                cells += width
            }
            totalCells += width
            column += 1
        }
        if startColumn > column {
            offset += startColumn - column
        }
        cells = max(cells, 1)

        guard totalCells > maximumCells else {
            self.init(text: Self.shown(line), caretOffset: offset, caretCells: cells)
            return
        }
        let windowStart = Self.windowStart(offset: offset, totalCells: totalCells, maximumCells: maximumCells)
        self.init(
            window: line.unicodeScalars, startingAtCell: 0, windowStart: windowStart, totalCells: totalCells, offset: offset, cells: cells,
            maximumCells: maximumCells)
    }

    /// `line` with each scalar as `TerminalCells.display` shows it; the line itself when every
    /// scalar shows as itself, as nearly every line does (building it scalar by scalar cost
    /// more than a third of a large text report: issue 24).
    static func shown(_ line: String) -> String {
        guard !line.unicodeScalars.allSatisfy(TerminalCells.isShownAsItself) else { return line }
        var text = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            text.append(contentsOf: TerminalCells.display(scalar).text.unicodeScalars)
        }
        return String(text)
    }

    /// `^~~~`
    var carets: String {
        "^" + String(repeating: "~", count: caretCells - 1)
    }
}

extension SnippetLine {
    /// The same layout as `init(line:startColumn:endColumn:maximumCells:)` (the definition),
    /// for a measured line: a long one costs about the window's width, not the line's length.
    init(_ line: MeasuredLine, startColumn: Int, endColumn: Int?, maximumCells: Int = SnippetLine.maximumCells) {
        guard line.isLong else {
            self.init(line: line.text, startColumn: startColumn, endColumn: endColumn, maximumCells: maximumCells)
            return
        }
        let count = line.scalars.count
        let totalCells = line.totalCells
        // Columns are 1-based scalars; a start past the end puts the caret that far past it.
        let startIndex = startColumn - 1
        var offset = line.cells(before: startIndex)
        if startIndex > count { offset += startIndex - count }
        let endIndex = endColumn.map { max($0 - 1, startIndex) } ?? count
        let cells = max(line.cells(before: endIndex) - line.cells(before: startIndex), 1)
        guard totalCells > maximumCells else {
            self.init(line: line.text, startColumn: startColumn, endColumn: endColumn, maximumCells: maximumCells)
            return
        }
        let windowStart = Self.windowStart(offset: offset, totalCells: totalCells, maximumCells: maximumCells)
        let (index, cell) = line.firstScalar(startingAtOrAfter: windowStart)
        self.init(
            window: line.scalars[index...], startingAtCell: cell, windowStart: windowStart, totalCells: totalCells, offset: offset,
            cells: cells, maximumCells: maximumCells)
    }

    /// The first cell of the window shown of a line of `totalCells` cells wider than
    /// `maximumCells`: a quarter of the window before the caret, never past either end.
    private static func windowStart(offset: Int, totalCells: Int, maximumCells: Int) -> Int {
        max(0, min(offset - maximumCells / 4, totalCells - maximumCells))
    }

    /// The window of `maximumCells` cells from `windowStart` of a line of `totalCells` cells,
    /// the caret `offset` cells into the line and `cells` wide. `scalars` are the line's from
    /// the one starting at cell `firstCell` (any cell up to `windowStart`) to its end; the
    /// scalars before the window are skipped, and one that does not fit in it whole is left out.
    private init(
        window scalars: some Sequence<Unicode.Scalar>, startingAtCell firstCell: Int, windowStart: Int, totalCells: Int, offset: Int,
        cells: Int, maximumCells: Int
    ) {
        let windowEnd = windowStart + maximumCells
        var text = windowStart > 0 ? "…" : ""
        var shownStart: Int?
        var shownEnd = windowStart
        var cell = firstCell
        for scalar in scalars {
            if cell >= windowEnd { break }
            let shown = TerminalCells.display(scalar)
            if cell >= windowStart && cell + shown.cells <= windowEnd {
                if shownStart == nil { shownStart = cell }
                text += shown.text
                shownEnd = cell + shown.cells
            }
            cell += shown.cells
        }
        if shownEnd < totalCells { text += "…" }
        let firstShown = shownStart ?? windowStart
        self.init(text: text, caretOffset: offset - firstShown + (windowStart > 0 ? 1 : 0), caretCells: max(1, min(cells, shownEnd - offset)))
    }

    private init(text: String, caretOffset: Int, caretCells: Int) {
        self.text = text
        self.caretOffset = caretOffset
        self.caretCells = caretCells
    }
}
