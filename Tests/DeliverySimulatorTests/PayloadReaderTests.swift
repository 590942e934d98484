import CanonicalJSON
import DeliverySimulator
import XCTest

/// `SimulationPayload.read`: trigger objects of payload version 2, and clear errors for the rest.
final class PayloadReaderTests: XCTestCase {
    typealias F = SimulatorFixture

    private func error(_ text: String, requireVersion: Bool = true) -> String? {
        do {
            _ = try SimulationPayload.read(Array(text.utf8), requireVersion: requireVersion)
            return nil
        } catch {
            return error.message
        }
    }

    func testTriggerLevelDelayAndTimeoutWinOverData() throws {
        let both =
            #"{"id":"a","priority":60,"start_time":5,"end_time":9,"re_eligibility":0,"delay":3,"timeout":4000,"#
            + #""trigger_condition":[{"type":"open"}],"data":{"type":"FULL","delay":7,"image_url":"u","image_style":"GRAPHIC","#
            + #""btns":[{"id":0,"uri":"x"},{"id":"b"}],"message_close":"AUTO_DISMISS","duration":500,"orientation":"PORTRAIT"}}"#
        let onlyData = #"{"id":"b","trigger_condition":[{"type":"purchase","data":{}}],"data":{"type":"SLIDEUP","delay":7}}"#
        let payload = try F.payload([both, onlyData], interval: 12)
        XCTAssertEqual(payload.triggerMinimumIntervalSeconds, 12)
        let a = payload.triggers[0]
        XCTAssertEqual([a.priority, a.startTime, a.endTime, a.reEligibility, a.delay, a.timeout], [60, 5, 9, 0, 3, 4000])
        XCTAssertEqual(a.message.buttons.map(\.id), ["0", "b"])
        XCTAssertEqual(a.message.autoDismissMilliseconds, 500)
        XCTAssertTrue(a.message.isImageOnly)
        XCTAssertEqual(a.message.orientation, "PORTRAIT")
        let b = payload.triggers[1]
        XCTAssertEqual([b.delay, b.priority, b.startTime], [7, 0, 0])
        XCTAssertNil(b.timeout)
        XCTAssertNil(b.reEligibility)
        XCTAssertEqual(b.conditions.map(\.kind), [.purchase])
        XCTAssertNil(b.conditions[0].argument)
        XCTAssertEqual(b.order, 1)
    }

    /// The trigger's own minimum interval and the message's `animate_out` (absent: it animates).
    func testMinimumIntervalAndAnimateOut() throws {
        let own = #"{"id":"a","min_seconds_since_last_trigger":5,"trigger_condition":[{"type":"open"}],"data":{"type":"MODAL","animate_out":false}}"#
        let plain = #"{"id":"b","trigger_condition":[{"type":"open"}],"data":{"type":"MODAL","animate_out":true}}"#
        let absent = #"{"id":"c","trigger_condition":[{"type":"open"}],"data":{"type":"SLIDEUP"}}"#
        let triggers = try F.payload([own, plain, absent]).triggers
        XCTAssertEqual(triggers.map(\.minimumInterval), [5, nil, nil])
        XCTAssertEqual(triggers.map(\.message.animatesOut), [false, true, true])
        let negative = #"{"schema_version":2,"triggers":[{"id":"a","min_seconds_since_last_trigger":-1,"trigger_condition":[],"data":{"type":"MODAL"}}]}"#
        XCTAssertEqual(error(negative), "trigger `a`: `min_seconds_since_last_trigger` -1 is out of range")
        let text = #"{"schema_version":2,"triggers":[{"id":"a","min_seconds_since_last_trigger":"5","trigger_condition":[],"data":{"type":"MODAL"}}]}"#
        XCTAssertEqual(error(text), "trigger `a`: `min_seconds_since_last_trigger` is not an integer")
    }

    func testErrors() {
        XCTAssertEqual(
            error(#"{"schema_version":1,"triggers":[]}"#),
            "the payload has schema_version 1; campaignc test reads schema_version 2 or 3")
        XCTAssertNil(error(#"{"schema_version":1,"triggers":[]}"#, requireVersion: false))
        XCTAssertEqual(error(#"{"triggers":[]}"#), "the payload has no `schema_version`")
        XCTAssertEqual(error(#"[]"#), "the payload is not a JSON object")
        XCTAssertEqual(error(#"{"schema_version":2}"#), "the payload has no `triggers` list")
        let webhook = #"{"schema_version":2,"triggers":[{"id":"a","trigger_condition":[{"type":"webhook"}],"data":{"type":"MODAL"}}]}"#
        XCTAssertEqual(
            error(webhook),
            "trigger `a` condition 1 has the unknown type `webhook`")
        let negative = #"{"schema_version":2,"triggers":[{"id":"a","delay":-1,"trigger_condition":[],"data":{"type":"MODAL"}}]}"#
        XCTAssertEqual(
            error(negative),
            "trigger `a`: `delay` -1 is out of range")
        let huge = #"{"schema_version":2,"triggers":[{"id":"a","start_time":9223372036854775807,"trigger_condition":[],"data":{"type":"MODAL"}}]}"#
        XCTAssertEqual(
            error(huge),
            "trigger `a`: `start_time` 9223372036854775807 is out of range")
        XCTAssertEqual(error(#"{"schema_version":2,"triggers":[{"trigger_condition":[],"data":{}}]}"#), "trigger 1 has no string `id`")
        let timeFilter = #"[[{"property_key":"k","property_type":"time","comparator":1}]]"#
        let badFilter = #"{"type":"custom_event_property","data":{"event_name":"e","property_filters":\#(timeFilter)}}"#
        XCTAssertEqual(
            error(#"{"schema_version":2,"triggers":[{"id":"a","trigger_condition":[\#(badFilter)],"data":{"type":"MODAL"}}]}"#),
            "trigger `a` condition 1 filter 1.1 has no known `property_type`")
        XCTAssertEqual(error(#"{"schema_version":2,"#), "not valid JSON: expected a string key at byte 20")
    }

    /// Issue 23 item 14: two trigger objects with one id are a malformed payload.
    func testDuplicateTriggerIDsAreAnError() {
        let trigger = #"{"id":"a","trigger_condition":[],"data":{"type":"MODAL"}}"#
        let other = #"{"id":"b","trigger_condition":[],"data":{"type":"MODAL"}}"#
        XCTAssertEqual(
            error(#"{"schema_version":2,"triggers":[\#(trigger),\#(other),\#(trigger)]}"#), "triggers 1 and 3 have the same id `a`")
        XCTAssertNil(error(#"{"schema_version":2,"triggers":[\#(trigger),\#(other)]}"#))
    }
}
