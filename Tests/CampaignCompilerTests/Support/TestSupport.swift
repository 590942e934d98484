import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import XCTest

@testable import CampaignCompiler

// Shared helpers for the compiler's inline-YAML tests.
//
// Markers (`MarkedText`, the one marker syntax, which the catalogue's examples use too): write
// `⟨name⟩` anywhere in inline YAML to name the position of the character that follows it;
// markers are removed before parsing and do not count in columns.
//
//     assertDiagnostics("""
//         campaign: a
//         ⟨typo⟩prority: high
//         """, [
//         Expect(.E101, at: "typo", "unknown key `prority`", help: "did you mean `priority`?"),
//     ])
//
// `Expect(.E101, 2, 1, …)` gives the line and column directly. Every diagnostic must be
// expected (code, line, column, message, help and notes, in report order), so a test also
// proves that nothing else was reported.

/// The test clock: 2026-01-01T00:00:00Z.
let testNow: Int64 = 1_767_225_600

/// The real file system seen from the test process's working directory (the compiler never
/// reads it itself: it is given one).
let testFiles = AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath)

extension MarkedText {
    /// The position of the marker `name`; a test that names a marker it does not write is wrong.
    func position(_ name: String) -> SourcePosition {
        guard let p = marks[name] else { preconditionFailure("no marker ⟨\(name)⟩ in the test YAML") }
        return p
    }
}

/// Where an expected diagnostic or note points.
enum Place {
    case at(line: Int, column: Int)
    case mark(String)

    func resolve(_ source: MarkedText) -> (Int, Int) {
        switch self {
        case .at(let line, let column): return (line, column)
        case .mark(let name):
            let p = source.position(name)
            return (p.line, p.column)
        }
    }
}

/// An expected note: its message and, when it points somewhere, where (in the same file).
struct ExpectNote {
    let message: String
    let place: Place?

    init(_ message: String, at mark: String) {
        self.message = message
        self.place = .mark(mark)
    }
    init(_ message: String, _ line: Int, _ column: Int) {
        self.message = message
        self.place = .at(line: line, column: column)
    }
    init(_ message: String) {
        self.message = message
        self.place = nil
    }
}

/// An expected diagnostic.
struct Expect {
    let code: DiagnosticCode
    let place: Place
    let message: String
    let help: String?
    let notes: [ExpectNote]

    init(_ code: DiagnosticCode, _ line: Int, _ column: Int, _ message: String, help: String? = nil, notes: [ExpectNote] = []) {
        self.code = code
        self.place = .at(line: line, column: column)
        self.message = message
        self.help = help
        self.notes = notes
    }

    init(_ code: DiagnosticCode, at mark: String, _ message: String, help: String? = nil, notes: [ExpectNote] = []) {
        self.code = code
        self.place = .mark(mark)
        self.message = message
        self.help = help
        self.notes = notes
    }

    func render(_ source: MarkedText) -> String {
        let (line, column) = place.resolve(source)
        var text = "\(code.rawValue) \(line):\(column) \(message)"
        if let help { text += " | help: \(help)" }
        for note in notes {
            if let (l, c) = note.place?.resolve(source) { text += " | note \(l):\(c): \(note.message)" } else { text += " | note: \(note.message)" }
        }
        return text
    }
}

/// One diagnostic as a line comparable with `Expect.render`.
func render(_ d: Diagnostic) -> String {
    let p = d.location.range.start
    var text = "\(d.code.rawValue) \(p.line):\(p.column) \(d.message)"
    if let help = d.help { text += " | help: \(help)" }
    for note in d.notes {
        if let at = note.location?.range.start { text += " | note \(at.line):\(at.column): \(note.message)" } else { text += " | note: \(note.message)" }
    }
    return text
}

/// Parses and compiles inline YAML (markers removed) as the file `test.yaml`.
func compileYAML(_ marked: String, path: String = "test.yaml", project: ProjectSettings = .standard, now: Int64 = testNow) -> CompiledFile {
    let source = MarkedText(marked)
    let yaml = YAMLParser.parse(SourceFile(path: path, text: source.text))
    return CampaignCompiler(project: project, now: now, files: testFiles).compile(yaml).inReportOrder()
}

