import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The entry point: front-end diagnostics, document bookkeeping, the project loader, helpers.
final class CampaignCompilerEntryTests: XCTestCase {
    let message = "message: { type: slideup, message: Hi }"

    func testFrontEndErrorsDropTheirDocumentButKeepItsID() {
        let compiled = compileYAML("campaign: a\ntrigger: session_start\nname: x\nname: y\n\(message)\n---\ncampaign: b\ntrigger: session_start\n\(message)\n")
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E002])
        XCTAssertEqual(compiled.campaignIDs.map(\.id.value), ["a", "b"])
        XCTAssertEqual(compiled.campaigns.map(\.id.value), ["b"])
        XCTAssertEqual(compiled.path, "test.yaml")
    }

    func testDiagnosticsAreInReportOrder() {
        let compiled = compileYAML("campaign: a\ntrigger: nope\n\(message)\n---\n- not a mapping\n---\ncampaign: B\ntrigger: session_start\n\(message)\n")
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E104, .E007, .E106])
        XCTAssertEqual(compiled.diagnostics.map(\.location.range.start.line), [2, 5, 7])
        XCTAssertEqual(compiled.documentCount, 3)
        XCTAssertEqual(compiled.campaigns.count, 0)
    }

    func testAnchorsAndAliasesReuseFilters() throws {
        let campaigns = assertClean(
            """
            campaign: a
            trigger:
              - custom_event: e1
                filters: &big [{ property: total, greater_than: 50 }]
              - custom_event: e2
                filters: *big
            \(message)
            """)
        let triggers = try XCTUnwrap(campaigns.first?.triggers)
        XCTAssertEqual(triggers.map { $0.filters.first?.alternatives.first?.comparator }, [3, 3])
    }

    func testProjectLoaderDropsNoCampaignWarning() {
        let (settings, diagnostics) = loadProjectYAML("# only a comment\n", root: ".")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(settings, ProjectSettings.standard)
    }

    func testProjectLoaderKeepsFrontEndErrors() {
        let (_, diagnostics) = loadProjectYAML("assets: {}\nassets: {}\n")
        XCTAssertEqual(diagnostics.map(\.code), [.E002])
        XCTAssertEqual(diagnostics.first?.location.file, "campaignc.yaml")
    }

    func testCrossFileAnalysesSeeEveryFile() {
        let file = compileYAML("campaign: a\ntrigger: session_start\n\(message)\n")
        XCTAssertEqual(CampaignCompiler.analyze([file]), [])
        XCTAssertEqual(CampaignCompiler.analyze([file, file]).map(\.code), [.E401], "one id twice is no priority tie")
    }

    func testCampaignHelperWrapsAMessage() throws {
        let yaml = campaign(message: "type: modal\nmessage: ⟨m⟩Hello")
        XCTAssertEqual(MarkedText(yaml).position("m").line, 5)
        XCTAssertEqual(MarkedText(yaml).position("m").column, 12)
        let c = try XCTUnwrap(assertClean(yaml).first)
        XCTAssertEqual(c.message.text?.value, "Hello")
        XCTAssertEqual(c.id.value, "test")
    }

    func testMarkers() {
        let source = MarkedText("a: ⟨x⟩1\nbé: ⟨y⟩[⟨z⟩2]")
        XCTAssertEqual(source.text, "a: 1\nbé: [2]")
        XCTAssertEqual(source.position("x"), SourcePosition(line: 1, column: 4, offset: 3))
        XCTAssertEqual(source.position("y"), SourcePosition(line: 2, column: 5, offset: 10))
        XCTAssertEqual(source.position("z"), SourcePosition(line: 2, column: 6, offset: 11))
    }
}
