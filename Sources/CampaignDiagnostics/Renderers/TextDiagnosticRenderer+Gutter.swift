extension TextDiagnosticRenderer {
    /// The left margin of a diagnostic's snippets and remarks.
    struct Gutter {
        /// Digits of the widest line number shown.
        let width: Int
        let style: TextStyle

        /// `   |` / ` 6 |   type: full` / `   |         ^~~~`
        func snippet(_ line: MeasuredLine, range: SourceRange, caretStyle: String) -> String {
            let start = range.start
            let endColumn: Int?
            if range.end.line == start.line {
                endColumn = range.end.column
            } else if range.end.line > start.line {
                endColumn = nil
            } else {
                endColumn = start.column
            }
            let laidOut = SnippetLine(line, startColumn: start.column, endColumn: endColumn)
            let empty = style.paint(String(repeating: " ", count: width + 2) + "|", style.gutter)
            let number = String(start.line)
            let numbered = style.paint(
                " " + String(repeating: " ", count: width - number.count) + number + " |",
                style.gutter
            )
            var output = empty + "\n"
            output += laidOut.text.isEmpty ? numbered + "\n" : numbered + " " + laidOut.text + "\n"
            output += empty + " " + String(repeating: " ", count: laidOut.caretOffset)
            output += style.paint(laidOut.carets, caretStyle) + "\n"
            return output
        }

        /// `   = note: …`
        func remark(_ kind: String, _ text: String) -> String {
            style.paint(String(repeating: " ", count: width + 2) + "=", style.gutter)
                + " " + style.paint(kind, style.bold) + ": " + TerminalCells.sanitized(text) + "\n"
        }
    }

    /// The line tables of the sources, built when first needed, and the last line asked for,
    /// measured (diagnostics come sorted, so neighbours often share a line). Diagnostics come
    /// grouped by file, so only the tables of the last few files are kept: a large report
    /// does not hold one for every file it quotes (issue 24).
    struct SourceLines {
        let sources: [PathKey: SourceFile]
        private var tables: [PathKey: SourceLineTable] = [:]
        private var last: (file: String, line: Int, text: MeasuredLine?)?
        /// The long lines measured lately (a diagnostic's snippet and its notes' alternate
        /// between lines), a few at most, oldest first.
        private var measured: [(file: String, line: Int, text: MeasuredLine)] = []

        /// How many line tables are kept at most.
        static let keptTables = 8

        init(sources: [PathKey: SourceFile]) {
            self.sources = sources
        }

        /// The first line of `location`, or nil when the file or the line is unknown.
        mutating func text(of location: SourceLocation) -> MeasuredLine? {
            let line = location.range.start.line
            if let last, last.file.isSamePath(location.file), last.line == line {
                return last.text
            }
            if let kept = measured.first(where: { $0.file.isSamePath(location.file) && $0.line == line }) {
                last = (location.file, line, kept.text)
                return kept.text
            }
            let text: MeasuredLine?
            if let table = tables[PathKey(location.file)] {
                text = table.text(ofLine: line).map(MeasuredLine.init)
            } else if let file = sources[PathKey(location.file)] {
                let table = SourceLineTable(file)
                if tables.count == Self.keptTables { tables.removeAll(keepingCapacity: true) }
                tables[PathKey(location.file)] = table
                text = table.text(ofLine: line).map(MeasuredLine.init)
            } else {
                text = nil
            }
            if let text, text.isLong {
                if measured.count == 8 { measured.removeFirst() }
                measured.append((location.file, line, text))
            }
            last = (location.file, line, text)
            return text
        }
    }
}
