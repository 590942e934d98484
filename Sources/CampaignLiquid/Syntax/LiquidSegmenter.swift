/// Cuts a template into text, outputs and tags in one pass. An output runs to the first `}}`
/// (skipping a `${…}` inside it) and a tag to the first `%}`, as Liquid's own tokenizer does;
/// an opening that is never closed is reported and scanning goes on after it.
struct LiquidSegmenter {
    let scalars: [Unicode.Scalar]
    private(set) var segments: [LiquidSegment] = []
    private(set) var issues: [LiquidIssue] = []
    /// Once a search for `}}` or `%}` from some offset failed, every later one fails too: no
    /// closing exists after it. Remembering that keeps `{{ {{ {{ …` linear.
    private var outputsCannotClose = false
    private var tagsCannotClose = false

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    private func at(_ offset: Int) -> Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

    mutating func run(_ range: Range<Int>) {
        // A typical text is a few segments: room for them at once, not by doubling from one.
        segments.reserveCapacity(segments.count + 8)
        var textStart = range.lowerBound
        var position = range.lowerBound
        let end = range.upperBound
        while position + 1 < end {
            guard scalars[position] == "{", scalars[position + 1] == "{" || scalars[position + 1] == "%" else {
                position += 1
                continue
            }
            let isOutput = scalars[position + 1] == "{"
            let close =
                isOutput
                ? (outputsCannotClose ? nil : outputClose(from: position + 2, end: end)) : (tagsCannotClose ? nil : tagClose(from: position + 2, end: end))
            guard let close else {
                if isOutput { outputsCannotClose = true } else { tagsCannotClose = true }
                issues.append(LiquidIssue(isOutput ? .outputNotClosed : .tagNotClosed, position..<position + 2))
                position += 2
                continue
            }
            if textStart < position { segments.append(LiquidSegment(kind: .text, range: textStart..<position)) }
            let segmentRange = position..<close + 2
            var markupStart = position + 2
            var markupEnd = close
            let trimBefore = at(markupStart) == "-"
            if trimBefore { markupStart += 1 }
            let trimAfter = markupEnd > markupStart && scalars[markupEnd - 1] == "-"
            if trimAfter { markupEnd -= 1 }
            position = close + 2
            if isOutput {
                segments.append(
                    LiquidSegment(kind: .output(markup: markupStart..<markupEnd), range: segmentRange, trimBefore: trimBefore, trimAfter: trimAfter))
            } else {
                var segment = tagSegment(range: segmentRange, markup: markupStart..<markupEnd)
                segment.trimBefore = trimBefore
                segment.trimAfter = trimAfter
                if case .tag(let name, let nameRange, _) = segment.kind, name == "raw" || name == "comment" {
                    let (body, closing, after) = verbatimBody(name: name, from: position, end: end)
                    segment.kind = .verbatim(name: name, nameRange: nameRange, body: body)
                    segment.range = segmentRange.lowerBound..<(closing?.upperBound ?? segmentRange.upperBound)
                    // The closing tag's `-%}`, not the opening one's, trims what follows.
                    if let closing { segment.trimAfter = closing.upperBound >= 3 && scalars[closing.upperBound - 3] == "-" }
                    position = after
                }
                segments.append(segment)
            }
            textStart = position
        }
        if textStart < end { segments.append(LiquidSegment(kind: .text, range: textStart..<end)) }
    }

    /// The offset of the `}}` closing an output whose markup starts at `from`. A `${…}` is
    /// skipped unless its `}` is the first brace of the closing `}}` (`{{ ${name }}`).
    private func outputClose(from: Int, end: Int) -> Int? {
        var position = from
        while position + 1 < end {
            let c = scalars[position]
            if c == "$" && scalars[position + 1] == "{" {
                var brace = position + 2
                while brace < end && scalars[brace] != "}" { brace += 1 }
                if brace >= end { return nil }
                let closesOutput = at(brace + 1) == "}" && at(brace + 2) != "}"
                if !closesOutput {
                    position = brace + 1
                    continue
                }
                return brace
            }
            if c == "}" && scalars[position + 1] == "}" { return position }
            position += 1
        }
        return nil
    }

