import CampaignDiagnostics
import XCTest

@testable import CampaignYAML

/// A Unicode space in a line's indentation (SPEC §19 item 9 of issue 29): E001 names the
/// character at its place, with a safe fix-it that makes it a space; a tab's fix-it is a guess.
final class LookalikeSpaceTests: XCTestCase {
    private func lines(_ text: String) -> [String] {
        parseYAML(text).diagnostics.map { d in
            let at = d.location.range.start
            let fixes = d.fixIts.map { fix in
                "\(fix.message) @\(fix.range.start.offset)-\(fix.range.end.offset) → `\(fix.replacement)`\(fix.safe ? " (safe)" : "")"
            }
            return (["\(d.code.rawValue) \(at.line):\(at.column) \(d.message) | \(d.help ?? "-")"] + fixes).joined(separator: " | ")
        }
    }

    private let message = "this line is indented with U+00A0 NO-BREAK SPACE, which YAML reads as text, not as indentation | indent with plain spaces"

    func testANoBreakSpaceThatIndentsAKeyIsNamed() {
        // A key that becomes "\u{a0} b", and a line that breaks the mapping: both say why.
        XCTAssertEqual(
            lines("a:\n  x: 1\n\u{a0} b: 2\n"),
            ["E001 3:1 \(message) | replace U+00A0 NO-BREAK SPACE with a space @10-12 → ` ` (safe)"])
        XCTAssertEqual(
            lines("a:\n  b:\n    c: 1\n  \u{a0}\u{a0}d: 2\n"),
            ["E001 4:3 \(message) | replace the indentation's U+00A0 NO-BREAK SPACE with spaces @19-23 → `  ` (safe)"])
        XCTAssertEqual(parseYAML("a:\n  x: 1\n\u{a0} b: 2\n").documents.count, 0, "the document is dropped")
    }

    func testOtherUnicodeSpacesAndListItems() {
        XCTAssertEqual(
            lines("a:\n\u{2003}- b\n"),
            [
                "E001 2:1 this line is indented with U+2003 EM SPACE, which YAML reads as text, not as indentation | indent with plain spaces"
                    + " | replace U+2003 EM SPACE with a space @3-6 → ` ` (safe)"
            ])
    }

    /// Text that starts with a no-break space, or one after a key, is not indentation.
    func testTextIsLeftAlone() {
        XCTAssertEqual(lines("a: |\n  x\n  \u{a0}indented on purpose\nb: c\u{a0}d\n"), [])
        XCTAssertEqual(lines("a: \u{a0}b\n"), [])
    }

    /// Two documents: only the one with the space is dropped.
    func testOnlyTheDocumentWithTheSpaceIsDropped() {
        let file = parseYAML("a: 1\n---\nb:\n\u{a0} c: 1\n---\nd: 2\n")
        XCTAssertEqual(file.diagnostics.map(\.code), [.E001])
        XCTAssertEqual(file.documents.map(\.index), [0, 2])
    }

    func testATabGetsAFixItThatIsAGuess() {
        XCTAssertEqual(
            lines("a: 1\n\tb: 2\n"),
            ["E001 2:1 tabs cannot indent YAML; use spaces | replace the tab at the start of this line with spaces | replace the tab with 2 spaces @5-6 → `  `"]
        )
    }

    /// The names are the Unicode character names, checked against Python's `unicodedata`.
    func testTheNamesAreUnicodes() throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { throw XCTSkip("no /usr/bin/python3: names not checked") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        let codes = LookalikeCharacters.all.map { String($0.scalar) }.joined(separator: ",")
        process.arguments = ["-c", "import unicodedata\nfor c in [\(codes)]: print('U+%04X %s' % (c, unicodedata.name(chr(c))))"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let expected = output.split(separator: "\n").map(String.init)
        let ours = LookalikeCharacters.all.map { LookalikeCharacters.name($0.scalar) }
        print("LookalikeSpaceTests: compared \(ours.count) character names with Python's unicodedata")
        for (a, b) in zip(ours, expected) where a != b { return XCTFail("campaignc: \(a); unicodedata: \(b)") }
        XCTAssertEqual(ours.count, expected.count)
    }
}
