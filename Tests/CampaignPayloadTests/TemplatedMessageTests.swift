import CampaignPayload
import CanonicalJSON
import XCTest

/// A message that reads the event's properties, a connected content response or a catalog is
/// rendered when its trigger fires (`type: templated_iam`); any other message, Liquid or not,
/// stays `inapp`.
final class TemplatedMessageTests: XCTestCase {
    private func data(_ members: [String: JSONValue]) -> JSONValue { .object(members) }

    func testWhatMakesAMessageTemplated() {
        let templated: [(String, JSONValue)] = [
            ("event property in the body", data(["message": "{{event_properties.${item}}}"])),
            ("event property in a tag", data(["header": "{% if event_properties.${n} > 2 %}many{% endif %}"])),
            ("connected content in extras", data(["extras": ["offer": "{% connected_content https://api.example.com/o :save o %}{{o.x}}"]])),
            ("catalog in a button", data(["btns": [["text": "{% catalog_items games g1 %}{{items[0].name}}"]]])),
            ("catalog selection in a uri", data(["uri": "myapp://x?{% catalog_selection_items games top %}"])),
            ("event property in a button uri", data(["btns": [["text": "Go", "uri": "myapp://p/{{event_properties.${id} | url_param_escape}}"]]])),
        ]
        for (name, value) in templated {
            XCTAssertTrue(TemplatedMessage.isTemplated(value), name)
        }
        let standard: [(String, JSONValue)] = [
            ("plain text", data(["message": "Hello", "header": "Hi"])),
            ("attributes only", data(["message": "Hi {{${first_name} | default: 'there'}} {{custom_attribute.${tier}}}"])),
            ("raw braces", data(["message": "{% raw %}{{event_properties.item}}{% endraw %}"])),
            ("a key that holds no Liquid", data(["image_url": "https://cdn.example.com/{{event_properties.x}}.png", "message": "Hi"])),
            ("an extras key", data(["extras": ["{{event_properties.x}}": "plain"]])),
        ]
        for (name, value) in standard {
            XCTAssertFalse(TemplatedMessage.isTemplated(value), name)
        }
        print("TemplatedMessageTests: compared \(templated.count + standard.count) messages")
    }

    func testTheFieldsThatMayHoldLiquidInOrder() {
        let value = data([
            "message": "m", "header": "h", "image_alt": "a", "uri": "u", "image_url": "i", "type": "MODAL",
            "btns": [["text": "b0", "uri": "bu0", "id": 0], ["text": "b1"]],
            "extras": ["z": "ez", "a": "ea"],
        ])
        XCTAssertEqual(
            MessageTexts.fields(of: value).map { "\($0.path)=\($0.text)" },
            ["message=m", "header=h", "image_alt=a", "uri=u", "btns[0].text=b0", "btns[0].uri=bu0", "btns[1].text=b1", "extras.a=ea", "extras.z=ez"])
        let upper = MessageTexts.rewriting(value) { (field: MessageTexts.Field) -> String in field.text.uppercased() }
        XCTAssertJSON(
            upper,
            #"{"btns":[{"id":0,"text":"B0","uri":"BU0"},{"text":"B1"}],"extras":{"a":"EA","z":"EZ"},"header":"H","image_alt":"A","image_url":"i","message":"M","type":"MODAL","uri":"U"}"#
        )
    }

    func testContainsTextSeesExactlyTheFields() {
        let value = data([
            "message": "m", "header": "h", "image_alt": "a", "uri": "u", "image_url": "i", "type": "MODAL",
            "btns": [["text": "b0", "uri": "bu0", "id": 0], "not an object", ["text": "b1"]],
            "extras": ["z": "ez", "a": "ea", "n": 3],
        ])
        let texts = MessageTexts.fields(of: value).map(\.text)
        for text in texts {
            XCTAssertTrue(MessageTexts.containsText(of: value) { $0 == text }, text)
        }
        for other in ["i", "MODAL", "not an object", "z", "btns", ""] {
            XCTAssertFalse(MessageTexts.containsText(of: value) { $0 == other }, other)
        }
        XCTAssertFalse(MessageTexts.containsText(of: "message") { _ in true })
        print("TemplatedMessageTests: compared \(texts.count + 6) texts with fields(of:)")
    }

    func testTheGoldenCampaignsTypes() {
        let payload = PayloadBuilder().build(GoldenInputs.campaigns)
        XCTAssertEqual(
            payload.triggers.map { "\($0.id) \(compactText($0.value["type"]) ?? "")" },
            [
                "cart-item-templated \"templated_iam\"", "cart-reminder \"inapp\"", "hello-personalised \"inapp\"", "html-plain \"inapp\"",
                "html-promo \"inapp\"",
                "spring-sale \"inapp\"", "welcome \"inapp\"",
            ])
    }

    func testReevaluatingEligibilityMakesAnyMessageTemplated() {
        // Braze's "re-evaluate campaign eligibility before displaying": the device asks the
        // server at the trigger, whatever the message says.
        var campaign = GoldenInputs.campaigns.first { $0.id.value == "welcome" }!
        XCTAssertEqual(compactText(PayloadBuilder().build([campaign]).triggers[0].value["type"]), "\"inapp\"")
        campaign.reevaluateEligibility = true
        XCTAssertEqual(compactText(PayloadBuilder().build([campaign]).triggers[0].value["type"]), "\"templated_iam\"")
    }
}
