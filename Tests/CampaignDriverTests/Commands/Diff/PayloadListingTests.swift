import CampaignModel
import CampaignTestSupport
import CanonicalJSON
import XCTest

@testable import CampaignDriver

/// Trigger objects read back into the language (SPEC §5.1): every key the compiler writes has
/// a language path; anything else is kept under `payload.` so that no difference is hidden.
final class PayloadListingTests: XCTestCase {
    private func view(_ json: String) throws -> [String] {
        let object = try JSONReader().parse(Array(json.utf8))
        return CampaignView(id: "x", object: object).entries.map { "\($0.path.text): \($0.value.yaml)" }
    }

    private func compiled(_ paths: [String]) async throws -> DiffSide.Campaigns {
        try await DiffSide.read(paths[0], options: DiffOptions(paths: paths), environment: DiffFixture.environment()).campaigns
    }

    func testEveryKeyTheSamplesCompileToHasALanguagePath() async throws {
        let samples = DiffFixture.packageRoot.appendingPathComponent("Samples/valid").path
        var campaigns = try await compiled([samples])
        campaigns.merge(try await compiled([DiffFixture.old])) { first, _ in first }
        campaigns.merge(try await compiled([DiffFixture.new])) { first, _ in first }
        XCTAssertGreaterThanOrEqual(campaigns.count, 18)
        XCTAssertTrue(campaigns.values.contains { $0["variants"] != nil })
        for (id, object) in campaigns {
            let view = CampaignView(id: id, object: object)
            XCTAssertEqual(view.entries.filter { $0.path.text.hasPrefix("payload") }.map(\.path.text), [], id)
            XCTAssertFalse(view.summary.hasPrefix("?"), id)
        }
    }

    func testAWholeModalInTheOrderOfTheLanguage() throws {
        let object = """
            {"data":{"animate_in":true,"animate_out":true,"btns":[{"bg_color":4279990479,"click_action":"NONE","id":7,"text":"OK"}],
            "bg_color":4294967295,"click_action":"URI","extras":{"b":"2","a":"1"},"header":"Hi","image_style":"TOP","message":"Body",
            "message_close":"AUTO_DISMISS","duration":1500,"orientation":"ANY","text_align_header":"CENTER","themes":{"dark":{"bg_color":4278190080,
            "btns":[{"text_color":4294967295}]}},"trigger_id":"x","type":"MODAL","uri":"https://example.com/a","use_webview":true,"delay":2},
            "delay":2,"end_time":1775001599,"id":"x","priority":75,"re_eligibility":90,"revision":"0123456789abcdef","start_time":1772355600,
            "timeout":60000,"min_seconds_since_last_trigger":0,"trigger_condition":[{"type":"open"},{"data":{"event_name":"e","property_filters":[[{"comparator":3,
            "property_key":"amount","property_type":"number","property_value":2.5}]]},"type":"custom_event_property"}],"type":"inapp"}
            """
        XCTAssertEqual(
            try view(object),
            [
                "priority: 75",
                "schedule.start: 2026-03-01T09:00:00Z",
                "schedule.end: 2026-03-31T23:59:59Z",
                "reeligible_after: 90s",
                "delay: 2s",
                "expire_after: 1m",
                "minimum_interval: 0s",
                "trigger[0]: session_start",
                "trigger[1].custom_event: \"e\"",
                "trigger[1].filters[0]: amount greater_than 2.5",
                "message.type: modal",
                "message.header: \"Hi\"",
                "message.message: \"Body\"",
                "message.layout: standard",
                "message.orientation: any",
                "message.text_align.header: center",
                "message.click_action: { uri: \"https://example.com/a\", webview: true }",
                "message.dismiss: { after: 1500ms }",
                "message.animate: true",
                "message.buttons[0].text: \"OK\"",
                "message.buttons[0].id: 7",
                "message.buttons[0].click_action: close",
                "message.buttons[0].style.background: #1B78CFFF",
                "message.theme.light.background: #FFFFFFFF",
                "message.theme.dark.background: #000000FF",
                "message.theme.dark.buttons[0].text: #FFFFFFFF",
                "message.extras.a: \"1\"",
                "message.extras.b: \"2\"",
            ])
    }

