import CampaignModel
import DeliverySimulator
import XCTest

/// Variants and control groups in the simulator (SPEC §17): the scenario's `user_id` picks the
/// bucket, a variant's message is what shows, and a control message wins its trigger without
/// showing anything. Buckets of `sale` (worked out with Python's hashlib): `scenario-user` 52,
/// `u0` 14, `u2` 65, `u17` 2.
final class VariantSimulationTests: XCTestCase {
    typealias F = SimulatorFixture

    /// `sale` on `added_to_cart`: control 0-9, `a` (a slideup) 10-54, `b` (a modal) 55-99.
    private func sale(reEligibility: Int64? = nil) -> String {
        let slideup = #"{"type":"SLIDEUP","message":"A","animate_out":false,"trigger_id":"sale"}"#
        let modal = #"{"type":"MODAL","message":"B","orientation":"ANY","animate_out":false,"trigger_id":"sale"}"#
        let variants =
            #""control_buckets":[0,9],"variants":[{"name":"a","buckets":[10,54],"data":\#(slideup)},{"name":"b","buckets":[55,99],"data":\#(modal)}]"#
        let again = reEligibility.map { #","re_eligibility":\#($0)"# } ?? ""
        return #"{"id":"sale","type":"inapp","priority":50,"start_time":0\#(again),"#
            + #""trigger_condition":[{"type":"custom_event","data":{"event_name":"added_to_cart"}}],\#(variants)}"#
    }

    private func run(_ user: String?, _ steps: String, header: String = "", triggers: [String]? = nil) throws -> ScenarioOutcome {
        let userLine = user.map { "user: { user_id: \($0) }\n" } ?? ""
        return try F.run(triggers ?? [sale()], steps: steps, header: userLine + header)
    }

    func testTheUsersBucketPicksTheVariant() throws {
        let steps = "  - custom_event: added_to_cart\n  - expect: { displayed: sale, variant: a, visible: sale }\n"
        XCTAssertEqual(F.failures(try run("u0", steps)), [])
        XCTAssertEqual(F.failures(try run(nil, steps)), [])  // scenario-user: bucket 52
        let other = try run("u2", steps)
        XCTAssertEqual(F.failures(other), ["E602 6: expected variant `a` to be displayed; `sale` showed variant `b` (bucket 65)"])
        XCTAssertEqual(
            other.trace?.entries.filter { ["publish", "display"].contains($0.action) }.map(\.text),
            ["sale published as variant `b` (bucket 65)", "sale displayed as variant `b` (bucket 65)"])
    }

    func testTheVariantsMessageIsWhatShows() throws {
        // `b` is a modal: a second modal is not shown over it on the web; `a` is a slideup.
        let outcome = try run("u2", "  - custom_event: added_to_cart\n  - expect: { displayed: sale, variant: b }\n")
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testAControlMessageWinsItsTriggerAndShowsNothing() throws {
        let steps = """
              - custom_event: added_to_cart
              - expect: { displayed: none, visible: none, control: sale, dropped: { campaign: sale, reason: control } }
              - wait: 10s
              - custom_event: added_to_cart
              - expect: { dropped: { campaign: sale, reason: not_reeligible } }
            """
        let outcome = try run("u17", steps, triggers: [sale(reEligibility: 3600)])
        XCTAssertEqual(F.failures(outcome), [])
        XCTAssertEqual(
            outcome.trace?.entries.first { $0.action == "drop" }?.text,
            "sale dropped (control): the user is in the control group (bucket 2): the control message won the trigger, nothing shows; "
                + "re-eligibility and interval stamped")
    }

    func testAControlMessageStampsTheIntervalUnlessTold() throws {
        let other = F.trigger("other", event: "viewed_cart")
        let steps = """
              - custom_event: added_to_cart
              - custom_event: viewed_cart
              - expect: { displayed: none, control: sale, dropped: [{ campaign: sale, reason: control }, { campaign: other, reason: rate_limited }] }
            """
        XCTAssertEqual(F.failures(try run("u17", steps, triggers: [sale(), other])), [])
        let free = """
              - custom_event: added_to_cart
              - custom_event: viewed_cart
              - expect: { displayed: other, control: sale }
            """
        let outcome = try run("u17", free, header: "simulator: { control_stamps_interval: no }\n", triggers: [sale(), other])
        XCTAssertEqual(F.failures(outcome), [])
        XCTAssertEqual(
            outcome.trace?.entries.first { $0.action == "drop" }?.text,
            "sale dropped (control): the user is in the control group (bucket 2): the control message won the trigger, nothing shows; "
                + "re-eligibility stamped")
    }

    func testFailedControlAndVariantExpectationsSayWhatTheUserGot() throws {
        let steps = "  - custom_event: added_to_cart\n  - expect: { control: sale }\n"
        XCTAssertEqual(
            F.failures(try run("u0", steps)),
            ["E602 6: expected the control message of `sale` to win its trigger; the user (bucket 14) is not in its control group: they get variant `a`"])
        XCTAssertEqual(
            F.failures(try run("u17", "  - custom_event: added_to_cart\n  - expect: { variant: a }\n")),
            ["E602 6: expected variant `a` to be displayed; no campaign with variants was displayed"])
        XCTAssertEqual(
            F.failures(try run("u0", steps, triggers: [F.trigger("sale")])),
            ["E602 6: expected the control message of `sale` to win its trigger; the campaign has no control group"])
    }

    func testAPayloadOfVersionThreeIsRead() throws {
        let text = #"{"schema_version":3,"trigger_minimum_interval_seconds":30,"triggers":[\#(sale())],"local_assets":[],"remote_assets":[]}"#
        let payload = try SimulationPayload.read(Array(text.utf8))
        XCTAssertEqual(payload.triggers.first?.variants.map(\.name), ["a", "b"])
        XCTAssertEqual(payload.triggers.first?.controlBuckets, 0...9)
        let assigned = payload.assigned(to: "u2").triggers.first
        XCTAssertEqual(assigned?.assignment?.bucket, 65)
        XCTAssertEqual(assigned?.assignment?.variant, "b")
        XCTAssertEqual(assigned?.message.type, "MODAL")
        XCTAssertEqual(payload.assigned(to: "u17").triggers.first?.isControl, true)
    }
}
