/// Text an author wrote, set inside the card's English words, each value in its own `<bdi>`:
/// the browser orders a value by its own first strong character, and the words around it stay
/// in reading order. Without it, `ليس الآن (id 0): close` in a `dir="auto"` line takes the
/// Arabic direction and reads `close :(id 0) ليس الآن`.
extension HTMLEscaping {
    /// `<bdi>…</bdi>` around the escaped `text`.
    static func isolated(_ text: String) -> String {
        "<bdi>" + escape(text) + "</bdi>"
    }

    /// `text` escaped, each span between a pair of backticks isolated: diagnostics quote what
    /// the author wrote that way (``unknown key `مفتاح` ``). With an odd number of backticks no
    /// pair is certain, and the whole text is isolated instead.
    static func isolatingQuoted(_ text: String) -> String {
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false)
        guard pieces.count > 1, pieces.count % 2 == 1 else { return isolated(text) }
        var html = ""
        for (index, piece) in pieces.enumerated() {
            html += index % 2 == 0 ? escape(String(piece)) : "`" + isolated(String(piece)) + "`"
        }
        return html
    }
}
