/// What a multi-line construct left open at the end of a line.
enum LexState: Hashable, Sendable {
    case normal
    /// Inside a quoted scalar (`'` or `"`) that continues on the next line, inside flow
    /// collections this deep (0 outside any).
    case quoted(UInt8, flowDepth: Int)
    /// Inside flow collections (`{`, `[`) that continue on the next line, this deep.
    case flow(Int)
}

/// An anchor (`&name`) or alias (`*name`) where a node can start, by byte offsets in the text.
struct AnchorMark: Hashable, Sendable {
    let name: String
    let start: Int
    let end: Int
    let isAlias: Bool
}

/// One line of YAML read on its own (the outline of SPEC §13.7's completion context, never a
/// full parse): its indentation, its `- ` markers, a block mapping key, the shape of the value
/// after it, a comment, and what stays open at its end. Offsets are byte offsets in the text;
/// columns are byte columns in the line (indentation and markers are ASCII).
struct LineLexer {
    let bytes: [UInt8]
    /// The line's bytes: `start..<end`, without its line break.
    let start: Int
    let end: Int

    /// The shape of a value written on the line.
    enum Value: Hashable, Sendable {
        case none
        /// A plain scalar's text, or a quoted scalar's text without its quotes (closed on the line).
        case scalar(String)
        /// `|` or `>`: a block scalar follows on the next lines.
        case blockScalar
        /// A flow collection starting at this offset.
        case flow(Int)
        /// A quoted scalar that does not close on the line.
        case openQuote
    }

    struct Line: Sendable {
        /// Leading spaces.
        var indent = 0
        /// The columns of the `- ` markers.
        var dashes: [Int] = []
        /// The column where the content after the indentation and markers starts.
        var contentColumn = 0
        /// A block mapping key (`key:` followed by a space or the line's end), its text and offsets.
        var key: (text: String, start: Int, end: Int)?
        /// The value after the key (or, without a key, the content after the markers).
        var value = Value.none
        /// The offset of the value's first character, if any.
        var valueStart: Int?
        /// The offset of a comment's `#`.
        var commentStart: Int?
        /// Nothing but spaces and maybe a comment.
        var isBlank = true
        var anchors: [AnchorMark] = []
        /// What is open at the end of the line.
        var endState = LexState.normal
    }

    /// Reads the line starting in `state`. A line that starts inside a multi-line construct has
    /// no structure of its own (only `endState` and its anchors are meaningful).
    func scan(from state: LexState) -> Line {
        var line = Line()
        var index = start
        switch state {
        case .quoted(let quote, let flowDepth):
            guard let after = closingQuote(quote, from: index) else {
                line.endState = state
                return line
            }
            line.endState = flowDepth > 0 ? flow(from: after, depth: flowDepth, line: &line) : skipTrailing(from: after, line: &line)
            return line
        case .flow(let depth):
            line.endState = flow(from: index, depth: depth, line: &line)
            return line
        case .normal:
            break
        }
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        line.indent = index - start
        while index < end, bytes[index] == UInt8(ascii: "-"), index + 1 == end || isBlank(bytes[index + 1]) {
            line.dashes.append(index - start)
            index += 1
            while index < end, isBlank(bytes[index]) { index += 1 }
        }
        line.contentColumn = index - start
        if index < end, bytes[index] == UInt8(ascii: "#") {
            line.commentStart = index
            return line
        }
        if index >= end { return line }
        line.isBlank = false
        if let key = blockKey(at: index) {
            line.key = key.key
            index = key.valueFrom
            while index < end, isBlank(bytes[index]) { index += 1 }
        }
        line.endState = value(from: index, line: &line)
        return line
    }

