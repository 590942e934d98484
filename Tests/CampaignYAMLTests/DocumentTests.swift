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

    /// YAML allows a byte-order mark at the start of every document (issue 9: version 1 broke
    /// such a document). Before `---`, or on the first line after a `---` line, it starts
    /// that document, whose keys are at column 1 as in the first one.
    func testByteOrderMarkAtTheStartOfALaterDocument() throws {
        let bom = [UInt8]([0xEF, 0xBB, 0xBF])
        let afterMarker = bom + Array("campaign: a\n---\n".utf8) + bom + Array("campaign: b\nname: x\n".utf8)
        var file = parseYAML(bytes: afterMarker)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.documentCount, 2)
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: a}", "{campaign: b, name: x}"])
        XCTAssertEqual(file.documents[1].root.range.start, SourcePosition(line: 3, column: 1, offset: 22))
        XCTAssertEqual(file.documents[1].root.entries[1].key.range.start, SourcePosition(line: 4, column: 1, offset: 34))

        let beforeMarker = Array("campaign: a\n".utf8) + bom + Array("---\ncampaign: b\n".utf8)
        file = parseYAML(bytes: beforeMarker)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: a}", "{campaign: b}"])
        XCTAssertEqual(file.documents[1].root.range.start, SourcePosition(line: 3, column: 1, offset: 19))

        // A problem in such a document is reported where it is.
        let broken = Array("campaign: a\n---\n".utf8) + bom + Array("campaign: b\n  bad: [\n".utf8)
        file = parseYAML(bytes: broken)
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: a}"])
        XCTAssertEqual(codes(file), ["E001"])
        XCTAssertEqual(file.diagnostics.first?.location.range.start.line, 4)
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
