import CampaignLiquid
import CampaignPayload
import CanonicalJSON
import XCTest

/// The payload rendered for one user (SPEC §18), over trigger objects as `compile` writes them.
final class PayloadRendererTests: XCTestCase {
    private let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: 1_772_355_600))

    private func trigger(_ id: String, type: String = "inapp", event: String? = nil, data: [String: JSONValue]) -> JSONValue {
        let condition: JSONValue = event.map { ["type": "custom_event", "data": ["event_name": .string($0)]] } ?? ["type": "open"]
        return [
            "id": .string(id), "revision": "0000000000000000", "type": .string(type), "priority": 50, "start_time": 0,
            "trigger_condition": [condition], "data": .object(data),
        ]
    }

    private func document(_ triggers: [JSONValue]) -> JSONValue {
        ["schema_version": 2, "trigger_minimum_interval_seconds": 30, "triggers": .array(triggers), "local_assets": [], "remote_assets": []]
    }

    private let profile = LiquidProfile(attributes: ["first_name": .string("Ana"), "user_id": .string("a b")])

    func testUrisMustRenderAbsolute() throws {
        let good = document([trigger("a", data: ["uri": "myapp://p?u={{${user_id} | url_param_escape}}", "message": "x"])])
        let rendered = try PayloadRenderer(profile: profile, environment: environment).render(good)
        XCTAssertEqual(rendered.document["triggers"]?.arrayValue?.first?["data"]?["uri"], "myapp://p?u=a%20b")
        // An `extras` value is text, whatever its key: it need not render to a URI.
        let extras = document([trigger("e", data: ["message": "x", "extras": ["redirect_uri": "{{custom_attribute.${link}}}"]])])
        let renderedExtras = try PayloadRenderer(profile: profile, environment: environment).render(extras)
        XCTAssertEqual(renderedExtras.document["triggers"]?.arrayValue?.first?["data"]?["extras"], ["redirect_uri": ""])
        let bad = document([trigger("b", data: ["btns": [["text": "Go", "uri": "{{custom_attribute.${link}}}"]]])])
        XCTAssertThrowsError(try PayloadRenderer(profile: profile, environment: environment).render(bad)) { error in
            XCTAssertEqual(
                error as? PayloadRenderer.Failure,
                PayloadRenderer.Failure(campaign: "b", field: "btns[0].uri", message: "the rendered URI `` is not an absolute URI"))
        }
    }

    func testRevisionIsWrittenForTheRenderedBytes() throws {
        let rendered = try PayloadRenderer(profile: profile, environment: environment).render(
            document([trigger("a", data: ["message": "Hi {{${first_name}}}"])]))
        var object = try XCTUnwrap(rendered.document["triggers"]?.arrayValue?.first?.objectValue)
        XCTAssertEqual(object["data"]?["message"], "Hi Ana")
        let revision = object["revision"]
        object["revision"] = nil
        XCTAssertEqual(revision, .string(PayloadRevision.of(.object(object))))
    }

    func testAbortedCampaignsLeaveTheRemoteAssets() throws {
        var value = document([
            trigger("gone", data: ["message": "{% abort_message(\"no\") %}"]), trigger("kept", data: ["message": "ok"]),
        ]).objectValue!
        value["remote_assets"] = [
            ["url": "https://cdn.example.com/a.png", "campaigns": ["gone"]], ["url": "https://cdn.example.com/b.png", "campaigns": ["gone", "kept"]],
        ]
        let rendered = try PayloadRenderer(profile: profile, environment: environment).render(.object(value))
        XCTAssertEqual(rendered.aborted, [PayloadRenderer.Abort(campaign: "gone", reason: "no")])
        XCTAssertEqual(rendered.document["triggers"]?.arrayValue?.count, 1)
        XCTAssertEqual(rendered.document["remote_assets"], [["url": "https://cdn.example.com/b.png", "campaigns": ["kept"]]])
    }

    func testTemplatedMessagesWaitForTheirEvent() throws {
        let payload = document([trigger("t", type: "templated_iam", event: "added", data: ["message": "{{event_properties.${n}}} items"])])
        let idle = try PayloadRenderer(profile: profile, environment: environment).render(payload)
        XCTAssertNil(idle.document["triggers"]?.arrayValue?.first?["data"])
        let other = PayloadRenderer.Event(.customEvent("viewed"), properties: ["n": .integer(3)])
        XCTAssertNil(
            try PayloadRenderer(profile: profile, environment: environment, event: other).render(payload).document["triggers"]?.arrayValue?.first?["data"])
        let added = PayloadRenderer.Event(.customEvent("added"), properties: ["n": .integer(3)])
        let fired = try PayloadRenderer(profile: profile, environment: environment, event: added).render(payload)
        XCTAssertEqual(fired.document["triggers"]?.arrayValue?.first?["data"]?["message"], "3 items")
    }
}