extension CompiledFile {
    /// The same file with its diagnostics in report order, as a report shows them (the
    /// compiler hands them back in no particular order; the report sorts them once).
    func inReportOrder() -> CompiledFile {
        var sorted = CompiledFile(
            path: path, campaigns: campaigns, campaignIDs: campaignIDs, documentCount: documentCount,
            diagnostics: diagnostics.sortedForReport(), scenarios: scenarios, scenarioFacts: scenarioFacts)
        sorted.units = units
        sorted.documents = documents
        sorted.localImages = localImages
        sorted.suppressions = suppressions
        sorted.anchorPlaces = anchorPlaces
        sorted.storedAnalysisFacts = storedAnalysisFacts
        sorted.translations = translations
        sorted.translationFit = translationFit
        sorted.translationFileFacts = translationFileFacts
        sorted.unitFacts = unitFacts
        sorted.localeFacts = localeFacts
        sorted.unitMemo = unitMemo
        return sorted
    }
}

/// Asserts that compiling `marked` reports exactly `expected`, in report order.
func assertDiagnostics(
    _ marked: String, _ expected: [Expect], project: ProjectSettings = .standard, now: Int64 = testNow,
    file: StaticString = #filePath, line: UInt = #line
) {
    let source = MarkedText(marked)
    let compiled = compileYAML(marked, project: project, now: now)
    XCTAssertEqual(compiled.diagnostics.map(render), expected.map { $0.render(source) }, file: file, line: line)
}

/// Compiles `marked`, asserts that nothing at all is reported, and returns its campaigns.
@discardableResult
func assertClean(
    _ marked: String, project: ProjectSettings = .standard, now: Int64 = testNow,
    file: StaticString = #filePath, line: UInt = #line
) -> [Campaign] {
    let compiled = compileYAML(marked, project: project, now: now)
    XCTAssertEqual(compiled.diagnostics.map(render), [], file: file, line: line)
    return compiled.campaigns
}

/// Runs one reader over the value of the first key of an inline YAML mapping (e.g.
/// `"x: 010"`) and returns what it read and every diagnostic (front end's included).
func readValue<T>(_ marked: String, _ read: (DecodingContext, YAMLNode) -> T?) -> (T?, [Diagnostic]) {
    let source = MarkedText(marked)
    let yaml = YAMLParser.parse(SourceFile(path: "test.yaml", text: source.text))
    guard let entry = yaml.documents.first?.root.entries.first else {
        XCTFail("the test YAML has no first key")
        return (nil, yaml.diagnostics)
    }
    let context = DecodingContext(source: yaml.source)
    let value = read(context, entry.value)
    return (value, (yaml.diagnostics + context.diagnostics).sortedForReport())
}

/// Asserts that a reader reports exactly `expected` for the value of the first key.
func assertReader<T>(
    _ marked: String, _ expected: [Expect], file: StaticString = #filePath, line: UInt = #line,
    _ read: (DecodingContext, YAMLNode) -> T?
) {
    let (_, diagnostics) = readValue(marked, read)
    XCTAssertEqual(diagnostics.sortedForReport().map(render), expected.map { $0.render(MarkedText(marked)) }, file: file, line: line)
}

/// Loads inline YAML as the project file `campaignc.yaml`.
func loadProjectYAML(_ marked: String, root: String = "proj") -> (ProjectSettings, [Diagnostic]) {
    let source = MarkedText(marked)
    let yaml = YAMLParser.parse(SourceFile(path: "campaignc.yaml", text: source.text), role: .projectFile)
    let (settings, diagnostics) = CampaignCompiler.loadProject(yaml, root: root, globProblem: GlobPattern.problem)
    return (settings, diagnostics.sortedForReport())
}

/// Asserts the diagnostics of a marked project file, in report order.
func assertProject(_ yaml: String, _ expected: [Expect], file: StaticString = #filePath, line: UInt = #line) {
    let (_, diagnostics) = loadProjectYAML(yaml)
    XCTAssertEqual(diagnostics.map(render), expected.map { $0.render(MarkedText(yaml)) }, file: file, line: line)
}

/// A minimal valid campaign around a message body (indented under `message:`), for tests
/// of the message; markers inside `message` keep working.
func campaign(message: String, extra: String = "") -> String {
    let body = message.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    return "campaign: test\ntrigger: session_start\n\(extra)message:\n\(body)\n"
}
