import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Scalars keep their exact text and style: no implicit typing.
final class ScalarTests: XCTestCase {
    func testPlainScalarsKeepTheirTextWithoutTyping() throws {
        let file = parseYAML("a: no\nb: 0755\nc: 1e3\nd: ~\ne: null\nf: yes\ng: 1_000\nh: .inf\n")
        let root = try XCTUnwrap(onlyRoot(file))
        XCTAssertEqual(root.entries.map { $0.value }.map(render), ["no", "0755", "1e3", "~", "null", "yes", "1_000", ".inf"])
        XCTAssertEqual(
            root.entries.map { $0.value }.compactMap { if case .scalar(let s) = $0 { s.style } else { nil } },
            Array(repeating: ScalarStyle.plain, count: 8))
        XCTAssertTrue(try XCTUnwrap(root.scalar("d")).isNull)
        XCTAssertFalse(try XCTUnwrap(root.scalar("a")).isNull)
        XCTAssertEqual(file.diagnostics, [])
    }

    func testEveryStyleWithItsUnescapedText() throws {
        let text = """
            plain: hello world
            single: 'it''s'
            double: "tab\\there \\u00e9\\n"
            literal: |
              line one
              line two
            folded: >-
              folded
              text
            quoted_number: "80"

            """
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("plain"), YAMLScalar(text: "hello world", style: .plain, range: range(of: "hello world", in: text)))
        XCTAssertEqual(root.scalar("single")?.text, "it's")
        XCTAssertEqual(root.scalar("single")?.style, .singleQuoted)
        XCTAssertEqual(root.scalar("double")?.text, "tab\there é\n")
        XCTAssertEqual(root.scalar("double")?.style, .doubleQuoted)
        XCTAssertEqual(root.scalar("literal")?.text, "line one\nline two\n")
        XCTAssertEqual(root.scalar("literal")?.style, .literal)
        XCTAssertEqual(root.scalar("folded")?.text, "folded text")
        XCTAssertEqual(root.scalar("folded")?.style, .folded)
        XCTAssertEqual(root.scalar("quoted_number")?.text, "80")
        XCTAssertTrue(try XCTUnwrap(root.scalar("quoted_number")).style.isQuoted)
    }

    func testQuotedScalarRangesIncludeTheQuotes() throws {
        let text = "a: 'x y'\nb: \"\\u00e9\"\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("a")?.range, range(of: "'x y'", in: text))
        XCTAssertEqual(root.scalar("b")?.range, range(of: "\"\\u00e9\"", in: text))
    }

    func testBlockScalarRangeRunsFromIndicatorToLastText() throws {
        let text = "a: |\n  one\n  two\n\nb: 1\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        let scalar = try XCTUnwrap(root.scalar("a"))
        XCTAssertEqual(lc(scalar.range.start), "1:4")
        XCTAssertEqual(scalar.range.end, position(of: "two", in: text, plus: 3))
    }

    func testEmptyValuesArePlainEmptyScalarsRightAfterTheColon() throws {
        let text = "name:\nother:   # comment\nlist:\n  -\n  - x\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        let name = try XCTUnwrap(root.scalar("name"))
        XCTAssertEqual(name.text, "")
        XCTAssertEqual(name.style, .plain)
        XCTAssertTrue(name.isNull)
        XCTAssertEqual(name.range, SourceRange(at: position(of: "name:", in: text, plus: 5)))
        XCTAssertEqual(root.scalar("other")?.range, SourceRange(at: position(of: "other:", in: text, plus: 6)))
        let item = try XCTUnwrap(root.sequence("list")?.items.first)
        XCTAssertEqual(item.range, SourceRange(at: position(of: "-", in: text, plus: 1)))
    }

    func testEmptyValuesInFlowMappings() throws {
        let text = "m: {a: , b:   }\nn: {c}\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.mapping("m")?.scalar("a")?.range, SourceRange(at: position(of: "a:", in: text, plus: 2)))
        XCTAssertEqual(root.mapping("m")?.scalar("b")?.range, SourceRange(at: position(of: "b:", in: text, plus: 2)))
        XCTAssertEqual(root.mapping("n")?.scalar("c")?.range, SourceRange(at: position(of: "c", in: text, plus: 1)))
        XCTAssertEqual(root.mapping("n")?.scalar("c")?.text, "")
    }

    func testComplexKeyWithoutValueGetsAnEmptyValueAtTheKey() throws {
        let text = "? lonely\nnext: 1\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("lonely")?.text, "")
        XCTAssertEqual(root.scalar("lonely")?.range, SourceRange(at: position(of: "lonely", in: text, plus: 6)))
    }

    func testAnchoredScalarRangeStartsAtItsText() throws {
        let text = "a: &brand \"#FF0000\"\nb: *brand\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        let expected = range(of: "\"#FF0000\"", in: text)
        XCTAssertEqual(root.scalar("a")?.range, expected)
        // An alias value is the anchored node itself, with its original position.
        XCTAssertEqual(root.scalar("b"), YAMLScalar(text: "#FF0000", style: .doubleQuoted, range: expected))
    }

    func testMultiLinePlainScalarIsFolded() throws {
        let text = "a: one\n  two\nb: 1\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("a")?.text, "one two")
        XCTAssertEqual(root.scalar("a")?.range, SourceRange(start: position(of: "one", in: text), end: position(of: "two", in: text, plus: 3)))
    }
}

/// The range of the `occurrence`-th `needle` in `text`.
func range(of needle: String, in text: String, occurrence: Int = 1) -> SourceRange {
    SourceRange(
        start: position(of: needle, in: text, occurrence: occurrence),
        end: position(of: needle, in: text, occurrence: occurrence, plus: needle.unicodeScalars.count))
}
