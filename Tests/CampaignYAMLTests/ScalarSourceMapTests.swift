import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Every character of a scalar's value maps back to where it was written, in each style.
final class ScalarSourceMapTests: XCTestCase {
    /// The map of the scalar under `key` in `text`, with its value.
    private func map(_ text: String, _ key: String = "f") throws -> (String, ScalarSourceMap) {
        let file = SourceFile(path: "t.yaml", text: text)
        let root = try XCTUnwrap(onlyRoot(YAMLParser.parse(file, limits: .standard)))
        let scalar = try XCTUnwrap(root.scalar(key))
        return (scalar.text, ScalarSourceMap(value: scalar.text, range: scalar.range, source: file))
    }

    /// The index in `value` of the `occurrence`-th `needle`, in Unicode scalars.
    private func index(of needle: String, in value: String, occurrence: Int = 1) -> Int {
        var from = value.startIndex
        var found = value.startIndex
        for _ in 0..<occurrence {
            let r = value.range(of: needle, range: from..<value.endIndex)!
            found = r.lowerBound
            from = r.upperBound
        }
        return value.unicodeScalars[..<found].count
    }

    func testPlainScalarMapsCharacterForCharacter() throws {
        let text = "f: Hi {{${first_name}}}, café\n"
        let (value, map) = try map(text)
        XCTAssertEqual(map.count, value.unicodeScalars.count)
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 1, column: 7, offset: 6))
        XCTAssertEqual(map.position(index(of: "é", in: value)), position(of: "é", in: text))
        XCTAssertEqual(map.position(value.unicodeScalars.count), SourcePosition(line: 1, column: 30, offset: 30))
    }

    func testFoldedPlainScalarSkipsIndentation() throws {
        let text = "f: Hello\n   {{ name }}\n\n   {% if x %}\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "Hello {{ name }}\n{% if x %}")
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 2, column: 4, offset: 12))
        XCTAssertEqual(map.position(index(of: "{%", in: value)), SourcePosition(line: 4, column: 4, offset: 27))
    }

    func testSingleQuotedDoubledQuoteIsOneCharacter() throws {
        let text = "f: 'it''s {{ x }}'\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "it's {{ x }}")
        XCTAssertEqual(map.position(0), SourcePosition(line: 1, column: 5, offset: 4))
        XCTAssertEqual(map.position(index(of: "'", in: value)), SourcePosition(line: 1, column: 7, offset: 6))
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 1, column: 11, offset: 10))
    }

    func testDoubleQuotedEscapesPointAtTheirBackslash() throws {
        let text = #"f: "caf\u00e9 \"{{ x | default: \"y\" }}\" \x41""# + "\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, #"café "{{ x | default: "y" }}" A"#)
        XCTAssertEqual(map.position(index(of: "é", in: value)), SourcePosition(line: 1, column: 8, offset: 7))
        XCTAssertEqual(map.position(index(of: "\"", in: value)), SourcePosition(line: 1, column: 15, offset: 14))
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 1, column: 17, offset: 16))
        XCTAssertEqual(map.position(index(of: "\"y", in: value)), SourcePosition(line: 1, column: 33, offset: 32))
        XCTAssertEqual(map.position(index(of: "y", in: value)), SourcePosition(line: 1, column: 35, offset: 34))
        XCTAssertEqual(map.position(index(of: "A", in: value)), SourcePosition(line: 1, column: 44, offset: 43))
    }

    func testDoubleQuotedEscapedLineBreakJoinsLines() throws {
        let text = "f: \"a\\\n    {{ x }}\\n\n  {% y %}\"\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "a{{ x }}\n {% y %}")
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 2, column: 5, offset: 11))
        XCTAssertEqual(map.position(index(of: "\n", in: value)), SourcePosition(line: 2, column: 12, offset: 18))
        XCTAssertEqual(map.position(index(of: "{%", in: value)), SourcePosition(line: 3, column: 3, offset: 23))
    }

    func testLiteralBlockKeepsLinesAndMoreIndentation() throws {
        let text = "f: |-\n  Hi {{ a }}\n    {% if b %}\n  end\nnext: 1\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "Hi {{ a }}\n  {% if b %}\nend")
        XCTAssertEqual(map.position(0), SourcePosition(line: 2, column: 3, offset: 8))
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 2, column: 6, offset: 11))
        XCTAssertEqual(map.position(index(of: "{%", in: value)), SourcePosition(line: 3, column: 5, offset: 23))
        XCTAssertEqual(map.position(index(of: "end", in: value)), SourcePosition(line: 4, column: 3, offset: 36))
    }

    func testFoldedBlockWithHeaderComment() throws {
        let text = "f: > # note\n  one {{ a }}\n  two\n\n  {% b %}\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "one {{ a }} two\n{% b %}\n")
        XCTAssertEqual(map.position(index(of: "{{", in: value)), SourcePosition(line: 2, column: 7, offset: 18))
        XCTAssertEqual(map.position(index(of: "two", in: value)), SourcePosition(line: 3, column: 3, offset: 28))
        XCTAssertEqual(map.position(index(of: "{%", in: value)), SourcePosition(line: 5, column: 3, offset: 35))
    }

    func testAnAnchorBeforeTheScalarIsSkipped() throws {
        let text = "f: &a \"{{ x }}\"\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "{{ x }}")
        XCTAssertEqual(map.position(0), SourcePosition(line: 1, column: 8, offset: 7))
    }

    func testFlowMappingValueAndCRLF() throws {
        let text = "g: 1\r\nf: a {{ x }}\r\nh: { f: \"{% y %}\" }\r\n"
        let (value, map) = try map(text)
        XCTAssertEqual(value, "a {{ x }}")
        XCTAssertEqual(map.position(2), SourcePosition(line: 2, column: 6, offset: 11))
        let file = SourceFile(path: "t.yaml", text: text)
        let root = try XCTUnwrap(onlyRoot(YAMLParser.parse(file, limits: .standard)))
        let inner = try XCTUnwrap(root.mapping("h")?.scalar("f"))
        let innerMap = ScalarSourceMap(value: inner.text, range: inner.range, source: file)
        XCTAssertEqual(innerMap.position(0), SourcePosition(line: 3, column: 10, offset: 29))
    }

    func testAValueNotFromTheRangeMapsToTheScalarStart() throws {
        let text = "f: abc\n"
        let file = SourceFile(path: "t.yaml", text: text)
        let root = try XCTUnwrap(onlyRoot(YAMLParser.parse(file, limits: .standard)))
        let scalar = try XCTUnwrap(root.scalar("f"))
        let map = ScalarSourceMap(value: "xyz", range: scalar.range, source: file)
        XCTAssertEqual(map.positions, Array(repeating: scalar.range.start, count: 3) + [scalar.range.end])
    }

    func testRangeSpansFromFirstToAfterLast() throws {
        let text = "f: \"a {{ b }}\"\n"
        let (_, map) = try map(text)
        XCTAssertEqual(
            map.range(2..<9),
            SourceRange(start: SourcePosition(line: 1, column: 7, offset: 6), end: SourcePosition(line: 1, column: 14, offset: 13)))
    }
}
