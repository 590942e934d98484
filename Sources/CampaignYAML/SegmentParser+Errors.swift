internal import CLibYAML
import CampaignDiagnostics

/// libyaml's errors as E001, and where parsing resumes after one.
extension SegmentParser {
    mutating func syntaxError(_ parser: yaml_parser_t, _ builder: inout TreeBuilder) -> SegmentOutcome {
        let scanner = builder.scanner
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let position: SourcePosition
        var range: SourceRange
        var contextRange: SourceRange?
        var description: SyntaxErrorDescription
        var fixIts: [FixIt] = []
        switch parser.error {
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            position = converter.position(parser.problem_mark)
            range = scanner.characterRange(at: position)
            if let tab = scanner.indentationTab(onLineOf: position) {
                description = SyntaxErrorTable.tab
                range = scanner.characterRange(at: tab)
                fixIts = [SyntaxMessages.tabAsSpaces(at: range)]
            } else {
                let context = parser.context.map { String(cString: $0) }
                description = SyntaxErrorTable.describe(
                    problem: problem, context: context,
                    character: scanner.character(at: position.offset))
                if context != nil {
                    let at = converter.position(parser.context_mark)
                    if at != position { contextRange = scanner.characterRange(at: at) }
                }
            }
        case YAML_READER_ERROR:
            position = converter.position(segmentOffset: Int(parser.problem_offset))
            range = scanner.characterRange(at: position)
            description = SyntaxErrorTable.describeReader(problem: problem, value: parser.problem_value)
        default:
            return outOfMemory(&builder)
        }
        if let hash = CommentedColour.find(before: position, in: scanner.bytes) {
            // `background: #000000` unquoted: say so, with a note at the `#`.
            let colour = String(decoding: scanner.bytes[hash...].prefix { $0 != 0x20 && $0 != 0x2C && $0 != 0x7D && $0 != 0x5D && $0 > 0x0D }, as: UTF8.self)
            description = description.afterCommentedColour(colour)
            contextRange = scanner.characterRange(at: scanner.position(ofOffset: hash))
        }
        // A line indented with a Unicode space at or before the error is its cause: the
        // document's check reports that instead (`abandonDocument`).
        if !builder.indentationSpaceCauses(line: position.line) {
            builder.report(builder.messages.syntax(description, at: range, context: contextRange, fixIts: fixIts))
        }
        let resume = scanner.documentMarker(after: position, sameLine: position.line > start.line)
        builder.abandonDocument(resumingAt: resume)
        return .broken(resumeAt: resume)
    }

    /// libyaml could not allocate memory: the rest of the file is not checked.
    mutating func outOfMemory(_ builder: inout TreeBuilder) -> SegmentOutcome {
        builder.report(builder.messages.syntax(SyntaxErrorTable.outOfMemory, at: SourceRange(at: start), context: nil))
        builder.abandonDocument(resumingAt: nil)
        return .broken(resumeAt: nil)
    }
}