    func testKeysWithNoLanguageCounterpartAreShownUnderPayload() throws {
        let object = """
            {"id":"x","type":"push","priority":50,"start_time":0,"future":{"a":[1,2]},"trigger_condition":[{"type":"open","data":{}},
            {"type":"geofence","data":{"radius":5}},{"type":"custom_event","data":{"event_name":"e","property_filters":[[{"property_key":"k",
            "property_type":"number","comparator":99,"property_value":1}]]}},{"type":"purchase","data":{"product_id":7}}],
            "data":{"type":"BANNER","animate_in":true,"animate_out":false,"delay":3,"trigger_id":"y","btns":[{"text":"A","glow":true},5],
            "bg_color":-1,"themes":{"light":{}},"extras":{"n":5},"click_action":"URI","uri":"https://x.example"}}
            """
        XCTAssertEqual(
            try view(object),
            [
                "priority: 50",
                "trigger[0]: session_start",
                "trigger[2].custom_event: \"e\"",
                "trigger[2].filters[0]: {\"comparator\":99,\"property_key\":\"k\",\"property_type\":\"number\",\"property_value\":1}",
                // Scalars the language cannot hold stay under their own paths, as JSON.
                "message.type: \"BANNER\"",
                "message.animate: true",
                "message.buttons[0].text: \"A\"",
                "message.theme.light.background: -1",
                "payload.data.animate_out: false",
                "payload.data.btns[0].glow: true",
                "payload.data.btns[1]: 5",
                "payload.data.click_action: \"URI\"",
                "payload.data.delay: 3",
                "payload.data.extras.n: 5",
                "payload.data.themes.light: {}",
                "payload.data.trigger_id: \"y\"",
                "payload.data.uri: \"https://x.example\"",
                "payload.future: {\"a\":[1,2]}",
                "payload.trigger_condition[0].data: {}",
                "payload.trigger_condition[1]: {\"data\":{\"radius\":5},\"type\":\"geofence\"}",
                "payload.trigger_condition[2].type: \"custom_event\"",
                "payload.trigger_condition[3].data.product_id: 7",
                "payload.type: \"push\"",
            ])
    }

    func testOnlyTheRevisionDifferingIsNoChange() throws {
        let a = try JSONReader().parse(Array(#"{"id":"x","revision":"aaaa","priority":1}"#.utf8))
        let b = try JSONReader().parse(Array(#"{"id":"x","revision":"bbbb","priority":1}"#.utf8))
        XCTAssertEqual(DiffReport(old: ["x": a], new: ["x": b]), DiffReport(old: [:], new: [:]))
        XCTAssertTrue(DiffReport(old: ["x": a], new: ["x": b]).isEmpty)
    }

    /// A priority the language cannot hold (a payload file's `1.5`) is one change of
    /// `priority`, not `priority` removed and `payload.priority` added.
    func testAValueTheLanguageCannotHoldIsAChangeOfItsOwnPath() throws {
        let a = try JSONReader().parse(Array(#"{"id":"x","priority":50}"#.utf8))
        let b = try JSONReader().parse(Array(#"{"id":"x","priority":1.5}"#.utf8))
        let report = DiffReport(old: ["x": a], new: ["x": b])
        XCTAssertEqual(report.changed.map(\.changes), [[DiffReport.Change(path: "priority", old: .integer(50), new: .json(b["priority"]!))]])
        XCTAssertEqual(DiffTextRenderer.render(report), "~ x\n  priority: 50 → 1.5\n0 added, 0 removed, 1 changed\n")
    }

    func testAHandWrittenActionsURIThatIsNotTheCompiledOneStaysAURI() throws {
        // The steps of `[request_push_permission]`, with the container the compiler never writes for one step.
        let container = #"{"steps":[{"type":"requestPushPermission"}],"type":"container"}"#
        let bytes = container.utf16.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        let uri = "brazeActions://v1/" + URLSafeBase64Text.encode(bytes)
        XCTAssertEqual(
            try view(#"{"data":{"click_action":"URI","uri":"\#(uri)","use_webview":false}}"#),
            ["message.click_action: { uri: \"\(uri)\" }"])
        let compiled = "brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"
        XCTAssertEqual(
            try view(#"{"data":{"click_action":"URI","uri":"\#(compiled)","use_webview":false}}"#),
            ["message.click_action.actions[0]: request_push_permission"])
    }

    func testBrazeActionsAreComparedStepByStep() throws {
        func object(_ steps: [ActionStep]) throws -> JSONValue {
            let uri = BrazeActionsURI.uri(steps)
            return try JSONReader().parse(Array(#"{"id":"x","data":{"click_action":"URI","uri":"\#(uri)","use_webview":false}}"#.utf8))
        }
        let old = try object([.requestPushPermission, .logCustomEvent(name: "primer_shown", properties: [:])])
        let new = try object([.requestPushPermission, .logCustomEvent(name: "primer_accepted", properties: [:]), .setPushSubscription(.optedIn)])
        let report = DiffReport(old: ["x": old], new: ["x": new])
        XCTAssertEqual(
            DiffTextRenderer.render(report),
            """
            ~ x
              message.click_action.actions[1]: { log_custom_event: primer_shown } → { log_custom_event: primer_accepted }
              message.click_action.actions[2]: (absent) → { set_push_subscription: opted_in }
            0 added, 0 removed, 1 changed

            """)
    }
}

/// URL-safe base64 without padding, for building test URIs.
private enum URLSafeBase64Text {
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        var text = ""
        var index = 0
        while index < bytes.count {
            let chunk = Array(bytes[index..<min(index + 3, bytes.count)])
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0...chunk.count {
                text.append(alphabet[(value >> (18 - 6 * position)) & 63])
            }
            index += 3
        }
        return text
    }
}
