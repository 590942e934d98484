import CampaignDiagnostics
import XCTest

@testable import CampaignYAML

/// Parses inline YAML as the file `t.yaml`.
func parseYAML(_ text: String, limits: YAMLLimits = .standard) -> YAMLFile {
    YAMLParser.parse(SourceFile(path: "t.yaml", text: text), limits: limits)
}

func parseYAML(bytes: [UInt8], limits: YAMLLimits = .standard) -> YAMLFile {
    YAMLParser.parse(SourceFile(path: "t.yaml", bytes: bytes), limits: limits)
}

/// The position of the `occurrence`-th `needle` in `text`, computed independently of the
/// parser: line = 1 + line breaks before it (LF, CR LF, CR, NEL, U+2028, U+2029, as in
/// libyaml), column = 1 + Unicode scalars since the line start (a leading BOM excluded),
/// offset = UTF-8 bytes before it.
func position(of needle: String, in text: String, occurrence: Int = 1, plus: Int = 0) -> SourcePosition {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
        guard let r = text.range(of: needle, range: searchStart..<text.endIndex) else {
            preconditionFailure("`\(needle)` occurs fewer than \(occurrence) times")
        }
        found = r
        searchStart = r.upperBound
    }
    let before = text[..<found!.lowerBound].unicodeScalars.map { $0 } + needle.unicodeScalars.prefix(plus)
    var line = 1
    var column = 1
    var offset = 0
    var previous: Unicode.Scalar?
    for (i, scalar) in before.enumerated() {
        offset += String(scalar).utf8.count
        defer { previous = scalar }
        if i == 0 && scalar == "\u{FEFF}" { continue }
        switch scalar {
        case "\n" where previous == "\r":
            break
        case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
            line += 1
            column = 1
        default:
            column += 1
        }
    }
    return SourcePosition(line: line, column: column, offset: offset)
}

/// `line:column` of a position, for compact assertions.
func lc(_ p: SourcePosition) -> String { "\(p.line):\(p.column)" }

/// One diagnostic as `CODE line:column message`.
func summary(_ d: Diagnostic) -> String {
    "\(d.code.rawValue) \(lc(d.location.range.start)) \(d.message)"
}

func summaries(_ file: YAMLFile) -> [String] { file.diagnostics.map(summary) }

func codes(_ file: YAMLFile) -> [String] { file.diagnostics.map { $0.code.rawValue } }

/// A compact rendering of a node: `{k: v}`, `[a, b]`, quoted styles keep their quote,
/// `|`/`>` mark block scalars, `!` an invalid node.
func render(_ node: YAMLNode) -> String {
    switch node {
    case .scalar(let s):
        switch s.style {
        case .plain: return s.text
        case .singleQuoted: return "'\(s.text)'"
        case .doubleQuoted: return "\"\(s.text)\""
        case .literal: return "|\(s.text)"
        case .folded: return ">\(s.text)"
        }
    case .mapping(let m): return render(m)
    case .sequence(let s): return "[" + s.items.map(render).joined(separator: ", ") + "]"
    case .invalid: return "!"
    }
}

func render(_ m: YAMLMapping) -> String {
    "{" + m.entries.map { "\($0.key.text): \(render($0.value))" }.joined(separator: ", ") + "}"
}

/// The root mapping of the only document, failing the test when there is not exactly one.
func onlyRoot(_ file: YAMLFile, file path: StaticString = #filePath, line: UInt = #line) -> YAMLMapping? {
    XCTAssertEqual(file.documents.count, 1, "documents", file: path, line: line)
    return file.documents.first?.root
}

extension YAMLMapping {
    func value(_ key: String) -> YAMLNode? { entry(key)?.value }

    func scalar(_ key: String) -> YAMLScalar? {
        if case .scalar(let s)? = value(key) { return s }
        return nil
    }

    func mapping(_ key: String) -> YAMLMapping? {
        if case .mapping(let m)? = value(key) { return m }
        return nil
    }

    func sequence(_ key: String) -> YAMLSequence? {
        if case .sequence(let s)? = value(key) { return s }
        return nil
    }
}
