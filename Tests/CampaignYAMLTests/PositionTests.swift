import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Positions: 1-based lines, columns in Unicode scalars, byte offsets; BOM and CRLF.
final class PositionTests: XCTestCase {
    func testColumnsCountUnicodeScalarsAndOffsetsCountBytes() throws {
        let text = "name: café ☕ 日本\nemoji: \"😀😀\"\nnext: x\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        let name = try XCTUnwrap(root.scalar("name"))
        XCTAssertEqual(name.range.start, SourcePosition(line: 1, column: 7, offset: 6))
        // "café ☕ 日本": 9 scalars, 5 + 1 + 3 + 1 + 6 = 16 bytes.
        XCTAssertEqual(name.range.end, SourcePosition(line: 1, column: 16, offset: 22))
        let emoji = try XCTUnwrap(root.scalar("emoji"))
        XCTAssertEqual(emoji.range.start, SourcePosition(line: 2, column: 8, offset: 30))
        XCTAssertEqual(emoji.range.end, SourcePosition(line: 2, column: 12, offset: 40))
        XCTAssertEqual(root.entry("next")?.key.range, range(of: "next", in: text))
        XCTAssertEqual(root.scalar("next")?.range, range(of: "x", in: text, occurrence: 2))
    }

    func testPositionsAfterMultiByteKeysOnManyLines() throws {
        var text = ""
        for i in 0..<50 { text += "ключ\(i): значение é \(i)\n" }
        text += "last: 😀\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.entries.count, 51)
        XCTAssertEqual(root.entry("ключ37")?.key.range, range(of: "ключ37", in: text))
        XCTAssertEqual(root.scalar("ключ37")?.range, range(of: "значение é 37", in: text))
        XCTAssertEqual(root.scalar("last")?.range, range(of: "😀", in: text))
    }

    func testByteOrderMarkIsNotAColumn() throws {
        let text = "\u{FEFF}campaign: x\nname: é\n"
        let file = parseYAML(text)
        let root = try XCTUnwrap(onlyRoot(file))
        XCTAssertEqual(root.entry("campaign")?.key.range.start, SourcePosition(line: 1, column: 1, offset: 3))
        XCTAssertEqual(
            root.scalar("campaign")?.range,
            SourceRange(
                start: SourcePosition(line: 1, column: 11, offset: 13),
                end: SourcePosition(line: 1, column: 12, offset: 14)))
        XCTAssertEqual(root.scalar("name")?.range, range(of: "é", in: text))
        XCTAssertEqual(file.diagnostics, [])
    }

    func testByteOrderMarkInAnAsciiFileWithAnError() {
        let file = parseYAML("\u{FEFF}a: 1\na: 2\n")
        XCTAssertEqual(summaries(file), ["E002 2:1 duplicate key `a` in this mapping"])
        XCTAssertEqual(file.diagnostics.first?.location.range.start.offset, 8)
        XCTAssertEqual(file.diagnostics.first?.notes.first?.location?.range.start, SourcePosition(line: 1, column: 1, offset: 3))
    }

    func testCRLFLineEnds() throws {
        let text = "a: one\r\nb: two\r\nc:\r\n  - é\r\n  - x\r\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("b")?.text, "two")
        XCTAssertEqual(
            root.scalar("b")?.range,
            SourceRange(
                start: SourcePosition(line: 2, column: 4, offset: 11),
                end: SourcePosition(line: 2, column: 7, offset: 14)))
        let items = try XCTUnwrap(root.sequence("c")?.items)
        XCTAssertEqual(
            items.map(\.range.start),
            [
                SourcePosition(line: 4, column: 5, offset: 24),
                SourcePosition(line: 5, column: 5, offset: 32),
            ])
    }

    func testCRLFInAnAsciiFileWithLiteralBlock() throws {
        let text = "a: |\r\n  x\r\n  y\r\nb: 1\r\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("a")?.text, "x\ny\n")
        XCTAssertEqual(root.entry("b")?.key.range.start, SourcePosition(line: 4, column: 1, offset: 16))
    }

    func testBlockMappingRangeRunsFromFirstKeyToEndOfLastValue() throws {
        let text = "outer:\n  first: 1\n  last: value\n\n# trailing comment\nnext: 2\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        let outer = try XCTUnwrap(root.mapping("outer"))
        XCTAssertEqual(
            outer.range,
            SourceRange(
                start: position(of: "first", in: text),
                end: position(of: "value", in: text, plus: 5)))
        XCTAssertEqual(root.range, SourceRange(start: SourcePosition.start, end: position(of: "2", in: text, plus: 1)))
    }

    func testAnchoredBlockMappingStartsAtItsFirstKey() throws {
        let text = "base: &base # the base\n  k: v\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.mapping("base")?.range.start, position(of: "k", in: text))
    }

    func testBlockSequenceRangeRunsFromFirstDashToLastItem() throws {
        let text = "list:\n  - a\n  - bb\nindentless:\n- x\n- y\nz: 1\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(
            root.sequence("list")?.range,
            SourceRange(
                start: position(of: "- a", in: text),
                end: position(of: "bb", in: text, plus: 2)))
        XCTAssertEqual(
            root.sequence("indentless")?.range,
            SourceRange(
                start: position(of: "- x", in: text),
                end: position(of: "- y", in: text, plus: 3)))
    }

    func testFlowCollectionsRangeIncludesBrackets() throws {
        let text = "m: &m { a: 1, b: [x, y] }\ns: [ 1 ]\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.mapping("m")?.range, range(of: "{ a: 1, b: [x, y] }", in: text))
        XCTAssertEqual(root.mapping("m")?.sequence("b")?.range, range(of: "[x, y]", in: text))
        XCTAssertEqual(root.sequence("s")?.range, range(of: "[ 1 ]", in: text))
    }

    func testLinesEndWhereLibyamlEndsThem() throws {
        // A lone CR, NEL, U+2028 and U+2029 end lines in YAML 1.1 and in libyaml; positions
        // (and the snippet renderer's line table) follow them.
        let text = "a: 1\rb: é\u{85}c: 3\u{2028}d: 4\u{2029}e: 5\r\nf: 6\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.entries.map(\.key.text), ["a", "b", "c", "d", "e", "f"])
        XCTAssertEqual(root.entries.map { lc($0.key.range.start) }, ["1:1", "2:1", "3:1", "4:1", "5:1", "6:1"])
        XCTAssertEqual(root.entry("c")?.key.range.start, SourcePosition(line: 3, column: 1, offset: 12))
        XCTAssertEqual(root.scalar("e")?.range, range(of: "5", in: text))
        XCTAssertEqual(root.entry("e")?.key.range.start, position(of: "e:", in: text))
    }

    func testLoneCarriageReturnInAnAsciiFile() throws {
        let text = "a: 1\rb: 2\nc: 3\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.entry("b")?.key.range.start, SourcePosition(line: 2, column: 1, offset: 5))
        XCTAssertEqual(root.entry("c")?.key.range.start, SourcePosition(line: 3, column: 1, offset: 10))
    }

    func testErrorAfterLineSeparatorsIsOnTheRightLine() {
        let file = parseYAML("a: 1\u{2028}b: 2\u{2028}c: @\n")
        XCTAssertEqual(summaries(file), ["E001 3:4 a value cannot start with `@`; it is reserved in YAML"])
        let invalid = parseYAML(bytes: Array("a: 1\rb: \u{85}x".utf8) + [0xFF])
        XCTAssertEqual(summaries(invalid), ["E006 3:2 the file is not valid UTF-8: invalid UTF-8 byte 0xFF"])
    }
}
