/// `textDocument/definition` on an alias (SPEC §13.9): `*name` goes to its anchor, the nearest
/// `&name` before it in the same document (YAML's rule), `&` included.
enum AnchorDefinition {
    /// The byte range of the anchor of the alias at `offset`, or nil when `offset` is on no
    /// alias or the alias has no anchor.
    static func anchor(in text: [UInt8], at offset: Int) -> Range<Int>? {
        let outline = YAMLOutline(text)
        let line = outline.lines.line(containing: offset)
        guard let (first, last) = outline.documentLines(around: line) else { return nil }
        var marks: [AnchorMark] = []
        var state = LexState.normal
        for index in first...last {
            let lexed = LineLexer(bytes: text, start: outline.lines.start(ofLine: index), end: outline.lines.contentEnd(ofLine: index)).scan(from: state)
            state = lexed.endState
            marks += lexed.anchors
            if index >= line, marks.contains(where: { $0.isAlias && $0.start <= offset && offset <= $0.end }) { break }
        }
        guard let alias = marks.last(where: { $0.isAlias && $0.start <= offset && offset <= $0.end }),
            let anchor = marks.last(where: { !$0.isAlias && $0.name == alias.name && $0.start < alias.start })
        else { return nil }
        return anchor.start..<anchor.end
    }
}
