import CampaignDiagnostics

/// Documents of the stream: counting, the document limit (E005), roots that are not
/// mappings (E007), broken documents, and forbidden characters (E001).
extension TreeBuilder {
    mutating func beginSegment(at position: SourcePosition) {
        unchecked = position
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
        guard !reportControlCharacter(upTo: end), let root else { return }
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
        guard checksControlCharacters else { return }
        _ = reportControlCharacter(upTo: resume ?? scanner.endPosition)
    }

    mutating func finishStream() {
        guard checksControlCharacters else { return }
        _ = reportControlCharacter(upTo: scanner.endPosition)
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

    /// Reports the first forbidden character between the last check and `end`, if any.
    private mutating func reportControlCharacter(upTo end: SourcePosition) -> Bool {
        guard checksControlCharacters, end.offset > unchecked.offset else { return false }
        defer { unchecked = end }
        guard let found = scanner.firstControlCharacter(in: unchecked.offset..<end.offset) else { return false }
        let start = scanner.advance(unchecked, to: found.offset)
        report(messages.controlCharacter(found.scalar, at: scanner.characterRange(at: start)))
        return true
    }
}
