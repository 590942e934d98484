import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The compiler's summary of each document (index, range, kind, id, name and type as written),
/// and the document of each diagnostic, which the preview's cards and an editor's symbols use
/// after the node tree is gone.
final class DocumentSummaryTests: XCTestCase {
    private let text = """
        campaign: ok
        name: Fine
        trigger: session_start
        message: { type: slideup, message: Hi }
        ---
        campaign: broken
        name: Broken one
        trigger: sesion_start
        message: { type: modl, message: Hi }
        # a comment after the last key still belongs to this document
        ---
        scenario: s
        start: 2026-03-01T09:00:00Z
        steps:
          - expect: { displayed: none }

        """

    func testEveryDocumentIsSummarized() {
        let compiled = compileYAML(text)
        XCTAssertEqual(compiled.documents.map(\.index), [0, 1, 2])
        XCTAssertEqual(compiled.documents.map(\.kind), [.campaign, .campaign, .scenario])
        XCTAssertEqual(compiled.documents.map(\.id), ["ok", "broken", "s"])
        XCTAssertEqual(compiled.documents.map(\.name), ["Fine", "Broken one", nil])
        XCTAssertEqual(compiled.documents.map(\.type), ["slideup", "modl", nil])
        XCTAssertEqual(compiled.documents.map(\.range.start.line), [1, 6, 12])
        XCTAssertEqual(compiled.campaigns.map(\.id.value), ["ok"])
    }

    func testSkippedScenariosAreNotSummarized() {
        let compiler = CampaignCompiler(now: testNow, files: testFiles)
        let compiled = compiler.compile(YAMLParser.parse(SourceFile(path: "test.yaml", text: text)), needs: CompilationNeeds(scenarios: false))
        XCTAssertEqual(compiled.documents.map(\.id), ["ok", "broken"])
    }

    func testEachDiagnosticKnowsItsDocument() {
        let compiled = compileYAML(text + "# campaignc: ignore[W402]\n")
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E104, .E104, .W011])
        XCTAssertEqual(compiled.diagnostics.map(\.document), [1, 1, 2])
        XCTAssertEqual(compiled.suppressions.map(\.document), [2], "a comment after the last document's root is still in it")
        XCTAssertEqual(compiled.suppressions.map(\.nodePath), [""], "…but outside its root, so at no node")
    }

    func testNothingBeforeTheFirstDocument() {
        let compiled = compileYAML(
            "# campaignc: ignore[W402] -- before anything\n---\ncampaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        XCTAssertEqual(compiled.suppressions.map(\.document), [nil])
    }
}
