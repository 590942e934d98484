import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// Hostile sides for `campaignc diff` (SPEC §7): huge payloads and odd keys take time in
/// proportion to their size, and never a crash or a report that hides a character.
final class DiffHostileTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// A payload of `count` campaigns, each with `extras` extras entries; `variant` changes
    /// every campaign's header and one extras value.
    private func payload(count: Int, extras: Int = 3, variant: Int) -> String {
        var triggers: [String] = []
        triggers.reserveCapacity(count)
        let members = (0..<extras).map { #""k\#($0)":"v\#($0 == 1 ? variant : 0)""# }.joined(separator: ",")
        for index in 0..<count {
            triggers.append(
                #"{"id":"c\#(index)","type":"inapp","priority":50,"start_time":0,"trigger_condition":[{"type":"open"}],"#
                    + #""data":{"type":"MODAL","header":"H\#(variant)","message":"M","orientation":"ANY","click_action":"NONE","#
                    + #""message_close":"SWIPE","animate_in":true,"animate_out":true,"image_style":"TOP","extras":{\#(members)},"trigger_id":"c\#(index)"}}"#)
        }
        return #"{"schema_version":2,"trigger_minimum_interval_seconds":30,"local_assets":[],"remote_assets":[],"triggers":["#
            + triggers.joined(separator: ",") + "]}"
    }

    /// The fastest of three runs of the diff of two payload files, in seconds.
    private func time(_ old: String, _ new: String) async throws -> Double {
        try folder.write("old.json", old)
        try folder.write("new.json", new)
        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            let result = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), folder.path("new.json")], format: .json))
            let elapsed = ContinuousClock.now - start
            XCTAssertEqual(result.exitStatus, 1)
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return best
    }

    func testManyCampaignsTakeTimeInProportion() async throws {
        let small = try await time(payload(count: 400, variant: 1), payload(count: 400, variant: 2))
        let large = try await time(payload(count: 1600, variant: 1), payload(count: 1600, variant: 2))
        // Four times the campaigns: about four times the time (a quadratic step would be sixteen).
        XCTAssertLessThan(large, small * 8 + 0.05, "400 campaigns: \(small) s, 1600: \(large) s")
    }

    func testManyExtrasTakeTimeInProportion() async throws {
        let small = try await time(payload(count: 1, extras: 1500, variant: 1), payload(count: 1, extras: 1500, variant: 2))
        let large = try await time(payload(count: 1, extras: 6000, variant: 1), payload(count: 1, extras: 6000, variant: 2))
        XCTAssertLessThan(large, small * 8 + 0.05, "1500 extras: \(small) s, 6000: \(large) s")
    }

    func testOddKeysAndValuesAreShownEscaped() async throws {
        let odd =
            #"{"schema_version":2,"triggers":[{"id":"x","data":{"extras":{"a|b`c<d>\n":"\u202Eevil\u0007","":"e"},"#
            + #""header":"\u2066x","new\u0000key":{"deep":[[[[[[[[1]]]]]]]]}}}]}"#
        try folder.write("old.json", #"{"schema_version":2,"triggers":[{"id":"x","data":{}}]}"#)
        try folder.write("new.json", odd)
        let text = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), folder.path("new.json")]))
        XCTAssertEqual(
            text.standardOutput,
            """
            ~ x
              message.header: (absent) → "\\u2066x"
              message.extras."": (absent) → "e"
              message.extras."a|b`c<d>\\n": (absent) → "\\u202Eevil\\u0007"
              payload.data."new\\u0000key": (absent) → {"deep":[[[[[[[[1]]]]]]]]}
            0 added, 0 removed, 1 changed

            """)
        let markdown = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), folder.path("new.json")], format: .markdown))
        XCTAssertEqual(
            markdown.standardOutput,
            """
            ## campaignc diff: 0 added, 0 removed, 1 changed

            ### `x`

            | path | before | after |
            |---|---|---|
            | `message.header` | — | `"\\u2066x"` |
            | `message.extras.""` | — | `"e"` |
            | ``message.extras."a\\|b`c<d>\\n"`` | — | `"\\u202Eevil\\u0007"` |
            | `payload.data."new\\u0000key"` | — | `{"deep":[[[[[[[[1]]]]]]]]}` |

            """)
    }

    func testIdsFromAPayloadAreShownEscaped() async throws {
        try folder.write("old.json", #"{"schema_version":2,"triggers":[{"id":"gone\u001b[2J","data":{}}]}"#)
        try folder.write("new.json", #"{"schema_version":2,"triggers":[{"id":"a|b`\n","data":{"type":"MODAL"}}]}"#)
        let text = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), folder.path("new.json")]))
        XCTAssertEqual(text.standardOutput, "+ \"a|b`\\n\" (modal)\n- \"gone\\u001b[2J\"\n1 added, 1 removed, 0 changed\n")
        let markdown = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), folder.path("new.json")], format: .markdown))
        XCTAssertEqual(
            markdown.standardOutput,
            "## campaignc diff: 1 added, 1 removed, 0 changed\n\n**Added**\n\n- ``\"a\\|b`\\n\"`` (`modal`)\n\n**Removed**\n\n- `\"gone\\u001b[2J\"`\n")
    }

    func testNestingBeyondTheReadersLimitIsAnInvalidPayload() async throws {
        try folder.write("deep.json", #"{"schema_version":2,"triggers":[{"id":"x","data":"# + String(repeating: "[", count: 200) + "]}")
        let result = await DiffFixture.run(DiffOptions(paths: [folder.path("deep.json"), folder.path("deep.json")]))
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertTrue(result.standardError.hasPrefix("campaignc: error: invalid payload '\(folder.path("deep.json"))': not valid JSON: "), result.standardError)
    }
}
