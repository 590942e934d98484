import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

// Fix-its in the compiler's inline-YAML tests (SPEC §13.1): the diagnostics as
// `assertDiagnostics` checks them, each followed by its fix-its — title, range (line, column
// and byte offset, from one marker to another), replacement and whether it is safe.
//
//     assertFixIts("""
//         campaign: a
//         ⟨k⟩prority⟨/k⟩: high
//         """, [
//         Expect(.E101, at: "k", "unknown key `prority`", help: "did you mean `priority`?"),
//     ], fixIts: [
//         0: [ExpectFix("replace `prority` with `priority`", "k", "/k", "priority", safe: true)],
//     ])

/// An expected fix-it: its range runs from the marker `from` to the marker `to`.
struct ExpectFix {
    let title: String
    let from: String
    let to: String
    let replacement: String
    let safe: Bool

    init(_ title: String, _ from: String, _ to: String, _ replacement: String, safe: Bool) {
        self.title = title
        self.from = from
        self.to = to
        self.replacement = replacement
        self.safe = safe
    }

    func render(_ source: MarkedText) -> String {
        FixItLine(title: title, start: source.position(from), end: source.position(to), replacement: replacement, safe: safe).text
    }
}

/// One fix-it as a comparable line.
private struct FixItLine {
    let title: String
    let start: SourcePosition
    let end: SourcePosition
    let replacement: String
    let safe: Bool

    var text: String {
        "fix: \(title) @\(start.line):\(start.column)+\(start.offset)-\(end.line):\(end.column)+\(end.offset) → `\(replacement)`"
            + (safe ? " (safe)" : "")
    }
}

/// The fix-it lines of a diagnostic.
func renderFixIts(_ d: Diagnostic) -> [String] {
    d.fixIts.map { FixItLine(title: $0.message, start: $0.range.start, end: $0.range.end, replacement: $0.replacement, safe: $0.safe).text }
}

/// Asserts that compiling `marked` reports exactly `expected` (as `assertDiagnostics`) and
/// that the diagnostics carry exactly `fixIts`, given per expected diagnostic in order
/// (a diagnostic not listed has none).
func assertFixIts(
    _ marked: String, _ expected: [Expect], fixIts: [Int: [ExpectFix]], project: ProjectSettings = .standard, now: Int64 = testNow,
    file: StaticString = #filePath, line: UInt = #line
) {
    let source = MarkedText(marked)
    let compiled = compileYAML(marked, project: project, now: now)
    XCTAssertEqual(compiled.diagnostics.map(render), expected.map { $0.render(source) }, file: file, line: line)
    let expectedFixes = expected.indices.map { (fixIts[$0] ?? []).map { $0.render(source) } }
    XCTAssertEqual(compiled.diagnostics.map(renderFixIts), expectedFixes, file: file, line: line)
}

/// Applies every fix-it of `diagnostics` (ranges must not overlap) to `text`, as an editor or
/// `validate --fix` would, by byte offsets: the check that a fix-it's range is where it says.
func applying(_ diagnostics: [Diagnostic], to text: String) -> String {
    var bytes = Array(text.utf8)
    let edits = diagnostics.flatMap(\.fixIts).sorted { $0.range.start.offset > $1.range.start.offset }
    for edit in edits {
        bytes.replaceSubrange(edit.range.start.offset..<edit.range.end.offset, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}
