import CampaignModel
import CanonicalJSON
import XCTest

@testable import CampaignPayload

/// The compact payload writes each trigger object straight to bytes, telling Liquid from the
/// texts it writes: its bytes and its `isPersonal` are those of the object built as a value
/// and read back (`TriggerObject.isPersonal`, which looks at `MessageTexts`' fields).
final class CompactTriggerTests: XCTestCase {
    private let liquid = "Hi {{${first_name} | default: 'there'}}"

    private func modal(
        header: String = "H", message: String = "B", imageAlt: String? = nil, language: String? = nil, click: ClickAction = .close,
        buttons: [Button] = [], extras: [(String, String)] = []
    ) -> Message {
        .modal(
            ImmersiveMessage(
                common: Fixture.common(.modal, imageAlt: imageAlt, language: language, clickAction: click, extras: extras),
                header: Fixture.at(header), message: Fixture.at(message), buttons: buttons))
    }

    func testLiquidInEachTextFieldMakesTheObjectPersonalAndNowhereElse() {
        let personal: [(String, Message)] = [
            ("message", modal(message: liquid)),
            ("header", modal(header: liquid)),
            ("image_alt", modal(imageAlt: liquid)),
            ("uri", modal(click: .uri("https://example.com/{{${user_id}}}", webview: false))),
            ("button text", modal(buttons: [Fixture.button("Go", id: 0), Fixture.button(liquid, id: 1)])),
            ("button uri", modal(buttons: [Fixture.button("Go", id: 0, action: .uri("app://{{${city}}}", webview: true))])),
            ("extras", modal(extras: [("plain", "x"), ("coupon", liquid)])),
            ("slideup", Fixture.slideup(liquid)),
        ]
        let plain: [(String, Message)] = [
            ("none", modal()),
            ("language", modal(language: "{{x}}")),
            ("extras key", modal(extras: [("{{key}}", "value")])),
            ("text without markup", modal(message: "50% off {x} % } {")),
        ]
        let builder = TriggerObjectBuilder()
        var compared = 0
        for (expected, cases) in [(true, personal), (false, plain)] {
            for (name, message) in cases {
                let campaign = Fixture.campaign("c-\(compared)", message: message)
                let trigger = builder.build(campaign)
                XCTAssertEqual(trigger.isPersonal, expected, name)
                XCTAssertEqual(TriggerObjectBuilder.isPersonal(campaign), expected, name)
                // Told that no text has Liquid, only variants or re-evaluation make it personal.
                XCTAssertFalse(TriggerObjectBuilder.isPersonal(campaign, textsMayHoldLiquid: false), name)
                for layout in [EncodedTrigger.Layout.documentElement, .file] {
                    let encoded = builder.encode(campaign, layout: layout, style: .compact)
                    XCTAssertEqual(encoded, EncodedTrigger(trigger, layout: layout, style: .compact), name)
                    XCTAssertEqual(encoded.isPersonal, expected, name)
                }
                compared += 1
            }
        }
        XCTAssertEqual(compared, 12)
    }

    /// A text using `event_properties` in any Liquid field makes the object templated, as
    /// `TemplatedMessage` reads the written value; elsewhere, or as plain Liquid, it does not.
    func testTemplatedFromEachTextField() {
        let templated = "{{event_properties.${item}}}"
        let cases: [(Message, Bool)] = [
            (modal(message: templated), true), (modal(header: templated), true), (modal(imageAlt: templated), true),
            (modal(click: .uri("https://e.com/\(templated)", webview: false)), true),
            (modal(buttons: [Fixture.button(templated, id: 0)]), true), (modal(extras: [("k", templated)]), true),
            (modal(language: templated), false), (modal(message: liquid), false), (modal(extras: [(templated, "v")]), false),
        ]
        let builder = TriggerObjectBuilder()
        for (index, (message, expected)) in cases.enumerated() {
            let campaign = Fixture.campaign("t-\(index)", message: message)
            let trigger = builder.build(campaign)
            let data = trigger.value[PayloadKey.data.rawValue] ?? .null
            XCTAssertEqual(TemplatedMessage.isTemplated(data), expected, "case \(index)")
            let type = expected ? TemplatedMessage.triggerType : TriggerObjectBuilder.triggerType
            XCTAssertEqual(trigger.value[PayloadKey.type.rawValue], .string(type), "case \(index)")
            XCTAssertEqual(builder.encode(campaign, layout: .file, style: .compact), EncodedTrigger(trigger, layout: .file, style: .compact), "case \(index)")
        }
    }

    /// Extras repeating a key (as `String` compares them) keep the first value, in both forms.
    func testRepeatedExtrasKeepTheFirstValue() {
        let campaign = Fixture.campaign("extras", message: modal(extras: [("k", "first"), ("é", "one"), ("k", "second"), ("e\u{301}", "two")]))
        let encoded = TriggerObjectBuilder().encode(campaign, layout: .documentElement, style: .compact)
        let text = String(decoding: encoded.bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(#""extras":{"k":"first","é":"one"}"#), text)
        XCTAssertEqual(encoded, EncodedTrigger(TriggerObjectBuilder().build(campaign), layout: .documentElement, style: .compact))
    }
}
