/// Builds the node tree from the segments: matches block tags with their ends, reads each
/// markup, and reports every independent problem. Iterative over the segments, with nesting
/// bounded by `maximumDepth` (reported, then the rest of the text is not read).
struct LiquidParser {
    static let maximumDepth = 100

    /// An open block tag while its body is read.
    private struct Frame {
        var tag: LiquidTag
        var nodes: [LiquidNode] = []
        var branchKind: LiquidBranch.Kind = .body
        var branchRange: Range<Int>
        var hasElse = false
    }

    let scalars: [Unicode.Scalar]
    var issues: [LiquidIssue] = []
    private var stack: [Frame] = []
    private var root: [LiquidNode] = []
    private var abandoned = false
    private let baseDepth: Int

    init(scalars: [Unicode.Scalar], baseDepth: Int = 0) {
        self.scalars = scalars
        self.baseDepth = baseDepth
    }

    static func parse(_ scalars: [Unicode.Scalar]) -> (nodes: [LiquidNode], issues: [LiquidIssue]) {
        var segmenter = LiquidSegmenter(scalars: scalars)
        segmenter.run(0..<scalars.count)
        var parser = LiquidParser(scalars: scalars)
        parser.issues = segmenter.issues
        let nodes = parser.build(segmenter.segments, end: scalars.count)
        return (nodes, parser.issues)
    }

    func string(_ range: Range<Int>) -> String { LiquidScalars.string(scalars[range]) }

    /// The tree of `segments`; blocks still open at the end are reported at their opening tag,
    /// with a note at `end`.
    mutating func build(_ segments: [LiquidSegment], end: Int) -> [LiquidNode] {
        // At most one node a segment at the top (growing from empty cost a copy at each doubling).
        root.reserveCapacity(segments.count)
        for (index, segment) in segments.enumerated() {
            if abandoned { break }
            switch segment.kind {
            case .text:
                let trimStart = index > 0 && segments[index - 1].trimAfter
                let trimEnd = index + 1 < segments.count && segments[index + 1].trimBefore
                var text = Substring(string(segment.range))
                // Ruby's strip set: ASCII whitespace and NUL, not other Unicode spaces.
                if trimStart { text = Substring(text.unicodeScalars.drop { LiquidLexer.isSpace($0) || $0 == "\0" }) }
                if trimEnd {
                    while let last = text.unicodeScalars.last, LiquidLexer.isSpace(last) || last == "\0" { text = Substring(text.unicodeScalars.dropLast()) }
                }
                if !text.isEmpty { append(.text(String(text), range: segment.range)) }
            case .output(let markup):
                append(.output(LiquidOutput(range: segment.range, expression: output(segment.range, markup))))
            case .verbatim(let name, let nameRange, let body):
                if body == nil {
                    issues.append(LiquidIssue(.blockNotClosed(tag: name), segment.range, notes: [endNote(name, end)]))
                }
                let text = body.map(string) ?? ""
                let tag = LiquidTag(
                    name: name, nameRange: nameRange, range: segment.range, markupRange: nameRange.upperBound..<nameRange.upperBound,
                    kind: name == "raw" ? .raw(text) : .comment, branches: [], endRange: nil)
                append(.tag(tag))
            case .tag(let name, let nameRange, let markup):
                handleTag(name: name, nameRange: nameRange, markup: markup, range: segment.range)
            }
        }
        while let frame = stack.popLast() {
            if !abandoned {
                issues.append(LiquidIssue(.blockNotClosed(tag: frame.tag.name), frame.tag.range, notes: [endNote(frame.tag.name, end)]))
            }
            close(frame, endRange: nil)
        }
        return root
    }

    private func endNote(_ name: String, _ end: Int) -> LiquidNote {
        LiquidNote(message: "the field ends here without `{% end\(name) %}`", range: end..<end)
    }

    private mutating func append(_ node: LiquidNode) {
        if stack.isEmpty {
            root.append(node)
        } else {
            stack[stack.count - 1].nodes.append(node)
        }
    }

    private mutating func output(_ range: Range<Int>, _ markup: Range<Int>) -> LiquidFilteredExpression? {
        if scalars[markup].allSatisfy(LiquidLexer.isSpace) {
            issues.append(LiquidIssue(.emptyOutput, range))
            return nil
        }
        var parser = LiquidMarkupParser(scalars: scalars, range: markup)
        let expression = parser.filteredExpression()
        parser.expectEnd()
        issues += parser.issues
        return parser.failed ? nil : expression
    }