    private func tagClose(from: Int, end: Int) -> Int? {
        var position = from
        while position + 1 < end {
            if scalars[position] == "%" && scalars[position + 1] == "}" { return position }
            position += 1
        }
        return nil
    }

    /// A tag segment: its name (a word, or `#`) and the markup after it.
    func tagSegment(range: Range<Int>, markup: Range<Int>) -> LiquidSegment {
        var start = markup.lowerBound
        while start < markup.upperBound && LiquidLexer.isSpace(scalars[start]) { start += 1 }
        var nameEnd = start
        if nameEnd < markup.upperBound && scalars[nameEnd] == "#" {
            nameEnd += 1
        } else {
            while nameEnd < markup.upperBound && (LiquidLexer.isIdentifierPart(scalars[nameEnd]) || scalars[nameEnd].properties.isAlphabetic) {
                nameEnd += 1
            }
        }
        let name = LiquidScalars.string(scalars[start..<nameEnd])
        return LiquidSegment(kind: .tag(name: name, nameRange: start..<nameEnd, markup: nameEnd..<markup.upperBound), range: range)
    }

    /// For `raw` and `comment`: the body up to the matching closing tag (comments nest), the
    /// closing tag's range, and where scanning goes on. Without a closing tag the body runs to
    /// the end and is reported by the tree builder.
    private func verbatimBody(name: String, from: Int, end: Int) -> (Range<Int>?, Range<Int>?, Int) {
        var position = from
        var depth = 1
        while position + 1 < end {
            guard scalars[position] == "{" && scalars[position + 1] == "%", let close = tagClose(from: position + 2, end: end) else {
                position += 1
                continue
            }
            var markupStart = position + 2
            if at(markupStart) == "-" { markupStart += 1 }
            var markupEnd = close
            if markupEnd > markupStart && scalars[markupEnd - 1] == "-" { markupEnd -= 1 }
            let tag = tagSegment(range: position..<close + 2, markup: markupStart..<markupEnd)
            if case .tag(let tagName, _, let markup) = tag.kind {
                let emptyMarkup = scalars[markup].allSatisfy(LiquidLexer.isSpace)
                if tagName == "end" + name && emptyMarkup {
                    depth -= 1
                    if depth == 0 { return (from..<position, position..<close + 2, close + 2) }
                } else if name == "comment" && tagName == "comment" {
                    depth += 1
                }
            }
            position = close + 2
        }
        return (nil, nil, end)
    }

    /// The lines of `{% liquid %}` as tag segments, each line one tag (`comment` … `endcomment`
    /// lines read as one piece).
    func liquidLines(_ markup: Range<Int>) -> [LiquidSegment] {
        var lines: [LiquidSegment] = []
        var lineStart = markup.lowerBound
        var commentStart: LiquidSegment?
        var commentDepth = 0
        for offset in markup.lowerBound...markup.upperBound where offset == markup.upperBound || scalars[offset] == "\n" {
            var start = lineStart
            var stop = offset
            lineStart = offset + 1
            while start < stop && LiquidLexer.isSpace(scalars[start]) { start += 1 }
            while stop > start && LiquidLexer.isSpace(scalars[stop - 1]) { stop -= 1 }
            guard start < stop else { continue }
            let segment = tagSegment(range: start..<stop, markup: start..<stop)
            guard case .tag(let name, _, _) = segment.kind else { continue }
            if var open = commentStart, case .tag(_, let openNameRange, _) = open.kind {
                if name == "comment" { commentDepth += 1 }
                if name == "endcomment" {
                    commentDepth -= 1
                    if commentDepth == 0 {
                        open.kind = .verbatim(name: "comment", nameRange: openNameRange, body: open.range.upperBound..<start)
                        open.range = open.range.lowerBound..<stop
                        lines.append(open)
                        commentStart = nil
                    }
                }
                continue
            }
            if name == "comment" {
                commentStart = segment
                commentDepth = 1
                continue
            }
            lines.append(segment)
        }
        if let open = commentStart, case .tag(_, let nameRange, _) = open.kind {
            lines.append(LiquidSegment(kind: .verbatim(name: "comment", nameRange: nameRange, body: nil), range: open.range))
        }
        return lines
    }
}
