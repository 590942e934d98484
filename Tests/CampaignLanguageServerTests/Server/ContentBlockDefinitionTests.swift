import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Definition on a content block's name (SPEC §15.7) opens its `NAME.liquid` file, through a
/// session over the driver's analysis of a real project.
final class ContentBlockDefinitionTests: XCTestCase {
    private var folder: TestFolder!
    /// Not optional: `take()` on an optional would be `Optional.take()`.
    private var session = SessionHarness()

    private let campaign = """
        campaign: footer-note
        trigger: session_start
        message: { type: modal, message: "Hi {{content_blocks.${footer}}} and {{content_blocks.${ghost}}} {{ ${first_name} | default: 'x' }}" }

        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "content_blocks: blocks\n")
        try folder.write("blocks/footer.liquid", "See you soon.\n")
        try folder.write("c/note.yaml", campaign)
        session = SessionHarness(any: DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_772_323_200), currentTime: { 0 }))
        session.start(root: folder.path)
        session.open(folder.path("c/note.yaml"), campaign)
        _ = session.take()
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private func definition(character: Int64) -> JSONValue? {
        let params: JSONValue = [
            "textDocument": ["uri": .string(FileURI.uri(ofPath: folder.path("c/note.yaml")))],
            "position": ["line": 2, "character": .integer(character)],
        ]
        session.send(MessageBytes.request(7, "textDocument/definition", params))
        return SessionHarness.answer(7, in: session.take())?["result"]
    }

    func testDefinitionOnABlockNameOpensItsFile() throws {
        let line = Array(campaign.split(separator: "\n")[2].utf8)
        let name = try XCTUnwrap(line.firstRange(of: Array("footer".utf8)))
        let start: JSONValue = ["line": 0, "character": 0]
        let expected: JSONValue = [["uri": .string(FileURI.uri(ofPath: folder.path("blocks/footer.liquid"))), "range": ["start": start, "end": start]]]
        for character in [name.lowerBound, name.lowerBound + 3, name.upperBound] {
            XCTAssertEqual(definition(character: Int64(character)), expected, "at \(character)")
        }
    }

    func testNoDefinitionForABlockThatIsNotThereOrAnotherWord() throws {
        let line = Array(campaign.split(separator: "\n")[2].utf8)
        let ghost = try XCTUnwrap(line.firstRange(of: Array("ghost".utf8)))
        let firstName = try XCTUnwrap(line.firstRange(of: Array("first_name".utf8)))
        let blocks = try XCTUnwrap(line.firstRange(of: Array("content_blocks".utf8)))
        for character in [ghost.lowerBound + 1, firstName.lowerBound + 1, blocks.lowerBound + 2] {
            XCTAssertEqual(definition(character: Int64(character)), .null, "at \(character)")
        }
    }

    func testTheReferenceIsFoundOnlyInsideMarkup() {
        let text = Array("a: content_blocks.${footer} {{content_blocks.footer}}".utf8)
        XCTAssertNil(ContentBlockReference.find(in: text, at: 22))
        XCTAssertEqual(ContentBlockReference.find(in: text, at: 48)?.name, "footer")
        XCTAssertNil(ContentBlockReference.find(in: Array("{{xcontent_blocks.${footer}}}".utf8), at: 22))
    }
}
