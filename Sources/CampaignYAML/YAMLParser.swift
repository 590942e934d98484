public import CampaignDiagnostics

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
            let scanner = SourceScanner(
                bytes: bytes, bomLength: scan.bomLength, endPosition: scan.endPosition,
                wideCharacters: scan.wideCharacters)
            if let problem = scan.problem {
                let diagnostic = encodingDiagnostic(problem, scanner: scanner, messages: messages)
                return YAMLFile(source: source, documents: [], documentCount: 0, diagnostics: [diagnostic])
            }
            var builder = TreeBuilder(
                limits: limits, scanner: scanner, messages: messages,
                checksControlCharacters: scan.hasControlCharacters)
            builder.indentationSpaces = scan.indentationSpaces
            if scan.hasControlCharacters {
                // libyaml would stop at the first one; it reads a copy where each is
                // replaced, and the documents that held one are dropped after an E001.
                let clean = InputScan.sanitized(source.bytes)
                clean.withUnsafeBufferPointer { input in
                    parseStream(input: input, simple: scan.isSimple, splits: DocumentBOMs.splits(scan.innerBOMs, in: bytes, scanner: scanner), into: &builder)
                }
            } else {
                parseStream(input: bytes, simple: scan.isSimple, splits: DocumentBOMs.splits(scan.innerBOMs, in: bytes, scanner: scanner), into: &builder)
            }
            return YAMLFile(
                source: source, documents: builder.documents,
                documentCount: builder.documentCount,
                diagnostics: builder.diagnostics, unreadRanges: builder.unreadRanges)
        }
    }

    /// Parses segment after segment: after a document breaks off, parsing resumes at the
    /// next line that starts with `---`; a document that starts with a byte-order mark starts
    /// a segment of its own just after the mark (`DocumentBOMs`).
    private static func parseStream(
        input: UnsafeBufferPointer<UInt8>, simple: Bool, splits: [DocumentBOMs.Split], into builder: inout TreeBuilder
    ) {
        var start = builder.scanner.startPosition
        var stopped = false
        var next = 0
        while true {
            while next < splits.count, splits[next].end <= start.offset { next += 1 }
            let split = next < splits.count ? splits[next] : nil
            var segment = SegmentParser(input: input, start: start, end: split?.end, scanner: builder.scanner, simple: simple)
            let outcome = segment.run(&builder)
            if outcome == .stopped {
                stopped = true
                break
            }
            if case .broken(let resume?) = outcome, resume.offset < split?.end ?? Int.max {
                start = resume
            } else if let split {
                start = split.resume
            } else {
                break
            }
        }
        if stopped { return }
        builder.finishStream()
        if builder.documentCount == 0 {
            builder.diagnostics.append(builder.messages.noCampaign())
        }
    }

    private static func encodingDiagnostic(
        _ problem: InputScan.Problem, scanner: SourceScanner,
        messages: YAMLDiagnostics
    ) -> Diagnostic {
        switch problem {
        case .invalidByte(let offset, let value):
            let start = scanner.position(ofOffset: offset)
            var end = start
            end.offset += 1
            end.column += 1
            return messages.invalidUTF8(value, at: SourceRange(start: start, end: end))
        case .otherEncoding(let encoding):
            return messages.otherEncoding(encoding)
        case .nul(let offset):
            let start = scanner.position(ofOffset: offset)
            return messages.nulByte(at: SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1, offset: offset + 1)))
        }
    }
}
