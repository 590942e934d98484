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

    private func stubbed(_ html: String, assets: [String] = []) -> String {
        let message = HTMLMessage(common: F.common(.html), html: F.located(html), assetURLs: assets.map { F.located($0) })
        return String(decoding: BridgeStub.document(for: message), as: UTF8.self)
    }

    private let injected = "<meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\""

    func testThePolicyAndStubComeAfterTheDoctypeAndBeforeEverythingElse() {
        let text = stubbed("<!DOCTYPE html><HTML><Head lang=x><title>t</title></head></html>", assets: ["https://cdn.example.com/f.woff2?v=1"])
        XCTAssertTrue(text.hasPrefix("<!DOCTYPE html>" + injected))
        XCTAssertTrue(text.contains("font-src https://cdn.example.com/f.woff2;"))
        XCTAssertTrue(text.contains("window.brazeBridge = bridge;"))
        XCTAssertTrue(text.hasSuffix("</script><HTML><Head lang=x><title>t</title></head></html>"))
        XCTAssertTrue(stubbed("<p>hi</p>").hasPrefix(injected), "no doctype: the very start")
        XCTAssertTrue(stubbed("\u{FEFF}\n <!doctype html>\n<p>x</p>").hasPrefix("\u{FEFF}\n <!doctype html>" + injected))
    }

    /// Issue 23 item 16: nothing the document holds moves the policy after its content.
    func testNoHeadTagAnywhereMovesThePolicy() {
        let hostile = [
            "<!-- <head> --><script>fetch('https://evil.example')</script><head></head>",
            "<div title=\"<head>\"><img src=https://evil.example/x.png></div><head>",
            "<textarea><head></textarea><script>new Image().src='https://evil.example'</script>",
            "<script>document.write('<head>')</script><head><title>x</title></head>",
            "<html><body><img src=https://evil.example/x.png><head>",
        ]
        for html in hostile {
            let text = stubbed(html)
            XCTAssertTrue(text.hasPrefix(injected), html)
            XCTAssertTrue(text.hasSuffix("</script>" + html), html)
        }
        // A doctype ends at its first `>`, as the tokenizer ends it, so it cannot hide content.
        let doctype = stubbed("<!doctype html x=\"<head>\"><script>fetch('https://evil.example')</script>")
        XCTAssertTrue(doctype.hasPrefix("<!doctype html x=\"<head>" + injected), doctype)
        XCTAssertEqual(BridgeStub.doctypeEnd(in: Array("<!doctype html".utf8)), 0, "an unclosed doctype: the very start")
        XCTAssertEqual(BridgeStub.doctypeEnd(in: Array("x<!doctype html>".utf8)), 0)
    }

    func testTheStubPostsTheCallWithItsArguments() {
        XCTAssertTrue(BridgeStub.script.contains("window.parent.postMessage({ campaignc: \"bridge\", call: method + text }, \"*\")"))
        XCTAssertTrue(BridgeStub.script.contains("var stringify = JSON.stringify;"), "kept before the message's scripts run")
    }

    func testPolicySourceDropsQueryAndRejectsBreakingCharacters() {
        XCTAssertEqual(PolicySource.url("https://a.example/x.png?v=1#f"), "https://a.example/x.png")
        XCTAssertNil(PolicySource.url("https://a.example/x;y.png"))
        XCTAssertNil(PolicySource.url("https://a.example/x'.png"))
        XCTAssertNil(PolicySource.url("http://a.example/x.png"))
    }
}
