/// The default, human-readable format (SPEC §4.1):
///
/// ```
/// a.yaml:6:9: error[E201]: a full message needs an image
///    |
///  6 |   type: full
///    |         ^~~~
///    = note: the SDK discards a full in-app message without an image …
///    = help: add `image: https://…`, or use `type: modal`
/// ```
///
/// Each diagnostic is followed by a blank line; the summary line comes last. After the primary
/// snippet come the notes without a location that precede any located one (`= note:`), the
/// help (`= help:`), the fix-its (`= help: TITLE`, then ` (--fix)` when the fix-it is safe),
/// then the other notes in their order: a note with a location as its own
/// `path:line:col: note: …` header and snippet, one without as `= note:`. One diagnostic uses
/// one gutter width: that of the widest line number it shows. A line wider than 160 cells is cut to a window around the
/// caret, with `…` at each cut. Colour (ANSI) only when built with `colour: true`.
public struct TextDiagnosticRenderer: DiagnosticRenderer {
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        render(report) { output += $0 }
        return output
    }

    /// The whole output as consecutive pieces of UTF-8 bytes, each `pieceSize` bytes but the
    /// last (joined, the bytes of `render`): a large report is held once, as bytes, and never
    /// copied into a larger buffer as it grows. A piece is filled to the capacity reserved for
    /// it and no further, so the report takes no more memory than its bytes.
    public func renderPieces(_ report: DiagnosticReport) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var piece: [UInt8] = []
        piece.reserveCapacity(Self.pieceSize)
        render(report) { text in
            var text = text
            text.withUTF8 { bytes in
                var start = 0
                while start < bytes.count {
                    if piece.count == Self.pieceSize {
                        pieces.append(piece)
                        piece = []
                        piece.reserveCapacity(Self.pieceSize)
                    }
                    let end = min(bytes.count, start + Self.pieceSize - piece.count)
                    piece.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<end]))
                    start = end
                }
            }
        }
        pieces.append(piece)
        return pieces
    }

    /// The size of each piece of `renderPieces` but the last.
    public static let pieceSize = 1 << 16

    /// Hands the output to `write` piece by piece, in order.
    private func render(_ report: DiagnosticReport, write: (String) -> Void) {
        var lines = SourceLines(sources: report.sources)
        for diagnostic in report.diagnostics {
            write(block(for: diagnostic, lines: &lines) + "\n")
        }
        write(report.summary.line + "\n")
    }

    /// The lines of one diagnostic (header, snippets, notes, help), each ending with a newline.
    public func render(_ diagnostic: Diagnostic, sources: [PathKey: SourceFile]) -> String {
        var lines = SourceLines(sources: sources)
        return block(for: diagnostic, lines: &lines)
    }

    private func block(for diagnostic: Diagnostic, lines: inout SourceLines) -> String {
        let style = TextStyle(colour: colour)
        let primaryText = lines.text(of: diagnostic.location)
        let locatedNotes: [(note: Note, location: SourceLocation, text: MeasuredLine?)] =
            diagnostic.notes.compactMap { note in
                guard let location = note.location else { return nil }
                return (note, location, lines.text(of: location))
            }
        var shownLines: [Int] = []
        if primaryText != nil { shownLines.append(diagnostic.location.range.start.line) }
        for note in locatedNotes where note.text != nil {
            shownLines.append(note.location.range.start.line)
        }
        let gutter = Gutter(
            width: (shownLines.max() ?? diagnostic.location.range.start.line).description.count,
            style: style
        )

        let severity = diagnostic.severity
        var output = header(
            diagnostic.location,
            label: style.paint("\(severity.rawValue)[\(diagnostic.code.rawValue)]", style.severity(severity)),
            message: style.paint(": " + TerminalCells.sanitized(diagnostic.message), style.bold),
            style: style
        )
        if let primaryText {
            output += gutter.snippet(primaryText, range: diagnostic.location.range, caretStyle: style.severity(severity))
        }
        // The notes without a location that come first, the help and the fix-its, then the
        // other notes in their order (a located one with its header and snippet), so notes
        // that tell a story in time (E602's trace) keep their order.
        let leading = diagnostic.notes.prefix { $0.location == nil }
        for note in leading {
            output += gutter.remark("note", note.message)
        }
        if let help = diagnostic.help {
            output += gutter.remark("help", help)
        }
        for fixIt in diagnostic.fixIts {
            output += gutter.remark("help", Self.title(of: fixIt))
        }
        var located = locatedNotes.makeIterator()
        for note in diagnostic.notes.dropFirst(leading.count) {
            guard note.location != nil, let (note, location, text) = located.next() else {
                output += gutter.remark("note", note.message)
                continue
            }
            output += header(
                location,
                label: style.paint("note", style.note),
                message: ": " + TerminalCells.sanitized(note.message),
                style: style
            )
            if let text {
                output += gutter.snippet(text, range: location.range, caretStyle: style.note)
            }
        }
        return output
    }

    /// `path:line:col: LABEL: message`
    private func header(_ location: SourceLocation, label: String, message: String, style: TextStyle) -> String {
        let start = location.range.start
        let place = "\(TerminalCells.sanitized(location.file)):\(start.line):\(start.column):"
        return style.paint(place, style.bold) + " " + label + message + "\n"
    }

    /// The fix-it's title, then ` (--fix)` when `validate --fix` applies it (SPEC §4.1 v3).
    public static func title(of fixIt: FixIt) -> String {
        fixIt.safe ? fixIt.message + " (--fix)" : fixIt.message
    }
}