    /// A block mapping key at `index`: a plain scalar up to `:` followed by a blank or the line's
    /// end, or a quoted scalar followed by `:`; nil when the content is no key.
    private func blockKey(at index: Int) -> (key: (text: String, start: Int, end: Int), valueFrom: Int)? {
        let first = bytes[index]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let after = closingQuote(first, from: index + 1) else { return nil }
            var colon = after
            while colon < end, isBlank(bytes[colon]) { colon += 1 }
            guard colon < end, bytes[colon] == UInt8(ascii: ":"), colon + 1 == end || isBlank(bytes[colon + 1]) else { return nil }
            let text = String(decoding: bytes[(index + 1)..<(after - 1)], as: UTF8.self)
            return ((text, index, after), colon + 1)
        }
        if "[]{}#&*!|>%@`,".utf8.contains(first) { return nil }
        var cursor = index
        while cursor < end {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ":"), cursor + 1 == end || isBlank(bytes[cursor + 1]) {
                var keyEnd = cursor
                while keyEnd > index, isBlank(bytes[keyEnd - 1]) { keyEnd -= 1 }
                guard keyEnd > index else { return nil }
                return ((String(decoding: bytes[index..<keyEnd], as: UTF8.self), index, keyEnd), cursor + 1)
            }
            if byte == UInt8(ascii: "#"), cursor > index, isBlank(bytes[cursor - 1]) { return nil }
            cursor += 1
        }
        return nil
    }

    /// The value from `index`: node properties (anchor, tag), then a flow collection, a quoted
    /// scalar, a block scalar indicator or a plain scalar.
    private func value(from start: Int, line: inout Line) -> LexState {
        var index = start
        while index < end, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            let propertyEnd = wordEnd(from: index + 1)
            if bytes[index] == UInt8(ascii: "&") { line.anchors.append(mark(index, propertyEnd, isAlias: false)) }
            index = propertyEnd
            while index < end, isBlank(bytes[index]) { index += 1 }
        }
        guard index < end else { return .normal }
        line.valueStart = index
        switch bytes[index] {
        case UInt8(ascii: "#"):
            line.valueStart = nil
            line.commentStart = index
            return .normal
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            line.value = .flow(index)
            return flow(from: index, depth: 0, line: &line)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard let after = closingQuote(bytes[index], from: index + 1) else {
                line.value = .openQuote
                return .quoted(bytes[index], flowDepth: 0)
            }
            line.value = .scalar(String(decoding: bytes[(index + 1)..<(after - 1)], as: UTF8.self))
            return skipTrailing(from: after, line: &line)
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            line.value = .blockScalar
            return .normal
        case UInt8(ascii: "*"):
            let aliasEnd = wordEnd(from: index + 1)
            line.anchors.append(mark(index, aliasEnd, isAlias: true))
            line.value = .scalar(String(decoding: bytes[index..<aliasEnd], as: UTF8.self))
            return skipTrailing(from: aliasEnd, line: &line)
        default:
            var scalarEnd = index
            while scalarEnd < end, !(bytes[scalarEnd] == UInt8(ascii: "#") && scalarEnd > index && isBlank(bytes[scalarEnd - 1])) { scalarEnd += 1 }
            if scalarEnd < end { line.commentStart = scalarEnd }
            while scalarEnd > index, isBlank(bytes[scalarEnd - 1]) { scalarEnd -= 1 }
            line.value = .scalar(String(decoding: bytes[index..<scalarEnd], as: UTF8.self))
            return .normal
        }
    }

    /// Lexes flow collections from `start` at nesting `depth` (0: `start` is the opening
    /// bracket's offset or after it); returns what is open at the line's end.
    private func flow(from start: Int, depth: Int, line: inout Line) -> LexState {
        var depth = depth
        var index = start
        var nodeStart = true
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                nodeStart = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth <= 0 { return skipTrailing(from: index + 1, line: &line) }
            case UInt8(ascii: ","):
                nodeStart = true
            case UInt8(ascii: ":"):
                nodeStart = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let after = closingQuote(byte, from: index + 1) else { return .quoted(byte, flowDepth: depth) }
                index = after
                nodeStart = false
                continue
            case UInt8(ascii: "#") where index == self.start || isBlank(bytes[index - 1]):
                line.commentStart = index
                return .flow(depth)
            case UInt8(ascii: "&"), UInt8(ascii: "*"):
                if nodeStart {
                    let markEnd = wordEnd(from: index + 1)
                    line.anchors.append(mark(index, markEnd, isAlias: byte == UInt8(ascii: "*")))
                    index = markEnd
                    continue
                }
            default:
                if !isBlank(byte) { nodeStart = false }
            }
            index += 1
        }
        return .flow(depth)
    }

    /// After a closed value: a comment or nothing.
    private func skipTrailing(from start: Int, line: inout Line) -> LexState {
        var index = start
        while index < end {
            if bytes[index] == UInt8(ascii: "#"), index == self.start || isBlank(bytes[index - 1]) {
                line.commentStart = index
                return .normal
            }
            index += 1
        }
        return .normal
    }

    /// The offset after the quote that closes a scalar opened before `from`, or nil when it
    /// does not close on the line (`\"` escapes in double quotes, `''` in single quotes).
    func closingQuote(_ quote: UInt8, from start: Int) -> Int? {
        var index = start
        while index < end {
            let byte = bytes[index]
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote {
                    index += 2
                    continue
                }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The end of an anchor, alias or tag name: up to a blank or a flow indicator.
    private func wordEnd(from start: Int) -> Int {
        var index = start
        while index < end, !isBlank(bytes[index]), !",[]{}".utf8.contains(bytes[index]) { index += 1 }
        return index
    }

    private func mark(_ start: Int, _ end: Int, isAlias: Bool) -> AnchorMark {
        AnchorMark(name: String(decoding: bytes[(start + 1)..<end], as: UTF8.self), start: start, end: end, isAlias: isAlias)
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
