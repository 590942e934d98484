import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The campaign key `reevaluate_eligibility` (SPEC §15.5): a boolean, false by default.
final class ReevaluateEligibilityTests: XCTestCase {
    func testTrueIsKeptAndTheDefaultIsFalse() {
        let set = assertClean("campaign: a\nreevaluate_eligibility: true\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        XCTAssertEqual(set.map(\.reevaluateEligibility), [true])
        let unset = assertClean("campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        XCTAssertEqual(unset.map(\.reevaluateEligibility), [false])
    }

    func testAValueThatIsNoBooleanIsReported() {
        let compiled = compileYAML("campaign: a\nreevaluate_eligibility: yes\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        XCTAssertEqual(compiled.diagnostics.map { "\($0.code.rawValue) \($0.location.range.start.line):\($0.location.range.start.column)" }, ["E103 2:25"])
    }
}
