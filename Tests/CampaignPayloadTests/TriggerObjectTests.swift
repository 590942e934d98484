import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

final class TriggerObjectTests: XCTestCase {
    private let builder = TriggerObjectBuilder()

    func testMinimalCampaignHasOnlyTheRequiredKeys() {
        let object = builder.build(Fixture.campaign("welcome")).value
        XCTAssertEqual(keys(object), ["data", "id", "priority", "revision", "start_time", "trigger_condition", "type"])
        XCTAssertJSON(object["id"], #""welcome""#)
        XCTAssertJSON(object["type"], #""inapp""#)
        XCTAssertJSON(object["priority"], "50")
        XCTAssertJSON(object["start_time"], "0")
        XCTAssertJSON(object["trigger_condition"], #"[{"type":"open"}]"#)
    }

    func testScheduleWithOffsetsBecomesUnixSeconds() {
        // 2026-03-01T10:00:00+01:00 and 2026-03-31T23:59:59+01:00.
        let object = builder.build(Fixture.campaign("sale", start: 1_772_355_600, end: 1_774_997_999)).value
        XCTAssertJSON(object["start_time"], "1772355600")
        XCTAssertJSON(object["end_time"], "1774997999")
    }

    func testEndWithoutStartKeepsStartAtZero() {
        let object = builder.build(Fixture.campaign("sale", end: 1_775_001_599)).value
        XCTAssertJSON(object["start_time"], "0")
        XCTAssertJSON(object["end_time"], "1775001599")
    }

    func testPriorityAndReeligibility() {
        let object = builder.build(Fixture.campaign("sale", priority: 75, reeligibleAfter: .days(7))).value
        XCTAssertJSON(object["priority"], "75")
        XCTAssertJSON(object["re_eligibility"], "604800")
        let zero = builder.build(Fixture.campaign("sale", priority: 0, reeligibleAfter: .zero)).value
        XCTAssertJSON(zero["priority"], "0")
        XCTAssertJSON(zero["re_eligibility"], "0")
        XCTAssertNil(builder.build(Fixture.campaign("sale")).value["re_eligibility"])
    }

    func testOneConditionPerTriggerInOrder() {
        let campaign = Fixture.campaign(
            "multi",
            triggers: [
                Fixture.trigger(.pushClick, "winback-push"),
                Fixture.trigger(.sessionStart),
                Fixture.trigger(.anyPurchase),
            ])
        XCTAssertJSON(
            builder.build(campaign).value["trigger_condition"],
            #"[{"data":{"campaign_id":"winback-push"},"type":"push_click"},{"type":"open"},{"data":{},"type":"purchase"}]"#
        )
    }

    func testRemoteAssetsListEachURLOnceWithItsCampaignsAndNoPrefetch() {
        let html = HTMLMessage(
            common: Fixture.common(.html, image: .remote("https://cdn.example.com/a.png")),
            html: Fixture.at("<html></html>"),
            assetURLs: [
                Fixture.at("https://cdn.example.com/font.woff2"),
                Fixture.at("https://cdn.example.com/a.png"),
            ],
            assetsZip: Fixture.at("https://cdn.example.com/bundle.zip")
        )
        let local = LocalAsset(
            path: "assets/team.png", url: "https://cdn.example.com/iam/assets/team.png", bytes: 1234, sha256: String(repeating: "ab", count: 32))
        let campaigns = [
            Fixture.campaign("html", message: .html(html)),
            Fixture.campaign("banner", message: Fixture.slideup(common: Fixture.common(.slideup, image: .remote("https://cdn.example.com/a.png")))),
            Fixture.campaign("local", message: Fixture.slideup(common: Fixture.common(.slideup, image: .local(local)))),
        ]
        let payload = PayloadBuilder().build(campaigns)
        XCTAssertJSON(
            payload.documentValue["remote_assets"],
            #"[{"campaigns":["banner","html"],"url":"https://cdn.example.com/a.png"},"#
                + #"{"campaigns":["html"],"url":"https://cdn.example.com/bundle.zip"},"#
                + #"{"campaigns":["html"],"url":"https://cdn.example.com/font.woff2"}]"#
        )
        XCTAssertEqual(payload.manifestValue["remote_assets"], payload.documentValue["remote_assets"])
        for campaign in campaigns {
            XCTAssertNil(builder.build(campaign).value["prefetch"], "no trigger object carries `prefetch` in version 2")
        }
    }

    func testDelayAndTimeoutAtTheTriggerLevel() {
        let plain = builder.build(Fixture.campaign("plain")).value
        XCTAssertNil(plain["delay"], "omitted when 0")
        XCTAssertNil(plain["timeout"], "omitted without expire_after")
        let timed = builder.build(Fixture.campaign("timed", delay: .seconds(2), expireAfter: Duration(milliseconds: 90_500))).value
        XCTAssertJSON(timed["delay"], "2")
        XCTAssertJSON(timed["timeout"], "90500")
        XCTAssertJSON(timed["data"]?["delay"], "2", "the message keeps its own delay, where Roku reads it")
    }

    /// `minimum_interval` is the trigger's `min_seconds_since_last_trigger`, 0 included.
    func testMinimumIntervalAtTheTriggerLevel() {
        XCTAssertNil(builder.build(Fixture.campaign("plain")).value["min_seconds_since_last_trigger"], "omitted without minimum_interval")
        var own = Fixture.campaign("own")
        own.minimumInterval = Fixture.at(Duration.minutes(2))
        XCTAssertJSON(builder.build(own).value["min_seconds_since_last_trigger"], "120")
        own.minimumInterval = Fixture.at(Duration.zero)
        XCTAssertJSON(builder.build(own).value["min_seconds_since_last_trigger"], "0")
        XCTAssertNil(builder.build(own).value["data"]?["min_seconds_since_last_trigger"], "read at the trigger level only")
    }

    func testRevisionIsTheDigestOfTheObjectWithoutRevision() throws {
        let trigger = builder.build(Fixture.campaign("sale", priority: 75, start: 1_772_355_600))
        var members = try XCTUnwrap(trigger.value.objectValue)
        XCTAssertEqual(members.removeValue(forKey: "revision"), .string(trigger.revision))
        let digest = SHA256.hexDigest(JSONWriter.compact(.object(members)))
        XCTAssertEqual(trigger.revision, String(digest.prefix(16)))
        XCTAssertEqual(trigger.revision.count, 16)
        XCTAssertTrue(trigger.revision.allSatisfy { "0123456789abcdef".contains($0) })
        XCTAssertEqual(trigger.id, "sale")
    }

    func testRevisionIsStableForEqualContent() {
        let first = builder.build(Fixture.campaign("sale", priority: 75))
        let second = TriggerObjectBuilder().build(Fixture.campaign("sale", priority: 75))
        XCTAssertEqual(first.revision, second.revision)
        XCTAssertEqual(first, second)
    }

    func testRevisionChangesWhenContentChanges() {
        let base = builder.build(Fixture.campaign("sale")).revision
        let variants = [
            Fixture.campaign("sale2"),
            Fixture.campaign("sale", priority: 51),
            Fixture.campaign("sale", start: 1),
            Fixture.campaign("sale", end: 1_775_001_599),
            Fixture.campaign("sale", reeligibleAfter: .days(1)),
            Fixture.campaign("sale", delay: .seconds(2)),
            Fixture.campaign("sale", triggers: [Fixture.trigger(.anyPurchase)]),
            Fixture.campaign("sale", message: Fixture.slideup("Free shipping today!")),
            Fixture.campaign(
                "sale",
                message: Fixture.slideup(
                    common: Fixture.common(
                        .slideup, theme: Theme(light: ThemeColours(background: Fixture.colour("#FFFFFE")))))),
        ]
        let revisions = variants.map { builder.build($0).revision }
        XCTAssertFalse(revisions.contains(base))
        XCTAssertEqual(Set(revisions).count, variants.count)
    }

    func testRevisionIgnoresSourcePositionsAndName() {
        var moved = Fixture.campaign("sale")
        moved.documentIndex = 3
        moved.name = Fixture.at("Spring sale")
        XCTAssertEqual(builder.build(moved), builder.build(Fixture.campaign("sale")))
    }
}
