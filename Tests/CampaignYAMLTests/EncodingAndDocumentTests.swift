import CampaignDiagnostics
import XCTest

@testable import CampaignYAML

/// Two front-end messages a new user met (issue 19): a file saved as UTF-16 (or UTF-32) says
/// so and how to convert it, and a second `campaign:` without `---` says to start a document.
final class EncodingAndDocumentTests: XCTestCase {
    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        let units = Array(text.utf16)
        let bom: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        return bom + units.flatMap { unit in bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    }

    private func utf32(_ text: String, bigEndian: Bool) -> [UInt8] {
        let bom: [UInt8] = bigEndian ? [0x00, 0x00, 0xFE, 0xFF] : [0xFF, 0xFE, 0x00, 0x00]
        return bom
            + text.unicodeScalars.flatMap { scalar in
                let v = scalar.value
                let bytes = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
                return bigEndian ? bytes : bytes.reversed()
            }
    }

    private func expectOtherEncoding(_ bytes: [UInt8], _ name: String, _ order: String, file: StaticString = #filePath, line: UInt = #line) {
        let parsed = parseYAML(bytes: bytes)
        XCTAssertEqual(
            parsed.diagnostics.map { "\(summary($0)) | help: \($0.help ?? "")" },
            [
                "E006 1:1 the file is \(name) (\(order)), not UTF-8: it starts with the \(name) byte-order mark"
                    + " | help: save it as UTF-8 in your editor, or convert it with `iconv -f \(name) -t UTF-8 old.yaml > new.yaml`"
            ], file: file, line: line)
        XCTAssertEqual(
            parsed.diagnostics.first?.location.range,
            SourceRange(start: .start, end: SourcePosition(line: 1, column: 2, offset: 1)), file: file, line: line)
        XCTAssertEqual(parsed.documents.count, 0, file: file, line: line)
    }

    func testUTF16AndUTF32AreKnownByTheirByteOrderMarks() {
        let text = "campaign: café\ntrigger: session_start\n"
        expectOtherEncoding(utf16(text, bigEndian: false), "UTF-16", "little-endian")
        expectOtherEncoding(utf16(text, bigEndian: true), "UTF-16", "big-endian")
        expectOtherEncoding(utf32(text, bigEndian: false), "UTF-32", "little-endian")
        expectOtherEncoding(utf32(text, bigEndian: true), "UTF-32", "big-endian")
        // A mark alone is enough; the UTF-8 mark is still fine.
        expectOtherEncoding([0xFF, 0xFE], "UTF-16", "little-endian")
        XCTAssertEqual(summaries(parseYAML(bytes: [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8))), [])
        // Without a mark, a stray 0xFE is still an invalid byte.
        XCTAssertEqual(summaries(parseYAML(bytes: Array("a: ".utf8) + [0xFE, 0xFF])), ["E006 1:4 the file is not valid UTF-8: invalid UTF-8 byte 0xFE"])
    }

    func testASecondCampaignWithoutADocumentMarkerSaysToStartADocument() {
        let text =
            "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: Hi }\ncampaign: b\ntrigger: any_purchase\n"
            + "message: { type: modal, message: Ho }\n"
        let parsed = parseYAML(text)
        XCTAssertEqual(
            parsed.diagnostics.map { "\(summary($0)) | help: \($0.help ?? "") | note \($0.notes.map { lc($0.location!.range.start) + " " + $0.message })" },
            [
                "E002 4:1 duplicate key `campaign` in this mapping"
                    + " | help: start a new document with `---` on the line above: each campaign is a YAML document of its own"
                    + " | note [\"1:1 `campaign` was first defined here\"]"
            ], "one error: the second campaign's `trigger` and `message` are not reported again")
        let scenarios = parseYAML("scenario: a\nstart: x\nscenario: b\n")
        XCTAssertEqual(
            scenarios.diagnostics.map(\.help),
            ["start a new document with `---` on the line above: each scenario is a YAML document of its own"])
    }

    func testOtherDuplicatesStillSayToRemoveOne() {
        for text in [
            "campaign: a\nname: x\nname: y\n",  // another key at the root
            "message:\n  campaign: a\n  campaign: b\n",  // `campaign` deeper down
            "{ campaign: a, campaign: b }\n",  // a flow mapping: no document can start inside it
        ] {
            XCTAssertEqual(parseYAML(text).diagnostics.map(\.help), ["remove one of them; only the first is used"], text)
        }
        let project = YAMLParser.parse(SourceFile(path: "campaignc.yaml", text: "campaign: a\ncampaign: b\n"), role: .projectFile)
        XCTAssertEqual(project.diagnostics.map(\.help), ["remove one of them; only the first is used"])
        // Each document of a stream is a root of its own.
        XCTAssertEqual(
            parseYAML("campaign: a\ncampaign: b\nname: x\nname: y\n---\ncampaign: c\nname: x\nname: y\n").diagnostics.map(summary),
            ["E002 2:1 duplicate key `campaign` in this mapping", "E002 8:1 duplicate key `name` in this mapping"])
    }
}
