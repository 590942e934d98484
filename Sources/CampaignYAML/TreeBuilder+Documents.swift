import CampaignDiagnostics

/// Documents of the stream: counting, the document limit (E005), roots that are not
/// mappings (E007), broken documents, and forbidden characters (E001).
extension TreeBuilder {
    mutating func beginSegment(at position: SourcePosition) {
        unchecked = position
        documentTextStart = position.offset
    }

    /// Starts a document; false when the file already holds the most documents allowed.
    mutating func beginDocument(marker: SourceRange) -> Bool {
        guard documentCount < limits.maxDocuments else {
            diagnostics.append(messages.tooManyDocuments(limit: limits.maxDocuments, at: marker))
            return false
        }
        documentCount += 1
        resetDocument()
        inDocument = true
        documentMarker = marker
        return true
    }

    mutating func endDocument(end: SourcePosition) {
        inDocument = false
        let root = self.root
        resetDocument()
        let text = documentTextStart..<max(documentTextStart, end.offset)
        documentTextStart = end.offset
        guard !reportControlCharacter(upTo: end), let root else {
            unreadRanges.append(text)
            return
        }
        if case .mapping = root.node {} else { unreadRanges.append(text) }
        switch root.node {
        case .mapping(let mapping):
            documents.append(YAMLDocument(root: mapping, index: documentCount - 1))
        case .sequence:
            report(messages.notAMapping(found: "a list", at: root.site))
        case .scalar(let scalar) where scalar.style == .plain && scalar.text.isEmpty:
            // An empty project file holds no settings; an empty campaign document is a mistake.
            if messages.role == .campaign {
                report(messages.notAMapping(found: "an empty document", at: documentMarker))
            }
        case .scalar:
            report(messages.notAMapping(found: "a single value", at: root.site))
        case .invalid:
            break
        }
    }

    /// Drops the document in progress after an error; it still counts. Parsing goes on
    /// at `resume` (or not at all): the text up to there belongs to the broken document.
    mutating func abandonDocument(resumingAt resume: SourcePosition?) {
        if !inDocument && documentCount < limits.maxDocuments { documentCount += 1 }
        inDocument = false
        resetDocument()
        let end = (resume ?? scanner.endPosition).offset
        unreadRanges.append(documentTextStart..<max(documentTextStart, end))
        documentTextStart = end
        _ = reportControlCharacter(upTo: resume ?? scanner.endPosition)
    }

    mutating func finishStream() {
        _ = reportControlCharacter(upTo: scanner.endPosition)
    }

    /// The rest of a line's indentation from its first Unicode space at `start`, up to and with
    /// its last Unicode space, and how many characters that is.
    private func indentationRun(from start: SourcePosition) -> (range: SourceRange, characters: Int) {
        var position = start
        var end = scanner.characterRange(at: start).end
        var characters = 0
        var count = 0
        while let character = scanner.character(at: position.offset), let value = character.unicodeScalars.first?.value,
            character == " " || character == "\t" || LookalikeCharacters.isSpace(value)
        {
            count += 1
            let next = scanner.characterRange(at: position).end
            if LookalikeCharacters.isSpace(value) { (end, characters) = (next, count) }
            position = next
        }
        return (SourceRange(start: start, end: end), max(characters, 1))
    }

    /// True when the line from `offset` reads as YAML structure — a list item (`- `) or a key
    /// (`name:` followed by a blank or the line's end, before any ` #`) — rather than text.
    private func startsStructure(at offset: Int) -> Bool {
        let bytes = scanner.bytes
        var i = offset
        guard i < bytes.count else { return false }
        func blankOrEnd(_ k: Int) -> Bool { k >= bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[k]) }
        if bytes[i] == UInt8(ascii: "-"), blankOrEnd(i + 1) { return true }
        while i < bytes.count, bytes[i] != 0x0A, bytes[i] != 0x0D {
            if bytes[i] == UInt8(ascii: ":"), blankOrEnd(i + 1) { return true }
            if bytes[i] == UInt8(ascii: "#"), i > offset, bytes[i - 1] == 0x20 { return false }
            i += 1
        }
        return false
    }

    /// True when a Unicode space not yet reported indents a line at or before `line`: a syntax
    /// error there is its consequence, and the space is what to report.
    func indentationSpaceCauses(line: Int) -> Bool {
        var next = nextIndentationSpace
        while next < indentationSpaces.count, indentationSpaces[next] >= unchecked.offset {
            let start = scanner.advance(unchecked, to: indentationSpaces[next])
            guard start.line <= line else { return false }
            if startsStructure(at: indentationRun(from: start).range.end.offset) { return true }
            next += 1
        }
        return false
    }

    private mutating func resetDocument() {
        top = .placeholder
        outer.removeAll(keepingCapacity: true)
        entryStack.removeAll()
        itemStack.removeAll()
        depth = 0
        anchors.removeAll(keepingCapacity: true)
        root = nil
        aliasNodes = 0
        reportedAliasBudget = false
        reportedDepth = false
        reportedMissingDocumentStart = false
    }

    /// Reports the first forbidden character between the last check and `end`, and every
    /// Unicode space that indents a line there; true when there was any.
    private mutating func reportControlCharacter(upTo end: SourcePosition) -> Bool {
        guard end.offset > unchecked.offset else { return false }
        defer { unchecked = end }
        var found = false
        while nextIndentationSpace < indentationSpaces.count, indentationSpaces[nextIndentationSpace] < end.offset {
            let offset = indentationSpaces[nextIndentationSpace]
            nextIndentationSpace += 1
            guard offset >= unchecked.offset else { continue }
            let start = scanner.advance(unchecked, to: offset)
            let value = scanner.character(at: offset)?.unicodeScalars.first?.value ?? 0
            let run = indentationRun(from: start)
            // Text that starts with a no-break space (a block scalar's line) is left alone.
            guard startsStructure(at: run.range.end.offset) else { continue }
            report(messages.indentationSpace(value, at: scanner.characterRange(at: start), run: run))
            found = true
        }
        guard checksControlCharacters, let control = scanner.firstControlCharacter(in: unchecked.offset..<end.offset) else { return found }
        let start = scanner.advance(unchecked, to: control.offset)
        report(messages.controlCharacter(control.scalar, at: scanner.characterRange(at: start)))
        return true
    }
}
