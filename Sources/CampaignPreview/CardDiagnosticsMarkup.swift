import CampaignDiagnostics

/// A card's diagnostics (SPEC §10): errors in place of the frames, warnings under them. Each
/// says what the text report says, in its order: `severity[CODE]: message` and where, then the
/// notes without a place that come first, the help, the fix-its (` (--fix)` when
/// `validate --fix` applies one), and the other notes, a note with a place naming it.
enum CardDiagnosticsMarkup {
    static func html(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "" }
        var html = "<ul class=\"diagnostics\">"
        for diagnostic in diagnostics {
            let severity = diagnostic.severity.rawValue
            html +=
                "<li class=\"" + severity + "\">" + severity + "[<code>" + diagnostic.code.rawValue + "</code>]: "
                + HTMLEscaping.isolatingQuoted(diagnostic.message) + " " + place(diagnostic.location) + remarks(diagnostic) + "</li>"
        }
        return html + "</ul>\n"
    }

    /// The remarks under a diagnostic, as a list, or "" when it has none.
    private static func remarks(_ diagnostic: Diagnostic) -> String {
        let leading = diagnostic.notes.prefix { $0.location == nil }
        var items = leading.map { remark("note", $0.message) }
        if let help = diagnostic.help { items.append(remark("help", help)) }
        items += diagnostic.fixIts.map { remark("help", TextDiagnosticRenderer.title(of: $0)) }
        items += diagnostic.notes.dropFirst(leading.count).map { note in
            remark("note", note.message, at: note.location)
        }
        guard !items.isEmpty else { return "" }
        return "<ul class=\"remarks\">" + items.joined() + "</ul>"
    }

    private static func remark(_ label: String, _ text: String, at location: SourceLocation? = nil) -> String {
        "<li class=\"remark-" + label + "\">" + label + ": " + HTMLEscaping.isolatingQuoted(text) + (location.map { " " + place($0) } ?? "") + "</li>"
    }

    /// `file, line 6, column 9`.
    private static func place(_ location: SourceLocation) -> String {
        let start = location.range.start
        return "<span class=\"where\">" + HTMLEscaping.isolated(location.file) + ", line \(start.line), column \(start.column)</span>"
    }
}
