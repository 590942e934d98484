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
        switch parser.error {
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            position = converter.position(parser.problem_mark)
            range = scanner.characterRange(at: position)
            if let tab = scanner.indentationTab(onLineOf: position) {
                description = SyntaxErrorTable.tab
                range = scanner.characterRange(at: tab)
            } else {
                let context = parser.context.map { String(cString: $0) }
                description = SyntaxErrorTable.describe(problem: problem, context: context,
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
        builder.report(builder.messages.syntax(description, at: range, context: contextRange))
        let resume = scanner.documentMarker(after: position, sameLine: position.line > start.line)
        builder.abandonDocument(resumingAt: resume)
        return .broken(resumeAt: resume)
    }

    /// libyaml could not allocate memory: the rest of the file is not checked.
    mutating func outOfMemory(_ builder: inout TreeBuilder) -> SegmentOutcome {
        let description = SyntaxErrorDescription(
            message: "the YAML parser ran out of memory; the rest of the file was not checked",
            contextNote: nil, help: nil)
        builder.report(builder.messages.syntax(description, at: SourceRange(at: start), context: nil))
        builder.abandonDocument(resumingAt: nil)
        return .broken(resumeAt: nil)
    }
}
