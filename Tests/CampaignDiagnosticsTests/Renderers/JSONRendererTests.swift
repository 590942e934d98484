import CampaignDiagnostics
import XCTest

final class JSONRendererTests: XCTestCase {
    func testTheReportShape() {
        let duplicate = Fixture.diagnostic(
            .E401, "campaign id `spring-sale` is used twice", "b.yaml", 1, 11, 1, 22,
            notes: [
                Note("the first `campaign: spring-sale` is here", at: Fixture.location("a.yaml", 1, 11, 1, 22)),
                Note("ids are unique across all inputs"),
            ]
        )
        let warning = Fixture.diagnostic(
            .W211, "image URL has no image extension", "a.yaml", 7, 10, 7, 41,
            help: "use a .png, .jpg, .gif or .webp URL",
            fixIts: [
                FixIt("use png", range: Fixture.range(7, 38, 7, 41), replacement: "png"),
                FixIt("append `s`", range: Fixture.range(7, 41, 7, 41), replacement: "s", safe: true),
            ]
        )
        let report = DiagnosticReport(diagnostics: [duplicate, warning], sources: [], files: 2, campaigns: 2)
        let output = JSONDiagnosticRenderer().render(report)
        XCTAssertEqual(
            output,
            #"{"diagnostics":[{"code":"W211","column":10,"end_column":41,"end_line":7,"file":"a.yaml","#
                + #""fingerprint":"b125dc9109832e329378b2a4e166ed3c","#
                + #""fix_its":[{"column":38,"end_column":41,"end_line":7,"line":7,"message":"use png","replacement":"png","safe":false},"#
                + #"{"column":41,"end_column":41,"end_line":7,"line":7,"message":"append `s`","replacement":"s","safe":true}],"#
                + #""help":"use a .png, .jpg, .gif or .webp URL","line":7,"message":"image URL has no image extension","#
                + #""notes":[],"severity":"warning"},"#
                + #"{"code":"E401","column":11,"end_column":22,"end_line":1,"file":"b.yaml","#
                + #""fingerprint":"8a2676d7f3c92015133c21721ba7ea73","line":1,"#
                + #""message":"campaign id `spring-sale` is used twice","#
                + #""notes":[{"column":11,"file":"a.yaml","line":1,"message":"the first `campaign: spring-sale` is here"},"#
                + #"{"message":"ids are unique across all inputs"}],"severity":"error"}],"#
                + #""schema_version":3,"summary":{"baselined":0,"campaigns":2,"errors":1,"files":2,"suppressed":0,"warnings":1}}"#
                + "\n"
        )
    }

    func testAnEmptyReport() {
        let report = DiagnosticReport(diagnostics: [], sources: [], files: 3, campaigns: 5)
        XCTAssertEqual(
            JSONDiagnosticRenderer().render(report),
            #"{"diagnostics":[],"schema_version":3,"summary":{"baselined":0,"campaigns":5,"errors":0,"files":3,"suppressed":0,"warnings":0}}"# + "\n"
        )
    }

    func testTextIsEscapedAsJSONAndBytesMatchTheString() {
        let diagnostic = Fixture.diagnostic(.E106, "bad \"url\" <a/b>\n\u{1}é", "dir/ä.yaml", 2, 3)
        let report = DiagnosticReport(diagnostics: [diagnostic], sources: [], campaigns: 1)
        let renderer = JSONDiagnosticRenderer()
        let output = renderer.render(report)
        XCTAssertTrue(output.contains(#""message":"bad \"url\" <a/b>\n\u0001é""#))
        XCTAssertTrue(output.contains(#""file":"dir/ä.yaml""#))
        XCTAssertEqual(renderer.renderBytes(report), Array(output.utf8))
    }

    func testPrettyStyle() {
        let report = DiagnosticReport(diagnostics: [], sources: [], files: 0, campaigns: 0)
        XCTAssertEqual(
            JSONDiagnosticRenderer(style: .pretty).render(report),
            """
            {
              "diagnostics": [],
              "schema_version": 3,
              "summary": {
                "baselined": 0,
                "campaigns": 0,
                "errors": 0,
                "files": 0,
                "suppressed": 0,
                "warnings": 0
              }
            }

            """
        )
    }
}
