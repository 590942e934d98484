import CampaignDiagnostics
import CampaignYAML
import XCTest

/// libyaml's marks (character indexes) converted to byte offsets in files that are not
/// plain ASCII: long ASCII runs (converted eight bytes at a time) between multi-byte
/// characters, every width of UTF-8, and documents that start after a byte-order mark.
final class MarkConversionTests: XCTestCase {
    func testEveryKeyAndValueOfAMixedFileIsWhereItIsWritten() throws {
        let fillers = ["a", "é", "☕", "😀", "abcdefghijklmnopq", "日本語テキスト", "x😀yz0123456789abc"]
        var text = ""
        var expected: [(key: String, value: String)] = []
        for i in 0..<120 {
            let key = "k\(i)" + fillers[i % fillers.count]
            let value = String(repeating: fillers[(i * 3 + 1) % fillers.count], count: 1 + i % 5) + " \(i)"
            text += i % 4 == 0 ? "\(key): \"\(value)\"\n" : "\(key): \(value)\n"
            expected.append((key, value))
        }
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.entries.count, expected.count)
        for (entry, (key, value)) in zip(root.entries, expected) {
            XCTAssertEqual(entry.key.text, key)
            XCTAssertEqual(entry.key.range, span(of: key + ":", in: text, trimmingLast: 1), key)
            guard case .scalar(let scalar) = entry.value else { return XCTFail("\(key) is not a scalar") }
            XCTAssertEqual(scalar.text, value)
            let written = scalar.style == .doubleQuoted ? "\"\(value)\"" : value
            XCTAssertEqual(scalar.range, span(of: ": " + written + "\n", in: text, dropping: 2, trimmingLast: 1), key)
        }
    }

    func testFlowCollectionsOverMultiByteTextKeepTheirBrackets() throws {
        let text = "list: [ \"日本\", 😀😀😀😀😀😀😀😀😀😀, abcdefghijklmnop ]\nmap: {é: ☕, long_ascii_key_here: v}\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.entry("list")?.value.range, range(of: "[ \"日本\", 😀😀😀😀😀😀😀😀😀😀, abcdefghijklmnop ]", in: text))
        XCTAssertEqual(root.entry("map")?.value.range, range(of: "{é: ☕, long_ascii_key_here: v}", in: text))
    }

    func testDocumentAfterAnInnerByteOrderMarkCountsTheMarkAsAColumn() throws {
        let text = "campaign: one\nname: é\n\u{FEFF}---\ncampaign: two\nname: 😀 after the mark\n"
        let file = parseYAML(text)
        XCTAssertEqual(file.documents.count, 2, "\(summaries(file))")
        let second = try XCTUnwrap(file.documents.last?.root)
        XCTAssertEqual(second.entry("campaign")?.key.range, range(of: "campaign", in: text, occurrence: 2))
        XCTAssertEqual(second.scalar("name")?.range, range(of: "😀 after the mark", in: text))
    }

    func testMarksOnTheLineOfAnInnerByteOrderMark() throws {
        let text = "campaign: one\nname: é\n\u{FEFF}--- {campaign: two, name: 😀}\n"
        let file = parseYAML(text)
        XCTAssertEqual(file.documents.count, 2, "\(summaries(file))")
        let second = try XCTUnwrap(file.documents.last?.root)
        // Like the one at the start of the file, the mark is not a column.
        func at(_ column: Int, _ offset: Int) -> SourcePosition { SourcePosition(line: 3, column: column, offset: offset) }
        XCTAssertEqual(second.range, SourceRange(start: at(5, 30), end: at(29, 57)))
        XCTAssertEqual(second.scalar("campaign")?.range, SourceRange(start: at(16, 41), end: at(19, 44)))
        XCTAssertEqual(second.scalar("name")?.range, SourceRange(start: at(27, 52), end: at(28, 56)))
        // Without `---` the mark does not start a document: the error is after it.
        let broken = parseYAML("campaign: one\nname: é\n\u{FEFF}campaign: two\n")
        XCTAssertEqual(summaries(broken).map { String($0.prefix(8)) }, ["E001 3:2"])
    }

    func testFileWithMoreWideCharactersThanListedWalksTheBytes() throws {
        let long = String(repeating: "é☕", count: 40_000)
        let text = "first: \(long)\nsecond: 😀 x\nthird: [a, \"日本\"]\n"
        let root = try XCTUnwrap(onlyRoot(parseYAML(text)))
        XCTAssertEqual(root.scalar("first")?.range, range(of: long, in: text))
        XCTAssertEqual(root.entry("second")?.key.range, range(of: "second", in: text))
        XCTAssertEqual(root.scalar("second")?.range, range(of: "😀 x", in: text))
        XCTAssertEqual(root.entry("third")?.value.range, range(of: "[a, \"日本\"]", in: text))
    }

    /// The range of `needle` with `dropping` scalars cut from its front and `trimmingLast`
    /// from its end.
    private func span(of needle: String, in text: String, dropping: Int = 0, trimmingLast: Int) -> SourceRange {
        let count = needle.unicodeScalars.count
        return SourceRange(
            start: position(of: needle, in: text, plus: dropping),
            end: position(of: needle, in: text, plus: count - trimmingLast))
    }
}
