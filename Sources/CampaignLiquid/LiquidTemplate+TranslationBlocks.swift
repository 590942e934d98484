/// One `{% translation id %}…{% endtranslation %}` block of a template (SPEC §16.2). Ranges are
/// in Unicode scalar offsets of the template's text.
public struct LiquidTranslationSpan: Sendable, Equatable {
    /// The id as written.
    public var id: String
    public var idRange: Range<Int>
    /// The opening tag `{% translation id %}`.
    public var openingRange: Range<Int>
    /// The text between the opening and the closing tag.
    public var bodyRange: Range<Int>
    /// The text of `bodyRange`: what a translation replaces.
    public var body: String
    /// The number of translation blocks around this one (0 for a block at the top).
    public var depth: Int
}

extension LiquidTemplate {
    /// The closed translation blocks of the template, in text order, nested ones included
    /// (with their depth). A block without its `endtranslation` is a syntax problem (E801) and
    /// is left out.
    public var translationSpans: [LiquidTranslationSpan] {
        guard text.contains("translation") else { return [] }
        let scalars = LiquidScalars.array(text)
        var blocks: [LiquidTranslationSpan] = []
        func walk(_ nodes: [LiquidNode], depth: Int) {
            for node in nodes {
                guard case .tag(let tag) = node else { continue }
                if case .translation(let id, let idRange) = tag.kind, let end = tag.endRange {
                    let body = tag.range.upperBound..<max(tag.range.upperBound, end.lowerBound)
                    blocks.append(
                        LiquidTranslationSpan(
                            id: id, idRange: idRange, openingRange: tag.range, bodyRange: body, body: LiquidScalars.string(scalars[body]), depth: depth))
                    walk(tag.body, depth: depth + 1)
                } else {
                    for branch in tag.branches { walk(branch.nodes, depth: depth) }
                }
            }
        }
        walk(nodes, depth: 0)
        return blocks
    }

    /// The Liquid outputs and tags of `text` as placeholders to compare a translation with its
    /// source (W904): each `{{…}}` and `{%…%}` (a `raw` or `comment` block whole), sorted by
    /// key, so that two lists have equal keys exactly when they hold the same multiset. A key
    /// is the markup without its whitespace-control dashes, each run of white space made one
    /// space and trimmed, and each quoted string emptied (`'there'` is `''`): a string is text
    /// a translator may translate, such as a default.
    public static func parityPlaceholders(of text: String) -> [LiquidParityPlaceholder] {
        guard LiquidDetection.containsLiquid(text) else { return [] }
        let scalars = LiquidScalars.array(text)
        var segmenter = LiquidSegmenter(scalars: scalars)
        segmenter.run(0..<scalars.count)
        var found: [LiquidParityPlaceholder] = []
        for segment in segmenter.segments {
            let written = LiquidScalars.string(scalars[segment.range])
            switch segment.kind {
            case .text: continue
            case .output(let markup):
                found.append(LiquidParityPlaceholder(key: "{{" + key(scalars[markup]) + "}}", written: written))
            case .tag:
                var start = segment.range.lowerBound + 2
                var end = segment.range.upperBound - 2
                if segment.trimBefore { start += 1 }
                if segment.trimAfter, end > start { end -= 1 }
                found.append(LiquidParityPlaceholder(key: "{%" + key(scalars[start..<max(start, end)]) + "%}", written: written))
            case .verbatim:
                found.append(LiquidParityPlaceholder(key: key(scalars[segment.range]), written: written))
            }
        }
        return found.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// `scalars` with each run of Liquid white space made one space, trimmed, and each quoted
    /// string emptied.
    private static func key(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var quote: Unicode.Scalar?
        for scalar in scalars {
            if let open = quote {
                if scalar == open {
                    result.append("'")
                    quote = nil
                }
                continue
            }
            if LiquidLexer.isSpace(scalar) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            if scalar == "'" || scalar == "\"" {
                quote = scalar
                result.append("'")
                continue
            }
            result.append(scalar)
        }
        if quote != nil { result.append("'") }
        return String(result)
    }
}

/// A Liquid output or tag of a text, for placeholder parity (W904): the key it is compared by
/// and the text as written.
public struct LiquidParityPlaceholder: Sendable, Equatable {
    public var key: String
    public var written: String
}

extension LiquidTranslationSpan {
    /// True when `id` is a translation id: 1 to 64 ASCII letters, digits, `_`, `.` or `-`.
    public static func isValidID(_ id: String) -> Bool { LiquidParser.isTranslationID(id) }
}
