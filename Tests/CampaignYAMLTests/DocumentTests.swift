import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Streams of documents: one campaign each (E007, W009, the document limit of E005).
final class DocumentTests: XCTestCase {
    func testEveryDocumentIsACampaignWithItsIndex() throws {
        let text = "campaign: a\n---\ncampaign: b\n...\n---\n# comment\ncampaign: c\n"
        let file = parseYAML(text)
        XCTAssertEqual(file.documentCount, 3)
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: a}", "{campaign: b}", "{campaign: c}"])
        XCTAssertEqual(file.documents.map(\.index), [0, 1, 2])
        XCTAssertEqual(file.documents[2].root.range.start, position(of: "campaign: c", in: text))
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.source.path, "t.yaml")
    }

    func testRootThatIsAListIsE007AndStillCounted() throws {
        let text = "campaign: a\n---\n- one\n- two\n---\ncampaign: c\n"
        let file = parseYAML(text)
        XCTAssertEqual(file.documentCount, 3)
        XCTAssertEqual(file.documents.map(\.index), [0, 2])
        XCTAssertEqual(summaries(file), ["E007 3:1 a campaign must be a mapping of `key: value` pairs, found a list"])
        XCTAssertEqual(file.diagnostics.first?.help, "start the document with `campaign: <id>`")
    }

    func testRootThatIsAScalarIsE007() {
        let file = parseYAML("--- just text\n")
        XCTAssertEqual(summaries(file), ["E007 1:5 a campaign must be a mapping of `key: value` pairs, found a single value"])
        XCTAssertEqual(file.documents.count, 0)
        XCTAssertEqual(file.documentCount, 1)
    }

    func testEmptyDocumentIsE007AtItsMarker() {
        let file = parseYAML("campaign: a\n---\n---\ncampaign: c\n")
        XCTAssertEqual(summaries(file), ["E007 2:1 a campaign must be a mapping of `key: value` pairs, found an empty document"])
        XCTAssertEqual(file.diagnostics.first?.location.range.end, SourcePosition(line: 2, column: 4, offset: 15))
        XCTAssertEqual(file.documentCount, 3)
        XCTAssertEqual(file.documents.map(\.index), [0, 2])
    }

    func testBareMarkerIsAnEmptyDocument() {
        let file = parseYAML("---\n")
        XCTAssertEqual(summaries(file), ["E007 1:1 a campaign must be a mapping of `key: value` pairs, found an empty document"])
        XCTAssertEqual(file.documentCount, 1)
    }

    func testEmptyFileIsW009() {
        let file = parseYAML("")
        XCTAssertEqual(summaries(file), ["W009 1:1 the file holds no campaign: it has no YAML document"])
        XCTAssertEqual(file.diagnostics.first?.severity, .warning)
        XCTAssertEqual(file.diagnostics.first?.location.range, .fileStart)
        XCTAssertEqual(file.documentCount, 0)
    }

    func testCommentsOnlyIsW009() {
        let file = parseYAML("# nothing here\n\n   # still nothing\n")
        XCTAssertEqual(summaries(file), ["W009 1:1 the file holds no campaign: it has no YAML document"])
    }

    func testMoreDocumentsThanTheLimitIsE005AtTheFirstOneOver() {
        let text = (1...5).map { "---\ncampaign: c\($0)\n" }.joined()
        let file = parseYAML(text, limits: YAMLLimits(maxDocuments: 3))
        XCTAssertEqual(summaries(file), ["E005 7:1 the file holds more than 3 documents; this one and those after it were not checked"])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: c1}", "{campaign: c2}", "{campaign: c3}"])
        XCTAssertEqual(file.documentCount, 3)
    }

    func testTenThousandDocumentsAreAllowed() {
        let text = String(repeating: "---\na: 1\n", count: 10_000)
        let file = parseYAML(text)
        XCTAssertEqual(file.documentCount, 10_000)
        XCTAssertEqual(file.documents.count, 10_000)
        XCTAssertEqual(file.diagnostics, [])
        let over = parseYAML(text + "---\nb: 2\n")
        XCTAssertEqual(summaries(over), ["E005 20001:1 the file holds more than 10000 documents; this one and those after it were not checked"])
    }

    func testProblemsInSeveralDocumentsAreAllReported() {
        let text = "a: 1\na: 2\n---\n- x\n---\nb: *nope\n"
        let file = parseYAML(text)
        XCTAssertEqual(codes(file), ["E002", "E007", "E001"])
        XCTAssertEqual(file.documentCount, 3)
        XCTAssertEqual(file.documents.map(\.index), [0, 2])
    }

    func testAnchorsDoNotCrossDocuments() {
        let file = parseYAML("a: &x 1\n---\nb: *x\n")
        XCTAssertEqual(summaries(file), ["E001 3:4 unknown alias `*x`: no anchor `&x` is defined before it in this document"])
    }
}
