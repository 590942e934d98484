import CampaignLiquid
import CampaignPayload
import CanonicalJSON
import XCTest

/// A trigger object with variants rendered for one user (SPEC §17, §18). Buckets of the id
/// `copy-test` (checked with Python's hashlib): `user-8` 7, `user-1` 25, `user-0` 83.
final class PayloadRendererVariantsTests: XCTestCase {
    private let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: 1_772_355_600))
    private let profile = LiquidProfile(attributes: ["first_name": .string("Ana")])

    private func document(type: String = "inapp", control: JSONValue? = [0, 19], second: JSONValue = [60, 99]) -> JSONValue {
        var trigger: [String: JSONValue] = [
            "id": "copy-test", "revision": "0000000000000000", "type": .string(type), "priority": 50, "start_time": 0,
            "trigger_condition": [["type": "open"]],
            "variants": [
                ["name": "short", "buckets": [20, 59], "data": ["type": "SLIDEUP", "message": "Hi {{${first_name}}}"]],
                ["name": "long", "buckets": second, "data": ["type": "MODAL", "message": "Hello"]],
            ],
        ]
        trigger["control_buckets"] = control
        return ["schema_version": 3, "trigger_minimum_interval_seconds": 30, "triggers": [.object(trigger)]]
    }

    private func rendered(_ document: JSONValue, for user: String?) throws -> JSONValue? {
        try PayloadRenderer(profile: profile, environment: environment, userID: user).render(document).document["triggers"]?.arrayValue?.first
    }

    func testTheUsersVariantBecomesTheDataAndIsRendered() throws {
        let short = try XCTUnwrap(try rendered(document(), for: "user-1")?.objectValue)
        XCTAssertEqual(short["data"], ["type": "SLIDEUP", "message": "Hi Ana"])
        XCTAssertNil(short["variants"])
        XCTAssertNil(short["control_buckets"])
        XCTAssertNotEqual(short["revision"], "0000000000000000")
        XCTAssertEqual(try rendered(document(), for: "user-0")?["data"], ["type": "MODAL", "message": "Hello"])
    }

    func testAControlUserGetsTheControlMessageOfTheFirstVariantsType() throws {
        for type in ["inapp", "templated_iam"] {
            let control = try XCTUnwrap(try rendered(document(type: type), for: "user-8")?.objectValue)
            XCTAssertEqual(control["data"], ["is_control": true, "trigger_id": "copy-test", "type": "SLIDEUP"])
            XCTAssertEqual(control["type"], "inapp")
            XCTAssertNil(control["control_buckets"])
        }
        // Without a control group, bucket 7 is in no range: the last variant, as the simulator does.
        XCTAssertEqual(try rendered(document(control: nil), for: "user-8")?["data"], ["type": "MODAL", "message": "Hello"])
    }

    func testATemplatedVariantKeepsItsTriggerWithoutData() throws {
        let templated = try XCTUnwrap(try rendered(document(type: "templated_iam"), for: "user-1")?.objectValue)
        XCTAssertNil(templated["data"])
        XCTAssertNil(templated["variants"])
        XCTAssertEqual(templated["type"], "templated_iam")
    }

    func testWithoutAUserIDOrWithBrokenVariantsItFails() {
        XCTAssertThrowsError(try rendered(document(), for: nil)) { error in
            XCTAssertEqual(
                error as? PayloadRenderer.Failure,
                PayloadRenderer.Failure(
                    campaign: "copy-test", field: "variants", message: "the campaign has variants and the profile has no `user_id` to pick one"))
        }
        var broken = document().objectValue ?? [:]
        broken["triggers"] = [["id": "copy-test", "type": "inapp", "variants": "no"]]
        XCTAssertThrowsError(try rendered(.object(broken), for: "user-1")) { error in
            XCTAssertEqual((error as? PayloadRenderer.Failure)?.message, "`variants` is not a list of variant objects")
        }
    }
}
