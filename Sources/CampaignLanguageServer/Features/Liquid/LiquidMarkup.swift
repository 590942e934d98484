/// The Liquid markup around a cursor, read from the text of its line alone (a template being
/// typed rarely parses, and `{{ }}` and `{% %}` seldom span lines): the opening delimiter still
/// open at the cursor, and the markup from it to the cursor.
struct LiquidMarkup: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `{{ … }}`.
        case output
        /// `{% … %}`.
        case tag
    }

    let kind: Kind
    /// The bytes from after the delimiter (and its `-`) to the cursor.
    let before: [UInt8]
    /// Where `before` starts in the document.
    let start: Int

    /// The markup open at `offset`: the last `{{` or `{%` of the line before `offset` that no
    /// `}}` or `%}` closes before it.
    static func open(in text: [UInt8], at offset: Int) -> LiquidMarkup? {
        guard offset >= 0, offset <= text.count else { return nil }
        var lineStart = offset
        while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var found: (kind: Kind, start: Int)?
        var index = lineStart
        while index + 2 <= offset {
            switch (text[index], text[index + 1]) {
            case (UInt8(ascii: "{"), UInt8(ascii: "{")): found = (.output, index + 2)
            case (UInt8(ascii: "{"), UInt8(ascii: "%")): found = (.tag, index + 2)
            case (UInt8(ascii: "}"), UInt8(ascii: "}")), (UInt8(ascii: "%"), UInt8(ascii: "}")): found = nil
            default:
                index += 1
                continue
            }
            index += 2
        }
        guard let found else { return nil }
        var start = found.start
        if start < offset, text[start] == UInt8(ascii: "-") { start += 1 }
        return LiquidMarkup(kind: found.kind, before: Array(text[start..<offset]), start: start)
    }
}
