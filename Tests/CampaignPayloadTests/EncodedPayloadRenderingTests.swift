import CampaignLiquid
import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

/// `render` over the payload `compile`'s per-file stage wrote (SPEC §18): the same bytes as
/// rendering the whole document read back, with only the trigger objects that can differ
/// per user read back.
final class EncodedPayloadRenderingTests: XCTestCase {
    private let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: 1_772_355_600))
    private let profile = LiquidProfile(attributes: ["first_name": .string("Ana"), "user_id": .string("user-1")])

    /// The document rendered the way `--payload` renders it: read back whole, rendered, written.
    private func documentBytes(_ payload: EncodedPayload, _ renderer: PayloadRenderer) throws -> String {
        let rendered = try renderer.render(try JSONReader().parse(payload.document()))
        return String(decoding: JSONWriter(style: payload.style).encodeDocument(rendered.document), as: UTF8.self)
    }

    /// The document the way `render` renders a compiled payload: each object read back
    /// rendered on its own (`element`), the pieces assembled (`document`).
    private func rendered(
        _ payload: EncodedPayload, _ renderer: PayloadRenderer, isTranslated: (String) -> Bool = { _ in false }
    ) throws -> (pieces: [[UInt8]], aborted: [PayloadRenderer.Abort]) {
        let readBack = try PayloadRenderer.ReadBack(payload, isTranslated: isTranslated)
        let elements = try readBack.values.map { value in try value.map { try renderer.element($0, style: payload.style) } }
        return renderer.document(payload, elements: elements)
    }

    private func piecesBytes(_ payload: EncodedPayload, _ renderer: PayloadRenderer, isTranslated: (String) -> Bool = { _ in false }) throws -> String {
        String(decoding: Array(try rendered(payload, renderer, isTranslated: isTranslated).pieces.joined()), as: UTF8.self)
    }

    func testTheGoldenCampaignsRenderToTheSameBytesInBothStyles() throws {
        let campaigns = GoldenInputs.campaigns
        let units = ["spring-sale": ["message": "Tout à -20 % ce week-end"]]
        for style in [JSONWriter.Style.compact, .pretty] {
            let part = PayloadBuilder.encode(campaigns, layout: .documentElement, style: style)
            let payload = PayloadBuilder(project: GoldenInputs.shared.project).build([part], layout: .documentElement, style: style)
            for translations in [[:], units] {
                let renderer = PayloadRenderer(profile: profile, environment: environment, translations: translations)
                let pieces = try piecesBytes(payload, renderer) { translations[$0] != nil }
                XCTAssertEqual(pieces, try documentBytes(payload, renderer), "\(style)")
                if !translations.isEmpty { XCTAssertTrue(pieces.contains("Tout à -20 % ce week-end")) }
            }
        }
    }

    /// `render` keeps each personal object instead of writing it: the same object as the
    /// bytes read back, and the same rendered bytes.
    func testAKeptObjectIsTheWrittenOneAndRendersTheSame() throws {
        let builder = TriggerObjectBuilder()
        for style in [JSONWriter.Style.compact, .pretty] {
            for campaign in GoldenInputs.campaigns {
                let written = builder.encode(campaign, layout: .documentElement, style: style)
                let kept = builder.encode(campaign, layout: .documentElement, style: style, keepingPersonalObject: true)
                XCTAssertEqual(kept.isPersonal, written.isPersonal)
                if written.isPersonal {
                    // Rendering writes the revision for what the user receives.
                    XCTAssertEqual(kept.bytes, [])
                    XCTAssertEqual(kept.revision, "")
                    var object = try XCTUnwrap(try JSONReader().parse(written.bytes).objectValue)
                    object["revision"] = nil
                    XCTAssertEqual(kept.object, .object(object), campaign.id.value)
                } else {
                    XCTAssertEqual(kept, written)
                }
            }
            let project = GoldenInputs.shared.project
            let renderer = PayloadRenderer(profile: profile, environment: environment)
            let payloads = [false, true].map { keeping in
                PayloadBuilder(project: project).build(
                    [PayloadBuilder.encode(GoldenInputs.campaigns, layout: .documentElement, style: style, keepingPersonalObjects: keeping)],
                    layout: .documentElement, style: style)
            }
            XCTAssertEqual(try piecesBytes(payloads[1], renderer), try documentBytes(payloads[0], renderer), "\(style)")
        }
    }

    func testOnlyPersonalOrTranslatedTriggersAreReadBack() throws {
        let payload = PayloadBuilder(project: GoldenInputs.shared.project).build(
            [PayloadBuilder.encode(GoldenInputs.campaigns, layout: .documentElement, style: .compact)], layout: .documentElement, style: .compact)
        let readBack = try PayloadRenderer.ReadBack(payload) { $0 == "welcome" }
        let read = zip(payload.triggers, readBack.values).compactMap { trigger, value in value == nil ? nil : trigger.id }
        XCTAssertEqual(read, ["cart-item-templated", "hello-personalised", "welcome"])
        XCTAssertEqual(payload.triggers.filter(\.isPersonal).map(\.id), ["cart-item-templated", "hello-personalised"])
    }

    /// The promise `isPersonal` makes: a trigger object without it renders to itself for any
    /// user, in any renderer state but a translation.
    func testAnImpersonalTriggerRendersToItself() throws {
        let builder = TriggerObjectBuilder()
        let event = PayloadRenderer.Event(.customEvent("added_to_cart"), properties: ["n": .integer(2)])
        let renderers = [
            PayloadRenderer(profile: profile, environment: environment),
            PayloadRenderer(profile: LiquidProfile(attributes: [:]), environment: environment, event: event, userID: "user-0"),
        ]
        var compared = 0
        for campaign in GoldenInputs.campaigns {
            let encoded = builder.encode(campaign, layout: .documentElement, style: .compact)
            let value = try JSONReader().parse(encoded.bytes)
            let document: JSONValue = ["schema_version": 2, "triggers": [value]]
            for renderer in renderers {
                let rendered = try renderer.render(document).document["triggers"]?.arrayValue?.first
                if encoded.isPersonal {
                    XCTAssertTrue(
                        TriggerObject(id: encoded.id, revision: encoded.revision, value: value).isPersonal, "\(campaign.id.value) is personal both ways")
                } else {
                    XCTAssertEqual(rendered, value, campaign.id.value)
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 2 * (GoldenInputs.campaigns.count - 2))
    }

    func testVariantsAbortsAndRemoteAssetsRenderToTheSameBytes() throws {
        func trigger(_ id: String, _ members: [String: JSONValue]) -> EncodedTrigger {
            var object: [String: JSONValue] = [
                "id": .string(id), "type": "inapp", "priority": 50, "start_time": 0, "trigger_condition": [["type": "open"]],
            ]
            object.merge(members) { _, new in new }
            let revision = PayloadRevision.of(.object(object))
            object["revision"] = .string(revision)
            let written = TriggerObject(id: id, revision: revision, value: .object(object))
            return EncodedTrigger(written, layout: .documentElement, style: .pretty)
        }
        let triggers = [
            trigger(
                "copy-test",
                [
                    "variants": [
                        ["name": "short", "buckets": [0, 59], "data": ["type": "SLIDEUP", "message": "Hi {{${first_name}}}"]],
                        ["name": "long", "buckets": [60, 99], "data": ["type": "MODAL", "message": "Hello"]],
                    ]
                ]),
            trigger("gone", ["data": ["type": "SLIDEUP", "message": "{% abort_message(\"no\") %}"]]),
            trigger("plain", ["data": ["type": "SLIDEUP", "message": "Same for all"]]),
        ]
        XCTAssertEqual(triggers.map(\.isPersonal), [true, true, false])
        let payload = EncodedPayload(
            triggerMinimumIntervalSeconds: 30, triggers: triggers, localAssets: [],
            remoteAssets: [
                RemoteAsset(url: "https://cdn.example.com/a.png", campaigns: ["gone"]),
                RemoteAsset(url: "https://cdn.example.com/b.png", campaigns: ["gone", "plain"]),
            ], layout: .documentElement, style: .pretty)
        let renderer = PayloadRenderer(profile: profile, environment: environment, userID: "user-1")
        let output = try rendered(payload, renderer)
        XCTAssertEqual(output.aborted, [PayloadRenderer.Abort(campaign: "gone", reason: "no")])
        let text = String(decoding: Array(output.pieces.joined()), as: UTF8.self)
        XCTAssertEqual(text, try documentBytes(payload, renderer))
        let document = try JSONReader().parse(Array(text.utf8))
        XCTAssertEqual(document["remote_assets"], [["url": "https://cdn.example.com/b.png", "campaigns": ["plain"]]])
        XCTAssertEqual(document["triggers"]?.arrayValue?.first?["data"]?["message"], "Hi Ana")
        XCTAssertEqual(document["schema_version"], 2)
    }

    func testTheTextsOfEveryVariantAreTheRunsTexts() {
        let trigger: JSONValue = [
            "data": ["message": "a {{'now' | time_zone: 'Europe/Paris'}}"],
            "variants": [["data": ["message": "b"]], ["data": ["header": "c", "message": "d"]]],
        ]
        XCTAssertEqual(PayloadRenderer.texts(of: [trigger, ["id": "no-data"]]).sorted(), ["a {{'now' | time_zone: 'Europe/Paris'}}", "b", "c", "d"])
    }
}
