import CampaignModel
import CanonicalJSON
import XCTest

@testable import CampaignCompiler

/// The campaign schema's click actions (SPEC §2.5.1): editors complete the ten step words,
/// see each one's description, and are told the list's bounds.
final class ActionSchemaTests: XCTestCase {
    private func member(_ value: JSONValue?, _ path: String...) -> JSONValue? {
        path.reduce(value) { $0?[$1] }
    }

    func testTheClickActionOffersCloseALinkOrActions() throws {
        let defs = CampaignSchema.value["$defs"]
        guard case .array(let forms)? = member(defs, "clickAction", "anyOf") else { return XCTFail("clickAction anyOf") }
        XCTAssertEqual(forms.count, 3)
        XCTAssertEqual(member(forms[0], "enum"), ["close"])
        XCTAssertEqual(member(forms[1], "required"), ["uri"])
        XCTAssertEqual(member(forms[2], "required"), ["actions"])
        XCTAssertEqual(member(forms[2], "additionalProperties"), false)
        let actions = member(forms[2], "properties", "actions")
        XCTAssertEqual(member(actions, "minItems"), 1)
        XCTAssertEqual(member(actions, "maxItems"), 10)
        XCTAssertEqual(member(actions, "items", "$ref"), "#/$defs/actionStep")
        XCTAssertNotNil(member(actions, "markdownDescription"), "editor hints reach the actions list")
        XCTAssertEqual(member(actions, "examples")?.arrayValue?.first, ["request_push_permission"])
    }

    func testEveryStepWordIsOfferedOnce() throws {
        guard case .array(let steps)? = member(CampaignSchema.value["$defs"], "actionStep", "anyOf") else { return XCTFail("actionStep anyOf") }
        XCTAssertEqual(member(steps[0], "enum"), ["request_push_permission"])
        var words = ["request_push_permission"]
        for step in steps.dropFirst() {
            guard case .object(let properties)? = member(step, "properties"), properties.count == 1, let word = properties.keys.first else {
                return XCTFail("a step mapping has one key: \(step)")
            }
            XCTAssertEqual(member(step, "required"), [.string(word)])
            XCTAssertEqual(member(step, "additionalProperties"), false, word)
            XCTAssertNotNil(member(step, "properties", word, "markdownDescription") ?? member(step, "description"), word)
            words.append(word)
        }
        XCTAssertEqual(words, ActionStepWord.allCases.map(\.rawValue))
        let subscription = steps.first { $0["properties"]?["set_push_subscription"] != nil }
        XCTAssertEqual(member(subscription, "properties", "set_push_subscription", "enum"), ["opted_in", "subscribed", "unsubscribed"])
    }
}
