import CampaignDiagnostics

/// The front end's entry point: bytes in, a positioned tree and diagnostics out.
/// Never throws and never crashes on any input.
public enum YAMLParser {
    public static func parse(_ source: SourceFile, limits: YAMLLimits = .standard, role: DocumentRole = .campaign) -> YAMLFile {
        let messages = YAMLDiagnostics(source: source, role: role)
        guard source.bytes.count <= limits.maxFileBytes else {
            let diagnostic = messages.fileTooLarge(limit: limits.maxFileBytes)
            return YAMLFile(source: source, documents: [], documentCount: 0, diagnostics: [diagnostic])
        }
        return source.bytes.withUnsafeBufferPointer { bytes in
            let scan = InputScan(bytes)
            let scanner = SourceScanner(bytes: bytes, bomLength: scan.bomLength, endPosition: scan.endPosition)
            if let problem = scan.problem {
                let diagnostic = encodingDiagnostic(problem, scanner: scanner, messages: messages)
                return YAMLFile(source: source, documents: [], documentCount: 0, diagnostics: [diagnostic])
            }
            var builder = TreeBuilder(limits: limits, scanner: scanner, messages: messages,
                                      checksControlCharacters: scan.hasControlCharacters)
            if scan.hasControlCharacters {
                // libyaml would stop at the first one; it reads a copy where each is
                // replaced, and the documents that held one are dropped after an E001.
                let clean = InputScan.sanitized(source.bytes)
                clean.withUnsafeBufferPointer { input in
                    parseStream(input: input, simple: scan.isSimple, into: &builder)
                }
            } else {
                parseStream(input: bytes, simple: scan.isSimple, into: &builder)
            }
            return YAMLFile(source: source, documents: builder.documents,
                            documentCount: builder.documentCount,
                            diagnostics: builder.diagnostics.sortedForReport())
        }
    }

    /// Parses segment after segment: after a document breaks off, parsing resumes at the
    /// next line that starts with `---`.
    private static func parseStream(input: UnsafeBufferPointer<UInt8>, simple: Bool, into builder: inout TreeBuilder) {
        var start = builder.scanner.startPosition
        var stopped = false
        while true {
            var segment = SegmentParser(input: input, start: start, scanner: builder.scanner, simple: simple)
            let outcome = segment.run(&builder)
            guard case .broken(let resume) = outcome, let resume else {
                stopped = outcome == .stopped
                break
            }
            start = resume
        }
        if stopped { return }
        builder.finishStream()
        if builder.documentCount == 0 {
            builder.diagnostics.append(builder.messages.noCampaign())
        }
    }

    private static func encodingDiagnostic(_ problem: InputScan.Problem, scanner: SourceScanner,
                                           messages: YAMLDiagnostics) -> Diagnostic {
        switch problem {
        case .invalidByte(let offset, let value):
            let start = scanner.position(ofOffset: offset)
            var end = start
            end.offset += 1
            end.column += 1
            return messages.invalidUTF8(value, at: SourceRange(start: start, end: end))
        case .nul(let offset):
            let start = scanner.position(ofOffset: offset)
            return messages.nulByte(at: SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1, offset: offset + 1)))
        }
    }
}