    private mutating func handleTag(name: String, nameRange: Range<Int>, markup: Range<Int>, range: Range<Int>) {
        switch name {
        case "":
            issues.append(LiquidIssue(.emptyTag, range))
        case "#":
            checkInlineComment(markup)
        case "else", "elsif", "when":
            branch(name: name, markup: markup, range: range)
        case _ where LiquidVocabulary.blockTags.contains(name) || LiquidVocabulary.themeBlockTags.contains(name):
            open(name: name, nameRange: nameRange, markup: markup, range: range)
        case _ where name.hasPrefix("end"):
            end(name: name, markup: markup, range: range)
        case "liquid":
            let lines = LiquidSegmenter(scalars: scalars).liquidLines(markup)
            var inner = LiquidParser(scalars: scalars, baseDepth: baseDepth + stack.count + 1)
            let nodes = inner.build(lines, end: markup.upperBound)
            issues += inner.issues
            abandoned = abandoned || inner.abandoned
            let body = LiquidBranch(kind: .body, tagRange: range, nodes: nodes)
            append(.tag(LiquidTag(name: name, nameRange: nameRange, range: range, markupRange: markup, kind: .liquid, branches: [body], endRange: nil)))
        default:
            let kind = tagKind(name: name, nameRange: nameRange, markup: markup, range: range)
            append(.tag(LiquidTag(name: name, nameRange: nameRange, range: range, markupRange: markup, kind: kind, branches: [], endRange: nil)))
        }
    }

    /// `{% # … %}`: every line of a multi-line inline comment starts with `#`.
    private mutating func checkInlineComment(_ markup: Range<Int>) {
        var atLineStart = false
        for offset in markup {
            let c = scalars[offset]
            if c == "\n" {
                atLineStart = true
            } else if atLineStart && !LiquidLexer.isSpace(c) {
                if c != "#" {
                    issues.append(LiquidIssue(.inlineCommentLine, offset..<offset + 1))
                    return
                }
                atLineStart = false
            }
        }
    }

    private mutating func open(name: String, nameRange: Range<Int>, markup: Range<Int>, range: Range<Int>) {
        if baseDepth + stack.count >= LiquidParser.maximumDepth {
            issues.append(LiquidIssue(.nestingTooDeep(limit: LiquidParser.maximumDepth), range))
            abandoned = true
            return
        }
        let kind = tagKind(name: name, nameRange: nameRange, markup: markup, range: range)
        let tag = LiquidTag(name: name, nameRange: nameRange, range: range, markupRange: markup, kind: kind, branches: [], endRange: nil)
        stack.append(Frame(tag: tag, branchRange: range))
    }

    private mutating func branch(name: String, markup: Range<Int>, range: Range<Int>) {
        guard var frame = stack.last else {
            issues.append(LiquidIssue(.misplacedBranch(tag: name, reason: "it is outside any block"), range))
            return
        }
        let owner = frame.tag.name
        let allowed: Bool
        switch name {
        case "else": allowed = ["if", "unless", "case", "for"].contains(owner)
        case "elsif": allowed = owner == "if" || owner == "unless"
        default: allowed = owner == "case"
        }
        guard allowed else {
            issues.append(LiquidIssue(.misplacedBranch(tag: name, reason: "`\(owner)` has no `\(name)`"), range))
            return
        }
        if frame.hasElse {
            issues.append(LiquidIssue(.misplacedBranch(tag: name, reason: "it comes after the `else` of this `\(owner)`"), range))
            return
        }
        frame.tag.branches.append(LiquidBranch(kind: frame.branchKind, tagRange: frame.branchRange, nodes: frame.nodes))
        frame.nodes = []
        frame.branchRange = range
        switch name {
        case "else":
            frame.hasElse = true
            frame.branchKind = .else
            if !scalars[markup].allSatisfy(LiquidLexer.isSpace) {
                issues.append(LiquidIssue(.tagArguments("else", expected: "nothing after `else`"), range))
            }
        case "elsif":
            frame.branchKind = .elsif(condition(tag: "elsif", markup: markup, range: range))
        default:
            frame.branchKind = .when(whenValues(markup: markup, range: range))
        }
        stack[stack.count - 1] = frame
    }

    private mutating func end(name: String, markup: Range<Int>, range: Range<Int>) {
        let opened = String(name.dropFirst(3))
        guard let index = stack.lastIndex(where: { $0.tag.name == opened }) else {
            if let top = stack.last {
                issues.append(LiquidIssue(.mismatchedEndTag(found: name, open: top.tag.name), range))
            } else {
                issues.append(LiquidIssue(.strayEndTag(name), range))
            }
            return
        }
        while stack.count > index + 1 {
            let inner = stack.removeLast()
            issues.append(
                LiquidIssue(
                    .blockNotClosed(tag: inner.tag.name), inner.tag.range,
                    notes: [LiquidNote(message: "`{% \(name) %}` closes the enclosing `\(opened)` here", range: range)]))
            close(inner, endRange: nil)
        }
        if !scalars[markup].allSatisfy(LiquidLexer.isSpace) {
            issues.append(LiquidIssue(.tagArguments(name, expected: "nothing after `\(name)`"), range))
        }
        close(stack.removeLast(), endRange: range)
    }

    private mutating func close(_ frame: Frame, endRange: Range<Int>?) {
        var tag = frame.tag
        tag.branches.append(LiquidBranch(kind: frame.branchKind, tagRange: frame.branchRange, nodes: frame.nodes))
        tag.endRange = endRange
        if ["if", "unless", "case", "for", "tablerow"].contains(tag.name) {
            tag.isBlank = tag.branches.allSatisfy { $0.nodes.allSatisfy(\.isBlank) }
            if tag.isBlank && tag.name != "tablerow" {
                for index in tag.branches.indices { tag.branches[index].nodes.removeAll { if case .text = $0 { return true } else { return false } } }
            }
        }
        append(.tag(tag))
    }
}
