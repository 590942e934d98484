import CampaignDiagnostics
import CampaignYAML
import XCTest

/// `YAMLMapping.nodePath(to:)`: the node paths fingerprints are made of (SPEC §4.4).
final class NodePathTests: XCTestCase {
    private let text = """
        campaign: sale
        message:
          buttons:
            - id: 1
              text: Buy
            - { id: 2, text: "Later" }
        tags: [a, b]

        """

    /// The node path at the first occurrence of `needle` (plus `shift` scalars).
    private func path(at needle: String, shift: Int = 0) throws -> String {
        let file = parseYAML(text)
        let root = try XCTUnwrap(file.documents.first?.root)
        let prefix = try XCTUnwrap(text.range(of: needle)).lowerBound
        let before = text[..<prefix]
        let line = before.count { $0 == "\n" } + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count } ?? 0
        let position = SourcePosition(line: line, column: column + 1 + shift, offset: before.utf8.count + shift)
        return root.nodePath(to: position)
    }

    func testKeysValuesAndSequenceItems() throws {
        XCTAssertEqual(try path(at: "campaign"), "campaign")
        XCTAssertEqual(try path(at: "sale"), "campaign")
        XCTAssertEqual(try path(at: "buttons"), "message.buttons")
        XCTAssertEqual(try path(at: "Buy"), "message.buttons[0].text")
        XCTAssertEqual(try path(at: "\"Later\"", shift: 2), "message.buttons[1].text")
        XCTAssertEqual(try path(at: "{ id: 2"), "message.buttons[1]")
        XCTAssertEqual(try path(at: "- { id: 2"), "message.buttons", "the dash is in the sequence, not in the item")
        XCTAssertEqual(try path(at: "b]"), "tags[1]")
    }

    func testOutsideEveryNodeIsEmpty() throws {
        let root = try XCTUnwrap(parseYAML(text).documents.first?.root)
        XCTAssertEqual(root.nodePath(to: SourcePosition(line: 9, column: 1, offset: text.utf8.count + 5)), "")
    }

    func testScalarRangesIncludeKeys() throws {
        let root = try XCTUnwrap(parseYAML("a: 'x # y'\n").documents.first?.root)
        XCTAssertEqual(root.scalarRanges.map { [$0.start.offset, $0.end.offset] }.sorted { $0[0] < $1[0] }, [[0, 1], [3, 10]])
    }
}
