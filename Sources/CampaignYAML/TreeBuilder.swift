import CampaignDiagnostics

/// Turns node events into the immutable tree of YAMLNode.swift, one document at a time,
/// and collects the front end's diagnostics. Knows nothing of libyaml's C types.
///
/// The innermost open collection is the stored property `top` (valid while `depth > 0`)
/// and the ones around it wait in `outer`; the children of all of them wait on two stacks
/// (`entryStack`, `itemStack`), so that a finished node gets an array of exactly its size.
struct TreeBuilder {
    let limits: YAMLLimits
    let scanner: SourceScanner
    let messages: YAMLDiagnostics
    /// The file holds characters YAML forbids: each document is checked for them.
    let checksControlCharacters: Bool
    /// The Unicode spaces that indent a line (`InputScan.indentationSpaces`), in order; each
    /// document that holds one is reported (E001) and dropped.
    var indentationSpaces: [Int] = []
    /// The first of `indentationSpaces` not yet reported.
    var nextIndentationSpace = 0

    /// The children of the open mappings and sequences (`OpenCollection.firstChild`).
    let entryStack = ChildStack<YAMLEntry>()
    let itemStack = ChildStack<YAMLNode>()

    var documents: [YAMLDocument] = []
    /// Where the text of the document in progress starts: the end of the one before, or of
    /// the segment's start.
    var documentTextStart = 0
    /// The documents whose nodes are not in the tree (`YAMLFile.unreadRanges`).
    var unreadRanges: [Range<Int>] = []
    /// Documents seen, broken ones included.
    var documentCount = 0
    var diagnostics: [Diagnostic] = []

    // The document being built.
    var top = OpenCollection.placeholder
    var outer: [OpenCollection] = []
    /// Open collections, `top` included.
    var depth = 0
    var anchors: [String: BuiltNode] = [:]
    var root: BuiltNode?
    var documentMarker = SourceRange.fileStart
    var inDocument = false
    var aliasNodes = 0
    /// Nodes created by aliases in all documents so far (never reset).
    var fileAliasNodes = 0
    var reportedAliasBudget = false
    var reportedDepth = false
    /// A second `campaign:` at the root was reported (E002 with "start a new document"): the
    /// root's later duplicate keys belong to that next campaign, and are not reported again.
    var reportedMissingDocumentStart = false
    /// Where the part of the file not yet checked for forbidden characters starts.
    var unchecked = SourcePosition.start
    /// Where the collection that crossed the depth limit starts.
    var skippedStart = SourcePosition.start

    init(limits: YAMLLimits, scanner: SourceScanner, messages: YAMLDiagnostics, checksControlCharacters: Bool) {
        self.limits = limits
        self.scanner = scanner
        self.messages = messages
        self.checksControlCharacters = checksControlCharacters
    }

    // MARK: Scalars

    /// A scalar without anchor or tag: the common case.
    mutating func scalar(text: String, style: ScalarStyle, start: SourcePosition, end: SourcePosition) {
        var start = start
        var end = end
        switch style {
        case .literal, .folded:
            end = scanner.trimmedBlockEnd(start: start, end: end)
        case .plain where text.isEmpty:
            start = emptyValuePosition(start)
            end = start
        default:
            break
        }
        let scalar = YAMLScalar(text: text, style: style, range: SourceRange(start: start, end: end))
        if depth > 0 && top.isMapping, case .none = top.key {
            // A key never becomes a node of its own.
            top.absorbLeaf(end: end)
            acceptScalarKey(scalar)
            return
        }
        add(BuiltNode(node: .scalar(scalar), site: scalar.range, size: 1, height: 0))
    }

    /// A scalar with an anchor or a tag.
    mutating func scalar(text: String, style: ScalarStyle, event: NodeEvent) {
        let properties = scanner.skipProperties(from: event.start, limit: event.end.offset)
        var end = event.end
        if style == .literal || style == .folded {
            end = scanner.trimmedBlockEnd(start: properties.content, end: end)
        }
        let range = SourceRange(start: properties.content, end: end)
        var built = BuiltNode(
            node: .scalar(YAMLScalar(text: text, style: style, range: range)),
            site: range, size: 1, height: 0)
        if let tag = event.tag {
            let at = properties.tag ?? range
            report { $0.tag(TreeBuilder.shownTag(tag), at: at) }
            built = .invalid(range)
        }
        if let anchor = event.anchor { anchors[anchor] = built }
        add(built)
    }

    /// Where an empty mapping value goes: right after its `:`. libyaml puts it there in a
    /// block mapping, but at the next token in a flow mapping (`{a: }`) or when there is
    /// no `:` at all (`? key` alone, `{a}`), where it goes right after its key.
    /// (Mutating only so that the call does not copy the builder; see `firstEntry`.)
    private mutating func emptyValuePosition(_ position: SourcePosition) -> SourcePosition {
        guard depth > 0 && top.isMapping else { return position }
        if case .none = top.key { return position }
        var colon = position
        while colon.offset > top.lastEnd.offset, let b = scanner.byte(at: colon.offset - 1),
            b == UInt8(ascii: " ") || b == 0x09
        {
            colon.offset -= 1
            colon.column -= 1
        }
        return scanner.byte(at: colon.offset - 1) == UInt8(ascii: ":") && colon.offset > top.lastEnd.offset
            ? colon : top.lastEnd
    }

