import CampaignDiagnostics
import CampaignYAML
import XCTest

@testable import CampaignLanguageServer

final class TextLinesTests: XCTestCase {
    /// SPEC §13.4's example: E201 at 3:49–3:53.
    private let example = "campaign: party\ntrigger: session_start\nmessage: { header: \"🎉 Café\", message: Hi, type: full }\n"

    func testTheSpecExampleInEachEncoding() throws {
        let bytes = Array(example.utf8)
        // The front end's own positions of `full`: 3:49–3:53.
        let yaml = YAMLParser.parse(SourceFile(path: "a.yaml", bytes: bytes))
        guard case .mapping(let message)? = yaml.documents.first?.root.entry("message")?.value,
            case .scalar(let type)? = message.entry("type")?.value
        else { return XCTFail("no message type") }
        XCTAssertEqual([type.range.start.line, type.range.start.column, type.range.end.column], [3, 49, 53])

        let lines = TextLines(bytes)
        let expected: [(PositionEncoding, Int, Int)] = [(.utf16, 49, 53), (.utf8, 52, 56), (.utf32, 48, 52)]
        for (encoding, start, end) in expected {
            XCTAssertEqual(lines.position(ofOffset: type.range.start.offset, in: encoding), LSPPosition(line: 2, character: start), encoding.rawValue)
            XCTAssertEqual(lines.position(ofOffset: type.range.end.offset, in: encoding), LSPPosition(line: 2, character: end), encoding.rawValue)
            XCTAssertEqual(lines.offset(of: LSPPosition(line: 2, character: start), in: encoding), type.range.start.offset)
        }
        // UTF-16 character 52 (the last `l`) is inside the range; read as scalars it would be past it.
        let hovered = lines.offset(of: LSPPosition(line: 2, character: 52), in: .utf16)
        XCTAssertTrue((type.range.start.offset..<type.range.end.offset).contains(hovered))
        XCTAssertEqual(bytes[hovered], UInt8(ascii: "l"))
    }

    func testLSPEndsLinesAtLFCRLFAndCROnly() {
        let text = "a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g"
        let lines = TextLines(Array(text.utf8))
        XCTAssertEqual(lines.lineCount, 4)
        let g = Array(text.utf8).lastIndex(of: UInt8(ascii: "g"))!
        // NEL, LS and PS are characters of line 3 (one UTF-16 unit each; 2, 3, 3 bytes).
        XCTAssertEqual(lines.position(ofOffset: g, in: .utf16), LSPPosition(line: 3, character: 6))
        XCTAssertEqual(lines.position(ofOffset: g, in: .utf8), LSPPosition(line: 3, character: 11))
    }

    func testLinesThatLibyamlEndsAtLSAreConvertedThroughOffsets() throws {
        // libyaml ends a line at U+2028 (in a quoted name here); LSP does not.
        let text = "name: \"a\u{2028}b\"\nmessage: { type: full }\n"
        let yaml = YAMLParser.parse(SourceFile(path: "a.yaml", text: text))
        guard case .mapping(let message)? = yaml.documents.first?.root.entry("message")?.value,
            case .scalar(let type)? = message.entry("type")?.value
        else { return XCTFail("no message type") }
        XCTAssertEqual(type.range.start.line, 3)
        let lines = TextLines(Array(text.utf8))
        XCTAssertEqual(lines.position(ofOffset: type.range.start.offset, in: .utf16), LSPPosition(line: 1, character: 17))
    }

    func testABOMIsACharacterOfLineZero() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: b".utf8)
        let lines = TextLines(bytes)
        XCTAssertEqual(lines.position(ofOffset: 3, in: .utf16), LSPPosition(line: 0, character: 1))
        XCTAssertEqual(lines.position(ofOffset: 3, in: .utf8), LSPPosition(line: 0, character: 3))
        XCTAssertEqual(lines.position(ofOffset: 3, in: .utf32), LSPPosition(line: 0, character: 1))
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 1), in: .utf16), 3)
    }

    func testInsideAUTF8SequenceMeansTheStartOfItsScalar() {
        let lines = TextLines(Array("aé🎉b".utf8))  // a=0, é=1..<3, 🎉=3..<7, b=7
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 2), in: .utf8), 1)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 5), in: .utf8), 3)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 7), in: .utf8), 7)
    }

    func testBetweenTheHalvesOfASurrogatePairMeansTheStartOfItsScalar() {
        let lines = TextLines(Array("a🎉b".utf8))
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 2), in: .utf16), 1)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 3), in: .utf16), 5)
    }

    func testPastTheEndOfALineMeansItsEndAndPastTheLastLineTheEndOfTheText() {
        let text = Array("ab\r\ncd".utf8)
        let lines = TextLines(text)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 0, character: 99), in: .utf16), 2)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 1, character: 99), in: .utf16), 6)
        XCTAssertEqual(lines.offset(of: LSPPosition(line: 7, character: 0), in: .utf16), 6)
    }

    func testAFinalLineBreakStartsAnEmptyLine() {
        let lines = TextLines(Array("a\n".utf8))
        XCTAssertEqual(lines.lineCount, 2)
        XCTAssertEqual(lines.position(ofOffset: 2, in: .utf16), LSPPosition(line: 1, character: 0))
    }
}
