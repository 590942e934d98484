import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Issue: decoder diagnostics were not capped — 200,000 unknown keys (2 MB) used 298 MB and
/// made a 109 MB report. Every stage now keeps at most 1,000 diagnostics per file, and the
/// last one says how many more were found.
final class RegressionDiagnosticCapTests: XCTestCase {
    func testTwoHundredThousandUnknownKeysGiveAThousandE101AndACount() {
        let keys = (0..<200_000).map { "k\($0): 1\n" }.joined()
        let text = "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n" + keys
        let compiled = compileYAML(text)
        XCTAssertEqual(compiled.diagnostics.count, 1_000)
        XCTAssertEqual(Set(compiled.diagnostics.map(\.code)), [.E101])
        XCTAssertEqual(compiled.diagnostics.first?.location.range.start.line, 4)
        XCTAssertEqual(compiled.diagnostics.last?.location.range.start.line, 1_003)
        XCTAssertEqual(
            compiled.diagnostics.last?.notes.last?.message,
            "this file has 199,000 more problems that are not reported (at most 1,000 per file)"
        )
        XCTAssertEqual(compiled.diagnostics.dropLast().filter { !$0.notes.isEmpty }.count, 0, "only the last one carries the count")
        XCTAssertTrue(compiled.campaigns.isEmpty, "E101 leaves nothing to compile")
    }

    func testUnderTheCapNothingIsAdded() {
        let keys = (0..<999).map { "k\($0): 1\n" }.joined()
        let compiled = compileYAML("campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n" + keys)
        XCTAssertEqual(compiled.diagnostics.count, 999)
        XCTAssertTrue(compiled.diagnostics.allSatisfy(\.notes.isEmpty))
    }

    func testOneMoreIsSingular() {
        XCTAssertEqual(
            LimitNotes.unreported(1, limit: DecodingContext.diagnosticLimit), "this file has 1 more problem that is not reported (at most 1,000 per file)")
        XCTAssertEqual(Words.thousands(1_234_567), "1,234,567")
        XCTAssertEqual(Words.thousands(999), "999")
    }
}
