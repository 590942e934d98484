import CampaignModel
import CanonicalJSON
import XCTest

/// The wire encoding of click actions (SPEC §2.5.1): the actions object, its canonical text,
/// UTF-16LE, URL-safe base64 without padding, and the strict way back.
final class BrazeActionsURITests: XCTestCase {
    /// The push-primer URI of Braze's sample app, which SPEC §2.5.1 quotes.
    static let pushPrimerURI = "brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"

    /// One step of every kind, and the text each one travels as.
    static let everyStep: [(ActionStep, String)] = [
        (.requestPushPermission, #"{"type":"requestPushPermission"}"#),
        (.logCustomEvent(name: "primer_seen", properties: [:]), #"{"args":["primer_seen"],"type":"logCustomEvent"}"#),
        (
            .logCustomEvent(name: "push_primer_accepted", properties: ["source": .string("onboarding"), "step": .number(3), "beta": .boolean(false)]),
            #"{"args":["push_primer_accepted",{"beta":false,"source":"onboarding","step":3}],"type":"logCustomEvent"}"#
        ),
        (.setCustomAttribute(key: "wants_push", value: .boolean(true)), #"{"args":["wants_push",true],"type":"setCustomUserAttribute"}"#),
        (.setCustomAttribute(key: "score", value: .number(2.5)), #"{"args":["score",2.5],"type":"setCustomUserAttribute"}"#),
        (.setCustomAttribute(key: "zip", value: .string("02134")), #"{"args":["zip","02134"],"type":"setCustomUserAttribute"}"#),
        (.addToCustomAttributeArray(key: "tags", value: "vip"), #"{"args":["tags","vip"],"type":"addToCustomAttributeArray"}"#),
        (.removeFromCustomAttributeArray(key: "tags", value: "trial"), #"{"args":["tags","trial"],"type":"removeFromCustomAttributeArray"}"#),
        (
            .addToSubscriptionGroup("3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c"),
            #"{"args":["3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c"],"type":"addToSubscriptionGroup"}"#
        ),
        (
            .removeFromSubscriptionGroup("3F2A9C4E-1B7D-4E8A-9C0F-5D6E7F8A9B0C"),
            #"{"args":["3F2A9C4E-1B7D-4E8A-9C0F-5D6E7F8A9B0C"],"type":"removeFromSubscriptionGroup"}"#
        ),
        (.setEmailSubscription(.optedIn), #"{"args":["opted_in"],"type":"setEmailNotificationSubscriptionType"}"#),
        (.setPushSubscription(.unsubscribed), #"{"args":["unsubscribed"],"type":"setPushNotificationSubscriptionType"}"#),
        (.openLink(uri: "https://example.com/a/b?c=d", webview: false), #"{"args":["https://example.com/a/b?c=d"],"type":"openLink"}"#),
        (.openLink(uri: "myapp://settings", webview: true), #"{"args":["myapp://settings"],"type":"openLinkInWebview"}"#),
    ]

    func testRequestPushPermissionIsBrazesOwnSampleURIByteForByte() {
        XCTAssertEqual(BrazeActionsURI.uri([.requestPushPermission]), Self.pushPrimerURI)
        XCTAssertEqual(BrazeActionsURI.steps(Self.pushPrimerURI), [.requestPushPermission])
    }

    func testEveryStepTravelsBareAsItsOwnObject() {
        for (step, text) in Self.everyStep {
            XCTAssertEqual(BrazeActionsURI.actionsText([step]), text, "\(step)")
            let uri = BrazeActionsURI.uri([step])
            XCTAssertTrue(uri.hasPrefix("brazeActions://v1/"))
            XCTAssertEqual(BrazeActionsURI.steps(uri), [step], "round trip of \(step)")
        }
    }

    func testSeveralStepsTravelInOneContainerInTheOrderWritten() {
        let steps: [ActionStep] = [
            .requestPushPermission,
            .logCustomEvent(name: "push_primer_accepted", properties: ["source": .string("onboarding"), "step": .number(3)]),
            .setCustomAttribute(key: "wants_push", value: .boolean(true)),
            .openLink(uri: "https://example.com/notifications", webview: true),
        ]
        XCTAssertEqual(
            BrazeActionsURI.actionsText(steps),
            #"{"steps":[{"type":"requestPushPermission"},{"args":["push_primer_accepted",{"source":"onboarding","step":3}],"type":"logCustomEvent"},"#
                + #"{"args":["wants_push",true],"type":"setCustomUserAttribute"},{"args":["https://example.com/notifications"],"type":"openLinkInWebview"}],"#
                + #""type":"container"}"#
        )
        XCTAssertEqual(BrazeActionsURI.steps(BrazeActionsURI.uri(steps)), steps)
        let all = Self.everyStep.map(\.0)
        XCTAssertEqual(BrazeActionsURI.steps(BrazeActionsURI.uri(Array(all.prefix(10)))), Array(all.prefix(10)))
        XCTAssertEqual(BrazeActionsURI.steps(BrazeActionsURI.uri(Array(all.suffix(10)))), Array(all.suffix(10)))
    }

    func testNumbersAreWrittenAsRFC8785WritesThem() {
        func text(_ value: Double) -> String { BrazeActionsURI.actionsText([.setCustomAttribute(key: "n", value: .number(value))]) }
        XCTAssertEqual(text(1e3), #"{"args":["n",1000],"type":"setCustomUserAttribute"}"#)
        XCTAssertEqual(text(2.50), #"{"args":["n",2.5],"type":"setCustomUserAttribute"}"#)
        XCTAssertEqual(text(-0.0), #"{"args":["n",0],"type":"setCustomUserAttribute"}"#)
        XCTAssertEqual(text(1e21), #"{"args":["n",1e+21],"type":"setCustomUserAttribute"}"#)
        XCTAssertEqual(text(0.000001), #"{"args":["n",0.000001],"type":"setCustomUserAttribute"}"#)
        XCTAssertEqual(text(Double("9223372036854775001") ?? 0), #"{"args":["n",9223372036854775000],"type":"setCustomUserAttribute"}"#)
    }

    func testSlashesAndNonASCIITextAreWrittenAsThemselves() {
        let step = ActionStep.logCustomEvent(name: "café/日本", properties: ["ü": .string("a\"b\\c\n")])
        XCTAssertEqual(BrazeActionsURI.actionsText([step]), #"{"args":["café/日本",{"ü":"a\"b\\c\n"}],"type":"logCustomEvent"}"#)
        XCTAssertEqual(BrazeActionsURI.steps(BrazeActionsURI.uri([step])), [step])
    }

    func testUTF16LittleEndianWithoutAByteOrderMarkAndWithSurrogatePairs() {
        XCTAssertEqual(BrazeActionsURI.utf16LittleEndian("{é"), [0x7B, 0x00, 0xE9, 0x00])
        // U+1F514 (bell) is the surrogate pair D83D DD14.
        XCTAssertEqual(BrazeActionsURI.utf16LittleEndian("🔔"), [0x3D, 0xD8, 0x14, 0xDD])
        let step = ActionStep.logCustomEvent(name: "bell 🔔", properties: ["emoji": .string("👍🏽")])
        let uri = BrazeActionsURI.uri([step])
        XCTAssertEqual(BrazeActionsURI.steps(uri), [step])
        let bytes = URLSafeBase64.decode(String(uri.dropFirst(BrazeActionsURI.prefix.count)))
        XCTAssertEqual(bytes, BrazeActionsURI.utf16LittleEndian(#"{"args":["bell 🔔",{"emoji":"👍🏽"}],"type":"logCustomEvent"}"#))
    }

    func testTheBase64IsURLSafeAndUnpadded() {
        // 0xFB 0xFF encodes as `+/8` in the standard alphabet.
        XCTAssertEqual(URLSafeBase64.encode([0xFB, 0xFF]), "-_8")
        XCTAssertEqual(URLSafeBase64.encode([]), "")
        XCTAssertEqual(URLSafeBase64.encode([0x66]), "Zg")
        XCTAssertEqual(URLSafeBase64.encode([0x66, 0x6F]), "Zm8")
        XCTAssertEqual(URLSafeBase64.encode([0x66, 0x6F, 0x6F]), "Zm9v")
        XCTAssertEqual(URLSafeBase64.decode("-_8"), [0xFB, 0xFF])
        XCTAssertEqual(URLSafeBase64.decode("Zg=="), [0x66], "correct padding is read")
        XCTAssertEqual(URLSafeBase64.decode("Zm8="), [0x66, 0x6F])
        for broken in ["+/8", "Zg=", "Z", "Zh", "Zm9", "Zm9v=", "Zg===", "Z g", "Zm9v\n"] {
            XCTAssertNil(URLSafeBase64.decode(broken), broken)
        }
        XCTAssertEqual(URLSafeBase64.decode("Zm9"), nil, "bits after the last byte")
    }

    func testTheSchemeIsComparedWithoutRegardToCase() {
        XCTAssertTrue(BrazeActionsURI.hasScheme("brazeActions://v1/x"))
        XCTAssertTrue(BrazeActionsURI.hasScheme("BRAZEACTIONS:x"))
        XCTAssertFalse(BrazeActionsURI.hasScheme("brazeActionsX://v1/x"))
        XCTAssertFalse(BrazeActionsURI.hasScheme("brazeActions"))
        XCTAssertFalse(BrazeActionsURI.hasScheme("https://braze.com"))
        let lower = "brazeactions://v1/" + Self.pushPrimerURI.dropFirst(BrazeActionsURI.prefix.count)
        XCTAssertEqual(BrazeActionsURI.steps(lower), [.requestPushPermission])
    }

    /// Text that is not exactly a step of the language does not decode.
    func testWhatDoesNotDecode() {
        func uri(_ json: String) -> String { BrazeActionsURI.prefix + URLSafeBase64.encode(BrazeActionsURI.utf16LittleEndian(json)) }
        let payload = String(Self.pushPrimerURI.dropFirst(BrazeActionsURI.prefix.count))
        let broken = [
            "brazeActions://v2/" + payload, "brazeActions://V1/" + payload, "brazeActions:/v1/" + payload, "brazeActions://v1/",
            "brazeActions://v1/" + payload + "/x", "brazeActions://v1/" + payload + "?x=1", "myapp://v1/" + payload,
            uri("{\"type\":\"requestPushPermission\"} x"), uri("[]"), uri("\u{FEFF}{\"type\":\"requestPushPermission\"}"),
            uri(#"{"type":"requestPushPermission","args":[]}"#), uri(#"{"type":"requestPushPermission","x":1}"#), uri(#"{"type":"closeMessage"}"#),
            uri(#"{"type":"container","steps":[]}"#), uri(#"{"type":"container","steps":[{"type":"container","steps":[{"type":"requestPushPermission"}]}]}"#),
            uri(#"{"type":"container","steps":[{"type":"requestPushPermission"}],"x":1}"#),
            uri(#"{"type":"container","steps":["# + Array(repeating: #"{"type":"requestPushPermission"}"#, count: 11).joined(separator: ",") + "]}"),
            uri(#"{"type":"logCustomEvent","args":[]}"#), uri(#"{"type":"logCustomEvent","args":[""]}"#), uri(#"{"type":"logCustomEvent","args":[5]}"#),
            uri(#"{"type":"logCustomEvent","args":["e",{}]}"#), uri(#"{"type":"logCustomEvent","args":["e",{"a":null}]}"#),
            uri(#"{"type":"logCustomEvent","args":["e",{"a":{"b":1}}]}"#), uri(#"{"type":"logCustomEvent","args":["e",{"a":1},3]}"#),
            uri(#"{"type":"setCustomUserAttribute","args":["k"]}"#), uri(#"{"type":"setCustomUserAttribute","args":["k",[1]]}"#),
            uri(#"{"type":"addToCustomAttributeArray","args":["k",1]}"#), uri(#"{"type":"addToSubscriptionGroup","args":["not-a-uuid"]}"#),
            uri(#"{"type":"setEmailNotificationSubscriptionType","args":["Opted_In"]}"#), uri(#"{"type":"openLink","args":["no scheme"]}"#),
            uri(#"{"type":"openLink","args":["https://a.example",true]}"#), uri(#"{"args":["x"]}"#),
        ]
        for text in broken {
            XCTAssertNil(BrazeActionsURI.steps(text), text)
        }
        // An odd number of bytes, and an unpaired surrogate.
        XCTAssertNil(BrazeActionsURI.steps(BrazeActionsURI.prefix + URLSafeBase64.encode([0x7B, 0x00, 0x7D])))
        XCTAssertNil(BrazeActionsURI.steps(BrazeActionsURI.prefix + URLSafeBase64.encode([0x3D, 0xD8, 0x41, 0x00])))
        // A container of one step and keys in another order decode: they are the same steps.
        XCTAssertEqual(BrazeActionsURI.steps(uri(#"{"type":"container","steps":[{"type":"requestPushPermission"}]}"#)), [.requestPushPermission])
        XCTAssertEqual(
            BrazeActionsURI.steps(uri(#" { "type" : "setCustomUserAttribute", "args" : [ "k", 1e3 ] } "#)),
            [.setCustomAttribute(key: "k", value: .number(1000))])
    }
}
