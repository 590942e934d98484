import CampaignDiagnostics
import CampaignYAML
import XCTest

@testable import CampaignLanguageServer

/// The editor tells scenarios from campaigns by the compiler's rule (SPEC §1), merge keys
/// included: `scenario` brought in by `<<` does not make a scenario.
final class DocumentKindTests: XCTestCase {
    private func kinds(_ text: String) -> [DocumentKind] {
        YAMLParser.parse(SourceFile(path: "a.yaml", text: text)).documents.map { DocumentKind.of($0.root) }
    }

    func testWrittenKeysDecide() {
        XCTAssertEqual(kinds("scenario: s\nsteps: []\n---\ncampaign: c\nscenario: s\n"), [.scenario, .campaign])
    }

    func testAKeyFromAMergeDoesNotMakeAScenario() {
        XCTAssertEqual(kinds("base: &b { scenario: s }\n<<: *b\ntrigger: session_start\nmessage: { type: slideup, message: m }\n"), [.campaign])
    }
}
