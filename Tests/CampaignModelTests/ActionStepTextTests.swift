import CampaignModel
import XCTest

/// Steps as the trace and the preview write them (SPEC §9.4), and the value typing helpers.
final class ActionStepTextTests: XCTestCase {
    func testEveryStepsText() {
        let expected = [
            "request_push_permission",
            "log_custom_event primer_seen",
            #"log_custom_event push_primer_accepted {"beta":false,"source":"onboarding","step":3}"#,
            "set_custom_attribute wants_push true",
            "set_custom_attribute score 2.5",
            #"set_custom_attribute zip "02134""#,
            #"add_to_custom_attribute_array tags "vip""#,
            #"remove_from_custom_attribute_array tags "trial""#,
            "add_to_subscription_group 3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c",
            "remove_from_subscription_group 3F2A9C4E-1B7D-4E8A-9C0F-5D6E7F8A9B0C",
            "set_email_subscription opted_in",
            "set_push_subscription unsubscribed",
            "open_link https://example.com/a/b?c=d",
            "open_link myapp://settings (webview)",
        ]
        XCTAssertEqual(BrazeActionsURITests.everyStep.map(\.0.text), expected)
    }

    func testWordsAndWireTypes() {
        XCTAssertEqual(ActionStepWord.allCases.count, 10)
        XCTAssertEqual(ActionStepWord(wireType: "requestPushPermission"), .requestPushPermission)
        XCTAssertEqual(ActionStepWord(wireType: "openLinkInWebview"), .openLink)
        XCTAssertEqual(ActionStepWord(wireType: "setCustomUserAttribute"), .setCustomAttribute)
        XCTAssertNil(ActionStepWord(wireType: "container"))
        XCTAssertEqual(ActionStepWord.wireTypes.count, 11)
        for word in ActionStepWord.allCases {
            XCTAssertEqual(ActionStepWord(wireType: word.wireType), word)
        }
    }

    func testJSONNumberForms() {
        for number in ["-12", "0", "2.5", "1e3", "1E+3", "-0.5e-7", "10", "0.0"] {
            XCTAssertTrue(ActionValue.isJSONNumber(number), number)
        }
        for text in ["02134", "+1", ".5", "5.", "0x1F", "1_000", ".inf", "-", "", "1e", "1.e3", "--1", "1 ", "١٢"] {
            XCTAssertFalse(ActionValue.isJSONNumber(text), text)
        }
    }

    func testGroupIDsAndSchemes() {
        XCTAssertTrue(ActionStep.isGroupID("3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c"))
        XCTAssertTrue(ActionStep.isGroupID("3F2A9C4E-1B7D-4E8A-9C0F-5D6E7F8A9B0C"))
        for text in [
            "3f2a9c4e1b7d4e8a9c0f5d6e7f8a9b0c", "3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0", "{3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c}",
            "3g2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c",
        ] {
            XCTAssertFalse(ActionStep.isGroupID(text), text)
        }
        XCTAssertTrue(ActionStep.hasScheme("https://x"))
        XCTAssertTrue(ActionStep.hasScheme("my-app+v1.2:x"))
        XCTAssertFalse(ActionStep.hasScheme("//x"))
        XCTAssertFalse(ActionStep.hasScheme("1a:x"))
        XCTAssertFalse(ActionStep.hasScheme("no scheme"))
    }
}
