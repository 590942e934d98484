import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Hostile-input finding: "did you mean" filled a table of (word length + 1) × (candidate
/// length + 1) integers for every candidate, so an 8 MiB trigger word took 6.6 s and 1.26 GB.
/// Candidates whose length alone puts them past the limit are now skipped.
final class RegressionDidYouMeanTests: XCTestCase {
    func testHugeWordGetsNoSuggestionQuickly() {
        let word = String(repeating: "a", count: 1_000_000)
        let clock = ContinuousClock()
        var suggestion: String? = "unset"
        let elapsed = clock.measure {
            suggestion = DidYouMean.suggestion(for: word, among: ["session_start", "any_purchase", "custom_event"])
        }
        XCTAssertNil(suggestion)
        XCTAssertLessThan(elapsed, .seconds(1), "suggestion took \(elapsed)")
    }

    /// The skip changes no answer: a candidate within the limit by length is still compared.
    func testSuggestionsAtTheLengthLimitAreUnchanged() {
        // `sesion_start` (12) is one deletion from `session_start` (13); limit 4.
        XCTAssertEqual(DidYouMean.suggestion(for: "sesion_start", among: ["any_purchase", "session_start"]), "session_start")
        // `abcdef` has limit 2: `abcdefgh` (2 longer) is in, `abcdefghi` (3 longer) is out.
        XCTAssertEqual(DidYouMean.suggestion(for: "abcdef", among: ["abcdefghi", "abcdefgh"]), "abcdefgh")
        XCTAssertNil(DidYouMean.suggestion(for: "abcdef", among: ["abcdefghi"]))
        // Length counts Unicode scalars, as the distance does: 6 against 5, one deletion.
        XCTAssertEqual(DidYouMean.suggestion(for: "cafe\u{301}s", among: ["cafes"]), "cafes")
    }

    func testHugeTriggerWordIsOneE104() {
        let word = String(repeating: "a", count: 100_000)
        let compiled = compileYAML("campaign: c\ntrigger: \(word)\nmessage: { type: slideup, message: m }\n")
        XCTAssertEqual(
            compiled.diagnostics.map(render),
            [
                "E104 2:10 expected `session_start`, `any_purchase`, `specific_purchase`, `custom_event` or `push_click`, found `"
                    + String(repeating: "a", count: 40) + "…`"
            ])
    }
}
