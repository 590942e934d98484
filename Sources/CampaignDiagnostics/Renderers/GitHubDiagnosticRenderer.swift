/// `--format github`: one GitHub Actions workflow command per diagnostic, then the summary line.
///
/// ```
/// ::error file=a.yaml,line=6,col=9,endLine=6,endColumn=13,title=E201::a full message needs an image
/// ```
///
/// Columns are those of the other formats (1-based Unicode scalars; `endColumn` is exclusive).
/// GitHub accepts `col` and `endColumn` only when the annotation starts and ends on the same
/// line, so a range over several lines gives `line` and `endLine` only. The message is escaped
/// as the Actions toolkit escapes command data (`%`, CR, LF) and property values also escape
/// `:` and `,`. Other control characters, which campaign text can carry into a CI log (ESC
/// sequences that recolour or retitle it, BEL), are shown as the text format shows them
/// (`TerminalCells.display`: `␛`, `␇`, U+FFFD for C1 controls and bidirectional overrides).
///
/// (v3, SPEC §4.3) The data is the message, then the help line and each fix-it's title, each
/// as the text format writes it (`help: …`, ` (--fix)` after a safe fix-it's title), joined
/// with `%0A`, GitHub's escaped newline: an annotation says how to fix what it shows. (v4,
/// SPEC §19 item 8) The notes come in the text format's order — the notes without a place that
/// lead, the help and fix-its, then the others — each as `note: …`, a located one as
/// `PATH:LINE:COL: note: …`: an E602's annotation shows why the expectation failed.
public struct GitHubDiagnosticRenderer: DiagnosticRenderer {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        var output = ""
        for diagnostic in report.diagnostics {
            output += command(for: diagnostic)
            output += "\n"
        }
        output += report.summary.line
        output += "\n"
        return output
    }

    /// The workflow command for one diagnostic (without a newline).
    public func command(for diagnostic: Diagnostic) -> String {
        let range = diagnostic.location.range
        var properties = [
            "file=" + Self.escapeProperty(diagnostic.location.file),
            "line=\(range.start.line)",
        ]
        let sameLine = range.end.line == range.start.line
        if sameLine { properties.append("col=\(range.start.column)") }
        properties.append("endLine=\(max(range.end.line, range.start.line))")
        if sameLine { properties.append("endColumn=\(range.end.column)") }
        properties.append("title=" + Self.escapeProperty(diagnostic.code.rawValue))
        let command = diagnostic.severity == .error ? "error" : "warning"
        return "::\(command) \(properties.joined(separator: ","))::\(Self.data(of: diagnostic))"
    }

    /// The message and the lines saying how to fix it, each escaped, joined with `%0A`.
    static func data(of diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.message]
        let leading = diagnostic.notes.prefix { $0.location == nil }
        lines += leading.map(noteLine)
        if let help = diagnostic.help { lines.append("help: " + help) }
        lines += diagnostic.fixIts.map { "help: " + TextDiagnosticRenderer.title(of: $0) }
        lines += diagnostic.notes.dropFirst(leading.count).map(noteLine)
        return lines.map(escapeData).joined(separator: "%0A")
    }

    private static func noteLine(_ note: Note) -> String {
        guard let location = note.location else { return "note: " + note.message }
        return "\(location.file):\(location.range.start.line):\(location.range.start.column): note: " + note.message
    }

    /// The escaping of a command's data: `%`, CR and LF, and other control characters shown.
    public static func escapeData(_ text: String) -> String {
        escape(text, property: false)
    }

    /// The escaping of a property value: that of data, and `:` and `,` too.
    public static func escapeProperty(_ text: String) -> String {
        escape(text, property: true)
    }

    private static func escape(_ text: String, property: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where property: result += "%3A"
            case "," where property: result += "%2C"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if TerminalCells.isControl(scalar) {
                    result += TerminalCells.display(scalar).text
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
