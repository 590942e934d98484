import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// A scenario's `user: { user_id: … }` (SPEC §17), and the expectations `variant` and `control`.
final class ScenarioUserTests: XCTestCase {
    private let head = "scenario: s\nstart: 2026-03-02T10:00:00Z\n"

    func testTheUserIDDefaultsToScenarioUser() throws {
        let compiled = compileYAML(head + "steps:\n  - expect: { displayed: none }\n")
        XCTAssertEqual(compiled.scenarios.first?.userID, "scenario-user")
        let named = compileYAML(head + "user: { user_id: user-42 }\nsteps:\n  - expect: { displayed: none }\n")
        XCTAssertEqual(named.diagnostics.map(render), [])
        XCTAssertEqual(named.scenarios.first?.userID, "user-42")
    }

    func testABadUserIsReported() {
        assertDiagnostics(
            head + "user: { user_id: ⟨e⟩\"\", ⟨k⟩email: a@example.com }\nsteps:\n  - expect: { displayed: none }\n",
            [
                Expect(.E107, at: "e", "`user_id` must not be empty"),
                Expect(.E101, at: "k", "unknown key `email`"),
            ])
    }

    func testVariantAndControlExpectations() throws {
        let compiled = compileYAML(head + "steps:\n  - expect: { displayed: sale, variant: long-copy, control: other }\n")
        XCTAssertEqual(compiled.diagnostics.map(render), [])
        guard case .expect(let expectation)? = compiled.scenarios.first?.steps.first?.kind else { return XCTFail("no expect") }
        XCTAssertEqual(expectation.variant?.value.value, "long-copy")
        XCTAssertEqual(expectation.control?.value.value, "other")
        XCTAssertEqual(expectation.campaignReferences.map(\.value), ["sale", "other"])
    }
}
