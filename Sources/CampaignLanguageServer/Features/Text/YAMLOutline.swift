/// The block structure of the YAML document around a cursor, read line by line from the text
/// (SPEC §13.7): each line's indentation, `- ` markers and key place it in the chain of
/// mappings and lists above it, as YAML's indentation rules do, without a full parse — so a
/// document that does not parse (the line being typed) still has a context.
///
/// Multi-line flow collections, quoted scalars that span lines, block scalars and comments hold
/// no context: the cursor inside one gets none.
struct YAMLOutline {
    let bytes: [UInt8]
    let lines: TextLines

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.lines = TextLines(bytes)
    }

    /// The context at a byte offset, or nil when there is none to complete in.
    func context(at cursor: Int) -> CursorContext? {
        let cursorLine = lines.line(containing: cursor)
        guard cursor <= lines.contentEnd(ofLine: cursorLine), let (first, last) = documentLines(around: cursorLine) else { return nil }

        var builder = OutlineBuilder()
        var state = LexState.normal
        var blockScalarColumn: Int?
        var found: CursorContext?
        var cursorFrames: [OutlineBuilder.Frame] = []
        var cursorMapping: OutlineMapping?
        for line in first...last {
            let start = lines.start(ofLine: line)
            let end = lines.contentEnd(ofLine: line)
            let lexed = LineLexer(bytes: bytes, start: start, end: end).scan(from: state)
            if let column = blockScalarColumn, state == .normal {
                if lexed.isBlank || lexed.indent > column {
                    if line == cursorLine { return nil }
                    continue
                }
                blockScalarColumn = nil
            }
            if line == cursorLine {
                guard state == .normal, let placed = cursorPlace(start: start, end: end, cursor: cursor, builder: &builder) else { return nil }
                found = placed.context
                cursorMapping = placed.mapping
                cursorFrames = builder.stack
                state = lexed.endState
                if lexed.value == .blockScalar { blockScalarColumn = builder.stack.last?.column ?? lexed.indent }
                continue
            }
            let startState = state
            state = lexed.endState
            guard startState == .normal, !lexed.isBlank else { continue }
            let mapping = builder.enter(lexed)
            if let key = lexed.key, let mapping {
                mapping.add(key.text, value: lexed.value, opensBlock: lexed.value == .none)
            }
            if lexed.value == .blockScalar { blockScalarColumn = mapping?.column ?? lexed.dashes.last ?? lexed.indent }
        }
        guard var context = found, !builder.isTooDeep else { return nil }
        for frame in cursorFrames {
            if case .mapping(let mapping) = frame { context.mappings[mapping.path] = mapping.entries }
        }
        if let cursorMapping {
            context.mappings[cursorMapping.path] = cursorMapping.entries
            if case .value = context.slot {} else { context.presentKeys.formUnion(cursorMapping.entries.keys) }
        }
        return context
    }

    /// The context on the cursor's line, from the text before the cursor, and the mapping whose
    /// keys the following lines may add to.
    private func cursorPlace(
        start: Int, end: Int, cursor: Int, builder: inout OutlineBuilder
    ) -> (context: CursorContext, mapping: OutlineMapping?)? {
        let prefix = LineLexer(bytes: bytes, start: start, end: cursor).scan(from: .normal)
        guard prefix.commentStart == nil else { return nil }
        var wordEnd = cursor
        while wordEnd < end, WordCharacters.contains(bytes[wordEnd]) { wordEnd += 1 }
        let wordStart = WordCharacters.start(before: cursor, in: bytes, from: start)
        var context = CursorContext(
            slot: .key, path: [], mappings: [:], presentKeys: [], wordStart: wordStart, cursor: cursor,
            word: String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self),
            followedByColon: cursor < end && bytes[cursor] == UInt8(ascii: ":")
        )
        switch prefix.value {
        case .openQuote, .blockScalar:
            return nil
        case .flow(let open):
            guard case .flow = prefix.endState else { return nil }
            let base: [PathStep]
            if let key = prefix.key {
                guard let mapping = builder.enter(prefix) else { return nil }
                mapping.add(key.text, value: .none, opensBlock: false)
                base = mapping.path + [.key(key.text)]
            } else {
                _ = builder.enter(prefix)
                base = builder.itemPath ?? []
            }
            guard let flow = FlowScanner(bytes: bytes, start: open, end: end, cursor: cursor).scan() else { return nil }
            context.path = base + flow.steps
            context.wordStart = flow.wordStart
            switch flow.slot {
            case .key: context.slot = .key
            case .value(let key): context.slot = .value(key)
            case .item: context.slot = .item(mappingAllowed: false)
            }
            context.mappings[context.path] = flow.entries
            context.presentKeys = Set(flow.entries.keys)
            return (context, nil)
        case .scalar, .none:
            // Only the word may stand between the key (or the markers) and the cursor.
            guard (prefix.valueStart ?? wordStart) == wordStart else { return nil }
            guard let mapping = builder.enter(prefix, creatingMapping: true) else { return nil }
            if let key = prefix.key {
                mapping.add(key.text, value: .none, opensBlock: false)
                context.slot = .value(key.text)
                context.path = mapping.path
            } else if !prefix.dashes.isEmpty, mapping.path.last == .item {
                // The mapping a key typed here would start is the new entry's.
                context.slot = .item(mappingAllowed: true)
                context.path = Array(mapping.path.dropLast())
            } else {
                context.path = mapping.path
            }
            return (context, mapping)
        }
    }

    /// The first and last line of the YAML document holding `line` (between `---` or `...`
    /// lines); nil on such a line.
    func documentLines(around line: Int) -> (first: Int, last: Int)? {
        guard !isSeparator(line) else { return nil }
        var first = line
        while first > 0, !isSeparator(first - 1) { first -= 1 }
        var last = line
        while last + 1 < lines.lineCount, !isSeparator(last + 1) { last += 1 }
        return (first, last)
    }

    /// A line that separates documents: `---` or `...` at its start, then a blank or its end.
    private func isSeparator(_ line: Int) -> Bool {
        let start = lines.start(ofLine: line)
        let end = lines.contentEnd(ofLine: line)
        guard end - start >= 3 else { return false }
        let head = Array(bytes[start..<(start + 3)])
        guard head == Array("---".utf8) || head == Array("...".utf8) else { return false }
        return end == start + 3 || bytes[start + 3] == UInt8(ascii: " ") || bytes[start + 3] == UInt8(ascii: "\t")
    }
}
