import CampaignDiagnostics
import XCTest

final class SourceLineTableTests: XCTestCase {
    private func lines(_ bytes: [UInt8]) -> [String] {
        let table = SourceLineTable(SourceFile(path: "x", bytes: bytes))
        return (1...table.lineCount).map { table.text(ofLine: $0)! }
    }

    func testLineFeedAndCRLF() {
        XCTAssertEqual(lines(Array("a: 1\nb: 2\r\nc: 3".utf8)), ["a: 1", "b: 2", "c: 3"])
        XCTAssertEqual(lines(Array("a\n".utf8)), ["a", ""])
    }

    func testTheBreaksLibYAMLCounts() {
        // A lone CR, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR all start a new line in libyaml's marks.
        XCTAssertEqual(
            lines(Array("a\rb\u{85}c\u{2028}d\u{2029}e\r\n\nf".utf8)),
            ["a", "b", "c", "d", "e", "", "f"]
        )
    }

    func testTheBOMIsNotPartOfLineOne() {
        XCTAssertEqual(lines([0xEF, 0xBB, 0xBF] + Array("a: 1\nb".utf8)), ["a: 1", "b"])
        let table = SourceLineTable(SourceFile(path: "x", bytes: [0xEF, 0xBB, 0xBF, 0x61]))
        XCTAssertEqual(table.byteRange(ofLine: 1), 3..<4)
    }

    func testEmptyFileAndMissingLines() {
        let table = SourceLineTable(SourceFile(path: "x", bytes: []))
        XCTAssertEqual(table.lineCount, 1)
        XCTAssertEqual(table.text(ofLine: 1), "")
        XCTAssertNil(table.text(ofLine: 0))
        XCTAssertNil(table.text(ofLine: 2))
    }

    func testInvalidUTF8IsReplaced() {
        XCTAssertEqual(lines([0x61, 0xFF, 0x62, 0x0A, 0xC2]), ["a\u{FFFD}b", "\u{FFFD}"])
    }
}
