internal import CLibYAML
import CampaignDiagnostics

/// How one run of libyaml over a segment of the file ended.
enum SegmentOutcome: Equatable {
    /// The end of the file was reached.
    case finished
    /// The document limit was reached: nothing more is parsed.
    case stopped
    /// A document broke off; parsing may resume at the next `---` line, if there is one.
    case broken(resumeAt: SourcePosition?)
}

/// Runs libyaml's event loop over the file from one line on and feeds the tree builder.
/// One parser per run, local to it; the input pointer lives as long as the caller's
/// `withUnsafeBufferPointer` scope, which covers the whole run.
struct SegmentParser {
    private let input: UnsafeBufferPointer<UInt8>
    let start: SourcePosition
    /// The offset where this segment stops (the end of the file, or a document that starts
    /// with a byte-order mark).
    private let end: Int
    var converter: MarkConverter
    /// Nesting inside a collection that crossed the depth limit (0: not skipping).
    private var skipLevel = 0
    private var skipIsFlow = false
    private var skipEnd = yaml_mark_t()

    init(input: UnsafeBufferPointer<UInt8>, start: SourcePosition, end: Int? = nil, scanner: SourceScanner, simple: Bool) {
        self.input = input
        self.start = start
        self.end = min(end ?? input.count, input.count)
        self.converter = MarkConverter(scanner: scanner, base: start, simple: simple)
    }

    mutating func run(_ builder: inout TreeBuilder) -> SegmentOutcome {
        builder.beginSegment(at: start)
        guard start.offset < end, let base = input.baseAddress else { return .finished }
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) != 0 else { return outOfMemory(&builder) }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, base + start.offset, end - start.offset)
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) != 0 else {
                return syntaxError(parser.pointee, &builder)
            }
            let outcome = handle(&event, &builder)
            yaml_event_delete(&event)
            if let outcome { return outcome }
        }
    }

    /// Handles one event; returns an outcome when the run is over.
    private mutating func handle(_ event: inout yaml_event_t, _ builder: inout TreeBuilder) -> SegmentOutcome? {
        if skipLevel > 0 { return skip(&event, &builder) }
        switch event.type {
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let text =
                data.value.map { value in
                    String(unsafeUninitializedCapacity: Int(data.length)) { buffer in
                        buffer.baseAddress?.initialize(from: value, count: Int(data.length))
                        return Int(data.length)
                    }
                } ?? ""
            let style = SegmentParser.style(data.style)
            let start = converter.position(event.start_mark)
            let end = converter.position(event.end_mark)
            if data.anchor == nil && data.tag == nil {
                builder.scalar(text: text, style: style, start: start, end: end)
            } else {
                builder.scalar(text: text, style: style, event: NodeEvent(start: start, end: end, anchor: data.anchor, tag: data.tag))
            }
        case YAML_ALIAS_EVENT:
            let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
            let range = SourceRange(start: converter.position(event.start_mark), end: converter.position(event.end_mark))
            builder.alias(name, range: range)
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            let isFlow = data.style == YAML_FLOW_MAPPING_STYLE
            beginCollection(&event, isMapping: true, isFlow: isFlow, anchor: data.anchor, tag: data.tag, &builder)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            let isFlow = data.style == YAML_FLOW_SEQUENCE_STYLE
            beginCollection(&event, isMapping: false, isFlow: isFlow, anchor: data.anchor, tag: data.tag, &builder)
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            // A block collection's end mark can sit lines later: only a bracket is used.
            builder.endCollection(flowEnd: builder.topIsFlow ? converter.position(event.end_mark) : nil)
        case YAML_DOCUMENT_START_EVENT:
            let marker = SourceRange(start: converter.position(event.start_mark), end: converter.position(event.end_mark))
            if !builder.beginDocument(marker: marker) { return .stopped }
        case YAML_DOCUMENT_END_EVENT:
            builder.endDocument(end: converter.position(event.end_mark))
        case YAML_STREAM_END_EVENT:
            return .finished
        default:
            break
        }
        return nil
    }

    private mutating func beginCollection(
        _ event: inout yaml_event_t, isMapping: Bool, isFlow: Bool,
        anchor: UnsafeMutablePointer<yaml_char_t>?,
        tag: UnsafeMutablePointer<yaml_char_t>?, _ builder: inout TreeBuilder
    ) {
        let start = converter.position(event.start_mark)
        var properties: NodeEvent?
        if anchor != nil || tag != nil {
            properties = NodeEvent(start: start, end: converter.position(event.end_mark), anchor: anchor, tag: tag)
        }
        if !builder.beginCollection(isMapping: isMapping, isFlow: isFlow, start: start, event: properties) {
            beginSkip(isFlow, event)
        }
    }

    private mutating func beginSkip(_ isFlow: Bool, _ event: yaml_event_t) {
        skipLevel = 1
        skipIsFlow = isFlow
        skipEnd = event.end_mark
    }

    /// Events inside a node over the depth limit are not built. libyaml's work per token
    /// grows with the flow nesting, so far past the limit the document is given up.
    private mutating func skip(_ event: inout yaml_event_t, _ builder: inout TreeBuilder) -> SegmentOutcome? {
        switch event.type {
        case YAML_SCALAR_EVENT:
            if let anchor = event.data.scalar.anchor { builder.poisonAnchor(String(cString: anchor)) }
            skipEnd = event.end_mark
        case YAML_ALIAS_EVENT:
            skipEnd = event.end_mark
        case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
            let anchor =
                event.type == YAML_MAPPING_START_EVENT
                ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            if let anchor { builder.poisonAnchor(String(cString: anchor)) }
            skipLevel += 1
            if builder.depth + skipLevel > 2 * builder.limits.maxDepth {
                let here = converter.position(event.start_mark)
                let resume = builder.scanner.documentMarker(after: here, sameLine: false)
                builder.abandonTooDeep(resumingAt: resume)
                return .broken(resumeAt: resume)
            }
        case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
            skipLevel -= 1
            if skipLevel == 0 {
                if skipIsFlow { skipEnd = event.end_mark }
                builder.finishSkipped(end: converter.position(skipEnd))
            }
        default:
            break
        }
        return nil
    }

    static func style(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }
}