    // MARK: Collections

    /// Opens a collection; false when it would nest deeper than the limit (the caller
    /// then skips its events and calls `finishSkipped`).
    mutating func beginCollection(isMapping: Bool, isFlow: Bool, start: SourcePosition, event: NodeEvent?) -> Bool {
        var start = start
        var extra: OpenCollection.Extra?
        if let event {
            let properties = scanner.skipProperties(from: start, limit: event.end.offset)
            start = properties.content
            if depth < limits.maxDepth, let tag = event.tag {
                report(messages.tag(TreeBuilder.shownTag(tag), at: properties.tag ?? SourceRange(at: start)))
            }
            extra = OpenCollection.Extra(anchor: event.anchor, propertiesStart: event.start, isTagged: event.tag != nil)
        }
        guard depth < limits.maxDepth else {
            skippedStart = start
            if let anchor = event?.anchor { poisonAnchor(anchor) }
            return false
        }
        let firstChild = isMapping ? entryStack.count : itemStack.count
        var opened = OpenCollection(isMapping: isMapping, isFlow: isFlow, start: start, firstChild: firstChild, extra: extra)
        swap(&opened, &top)
        if depth > 0 { outer.append(opened) }
        depth += 1
        return true
    }

    var topIsFlow: Bool { depth > 0 && top.isFlow }

    /// Closes the innermost collection; `flowEnd` is the end of its closing bracket.
    mutating func endCollection(flowEnd: SourcePosition?) {
        guard depth > 0 else { return }
        var frame = outer.popLast() ?? .placeholder
        swap(&frame, &top)
        depth -= 1
        let range = SourceRange(start: frame.start, end: frame.isFlow ? (flowEnd ?? frame.lastEnd) : frame.lastEnd)
        let size = frame.size
        let height = frame.height + 1
        let extra = frame.extra
        var node: YAMLNode
        if !frame.isMapping {
            node = .sequence(YAMLSequence(items: itemStack.pop(from: frame.firstChild), range: range))
        } else if let merge = extra?.merge, !merge.sources.isEmpty {
            node = .mapping(YAMLMapping(entries: TreeBuilder.applying(merge, to: entryStack.pop(from: frame.firstChild)), range: range))
        } else {
            node = .mapping(YAMLMapping(entries: entryStack.pop(from: frame.firstChild), range: range))
        }
        if let extra {
            if extra.isTagged { node = .invalid(range) }
            if let anchor = extra.anchor {
                anchors[anchor] = BuiltNode(node: node, site: range, size: size, height: height)
            }
        }
        add(BuiltNode(node: node, site: range, size: size, height: height))
    }

    /// Hands a finished node to the collection that holds it, or makes it the root.
    mutating func add(_ built: consuming BuiltNode) {
        guard depth > 0 else {
            root = built
            return
        }
        top.absorb(built)
        guard top.isMapping else {
            itemStack.push(built.node)
            return
        }
        var pending = OpenCollection.PendingKey.none
        swap(&pending, &top.key)
        switch consume pending {
        case .none:
            acceptKey(built)
        case .key(let key):
            appendEntry(YAMLEntry(key: key, value: built.node))
        case .merge:
            acceptMergeValue(built)
        case .dropped:
            break
        }
    }

    /// At most this many problems are reported per file, so that a hostile file cannot
    /// make the report grow with it (a file of 8 MiB could hold a million duplicate keys).
    static let diagnosticLimit = 1000

    /// Adds a diagnostic unless the file already has `diagnosticLimit` of them; the last
    /// one reported says that more were left out.
    mutating func report(_ diagnostic: Diagnostic) {
        guard diagnostics.count < TreeBuilder.diagnosticLimit else { return }
        var made = diagnostic
        if diagnostics.count == TreeBuilder.diagnosticLimit - 1 {
            made.notes.append(Note(SyntaxMessages.moreSyntaxProblems(limit: TreeBuilder.diagnosticLimit)))
        }
        diagnostics.append(made)
    }

    /// Makes and adds a diagnostic only while there is room for it: for problems a hostile
    /// file can repeat a million times.
    mutating func report(_ make: (YAMLDiagnostics) -> Diagnostic) {
        guard diagnostics.count < TreeBuilder.diagnosticLimit else { return }
        report(make(messages))
    }

    /// `!!str` for YAML's own tags, the tag as written otherwise.
    static func shownTag(_ tag: String) -> String {
        let core = "tag:yaml.org,2002:"
        return tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    }
}
