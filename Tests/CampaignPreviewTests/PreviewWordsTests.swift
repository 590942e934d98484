import CampaignModel
import XCTest

@testable import CampaignPreview

/// The words and small encodings of a card: trigger summary, times, base64, bridge stub.
final class PreviewWordsTests: XCTestCase {
    private typealias F = PreviewFixtures

    private func filter(_ property: String, _ op: FilterOperator, _ value: FilterValue) -> PropertyFilter {
        PropertyFilter(
            property: F.located(property), op: F.located(op), value: F.located(value), type: .string, typeIsExplicit: false, range: F.here
        )
    }

    func testTriggerInWords() {
        let number = FilterValue.number(NumberValue(text: "50", double: 50, integer: 50))
        let trigger = Trigger(
            kind: .customEvent, argument: F.located("added_to_cart"),
            filters: [.filter(filter("cart_total", .greaterThan, number))], range: F.here
        )
        XCTAssertEqual(TriggerSummary.words(trigger), "custom event added_to_cart where cart_total > 50")
        let anyOf = Trigger(
            kind: .customEvent, argument: F.located("added_to_cart"),
            filters: [.anyOf([filter("cart_total", .greaterThan, number), filter("category", .equals, .string("shoes"))], range: F.here)],
            range: F.here
        )
        XCTAssertEqual(TriggerSummary.words(anyOf), "custom event added_to_cart where cart_total > 50, or category = shoes")
        let session = Trigger(kind: .sessionStart, range: F.here)
        let push = Trigger(kind: .pushClick, argument: F.located("winback"), range: F.here)
        XCTAssertEqual(TriggerSummary.words([session, push]), "session start; or click on push winback")
        XCTAssertEqual(TriggerSummary.words(filter("coupon", .exists, .boolean(false))), "coupon does not exist")
        XCTAssertEqual(TriggerSummary.words(filter("seen", .lessThanAgo, .duration(.hours(1)))), "seen less than 1h ago")
        XCTAssertEqual(TriggerSummary.words(filter("due", .lessThanIn, .duration(.days(2)))), "due in less than 2d")
        XCTAssertEqual(TriggerSummary.words(filter("due", .moreThanIn, .duration(.hours(1)))), "due in more than 1h")
        XCTAssertEqual(TriggerSummary.words(filter("at", .after, .time(Timestamp(unixSeconds: 1_767_225_600)))), "at after 2026-01-01T00:00:00Z")
        XCTAssertEqual(TriggerSummary.words(filter("at", .before, .time(Timestamp(unixSeconds: 0)))), "at before 1970-01-01T00:00:00Z")
    }

    func testTimesAreRFC3339InUTC() {
        XCTAssertEqual(RFC3339Text.text(unixMilliseconds: 0 * 1000), "1970-01-01T00:00:00Z")
        XCTAssertEqual(RFC3339Text.text(unixMilliseconds: 1_772_352_000 * 1000), "2026-03-01T08:00:00Z")
        XCTAssertEqual(RFC3339Text.text(unixMilliseconds: 951_782_400 * 1000), "2000-02-29T00:00:00Z")
        XCTAssertEqual(RFC3339Text.text(unixMilliseconds: -1 * 1000), "1969-12-31T23:59:59Z")
        let schedule = Schedule(start: F.located(Timestamp(unixSeconds: 0)), end: nil)
        XCTAssertEqual(CardFacts.schedule(schedule), "from 1970-01-01T00:00:00Z")
        XCTAssertEqual(CardFacts.priority(Priority(value: 75, range: nil)), "high (75)")
        XCTAssertEqual(CardFacts.priority(Priority(value: 80, range: nil)), "80")
    }

    func testBase64() {
        XCTAssertEqual(Base64.encode(Array("".utf8)), "")
        XCTAssertEqual(Base64.encode(Array("f".utf8)), "Zg==")
        XCTAssertEqual(Base64.encode(Array("fo".utf8)), "Zm8=")
        XCTAssertEqual(Base64.encode(Array("foobar".utf8)), "Zm9vYmFy")
    }

    func testBridgeStubGoesIntoTheHead() {
        let message = HTMLMessage(
            common: F.common(.html), html: F.located("<!DOCTYPE html><HTML><Head lang=x><title>t</title></head></html>"),
            assetURLs: [F.located("https://cdn.example.com/f.woff2?v=1")])
        let text = String(decoding: BridgeStub.document(for: message), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("<!DOCTYPE html><HTML><Head lang=x><meta http-equiv=\"Content-Security-Policy\""))
        XCTAssertTrue(text.contains("font-src https://cdn.example.com/f.woff2;"))
        XCTAssertTrue(text.contains("window.brazeBridge = bridge;"))
        XCTAssertTrue(text.hasSuffix("<title>t</title></head></html>"))
        let bare = HTMLMessage(common: F.common(.html), html: F.located("<p>hi</p>"))
        XCTAssertTrue(String(decoding: BridgeStub.document(for: bare), as: UTF8.self).hasPrefix("<meta http-equiv"))
    }

    func testPolicySourceDropsQueryAndRejectsBreakingCharacters() {
        XCTAssertEqual(PolicySource.url("https://a.example/x.png?v=1#f"), "https://a.example/x.png")
        XCTAssertNil(PolicySource.url("https://a.example/x;y.png"))
        XCTAssertNil(PolicySource.url("https://a.example/x'.png"))
        XCTAssertNil(PolicySource.url("http://a.example/x.png"))
    }
}
