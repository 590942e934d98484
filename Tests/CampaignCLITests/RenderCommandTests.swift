import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `render` (SPEC §18): the payload one user's device receives,
/// exact bytes (goldens), the aborted campaigns and errors on standard error, exit statuses.
final class RenderCommandTests: XCTestCase {
    private var folder: TestFolder!

    static let campaigns = """
        campaign: welcome
        trigger: session_start
        message:
          type: modal
          header: "Hi {{${first_name} | default: 'there'}}"
          message: "{% if custom_attribute.${visits} > 10 %}Welcome back{% else %}Welcome{% endif %} to {{custom_attribute.${city} | default: 'town'}}"
          buttons:
            - text: "Order ({{custom_attribute.${visits} | default: 0 | plus: 1}})"
              click_action: { uri: "myapp://order" }
          extras:
            tier: "{{custom_attribute.${tier} | upcase}}"
            user: "{{${user_id} | url_param_escape}}"
        ---
        campaign: vip-offer
        priority: high
        trigger: session_start
        message:
          type: slideup
          message: "{% unless custom_attribute.${vip} %}{% abort_message(\\"not a VIP\\") %}{% endunless %}Your VIP offer"
        ---
        campaign: cart-item
        trigger: { custom_event: added_to_cart }
        message:
          type: slideup
          message: "{{event_properties.${item} | default: 'Your pick'}} x{{event_properties.${count} | default: 1}} for {{${first_name} | default: 'you'}}"
        """ + "\n"

    static let ana = """
        user_id: ana 1
        attributes: { first_name: Ana }
        custom_attributes: { visits: 12, city: Lyon, tier: gold, vip: false }
        """ + "\n"

    static let event = """
        custom_event: added_to_cart
        properties: { item: Pizza, count: 2 }
        at: 2026-03-01T12:00:00Z
        """ + "\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaigns.yaml", Self.campaigns)
        try folder.write("ana.yaml", Self.ana)
        try folder.write("event.yaml", Self.event)
    }

    override func tearDown() {
        folder.remove()
    }

    private func golden(_ name: String) -> String { "Tests/CampaignCLITests/Golden/render/" + name }

    func testRendersEachMessageForTheUserAndLeavesOutAborted() throws {
        let result = try CampaigncProcess.run(["render", "campaigns.yaml", "--user", "ana.yaml", "--pretty", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "ok: 3 campaigns in 1 file\ncampaign `vip-offer` aborted for user `ana 1`: not a VIP\n")
        GoldenFile.assert(result.standardOutput, matches: golden("ana.json"))
        // A templated message keeps its trigger and no message; the others are rendered.
        XCTAssertTrue(result.standardOutput.contains(#""type": "templated_iam""#))
        XCTAssertTrue(result.standardOutput.contains(#""header": "Hi Ana""#))
        XCTAssertTrue(result.standardOutput.contains(#""user": "ana%201""#))
        XCTAssertEqual(
            try CampaigncProcess.run(["render", "campaigns.yaml", "--user", "ana.yaml", "--pretty", "--now", "2026-03-01T09:00:00Z"], in: folder.url), result)
    }

    func testTheEmptyProfileSeesTheDefaults() throws {
        try folder.write("nobody.yaml", "")
        let result = try CampaigncProcess.run(["render", "campaigns.yaml", "--user", "nobody.yaml", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "ok: 3 campaigns in 1 file\ncampaign `vip-offer` aborted for the user without a `user_id`: not a VIP\n")
        GoldenFile.assert(result.standardOutput, matches: golden("nobody.json"))
        XCTAssertTrue(result.standardOutput.contains(#""header":"Hi there""#))
        XCTAssertTrue(result.standardOutput.contains(#""message":"Welcome to town""#))
    }

    func testAnEventRendersTheTemplatedMessageItFires() throws {
        let result = try CampaigncProcess.run(
            ["render", "campaigns.yaml", "--user", "ana.yaml", "--event", "event.yaml", "--pretty", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        GoldenFile.assert(result.standardOutput, matches: golden("ana-added-to-cart.json"))
        XCTAssertTrue(result.standardOutput.contains(#""message": "Pizza x2 for Ana""#))
    }

    func testAPayloadFileRendersToTheSameBytesAsTheSources() throws {
        let compiled = try CampaigncProcess.run(["compile", "campaigns.yaml", "--output", "payload.json"], in: folder.url)
        XCTAssertEqual(compiled.status, 0, compiled.standardError)
        let fromSources = try CampaigncProcess.run(["render", "campaigns.yaml", "--user", "ana.yaml", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        let fromPayload = try CampaigncProcess.run(
            ["render", "--payload", "payload.json", "--user", "ana.yaml", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(fromPayload.status, 0, fromPayload.standardError)
        XCTAssertEqual(fromPayload.standardOutput, fromSources.standardOutput)
        XCTAssertEqual(fromPayload.standardError, "campaign `vip-offer` aborted for user `ana 1`: not a VIP\n")
    }

    func testARenderingErrorNamesTheFieldAndUserAndWritesNothing() throws {
        try folder.write(
            "broken.yaml",
            "campaign: ratio\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"{{ 10 | divided_by: custom_attribute.${zero} }}\"\n")
        try folder.write("zero.yaml", "user_id: z\ncustom_attributes: { zero: 0 }\n")
        let result = try CampaigncProcess.run(["render", "broken.yaml", "--user", "zero.yaml", "--output", "out.json"], in: folder.url)
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 1, standardOutput: "",
                standardError:
                    "ok: 1 campaign in 1 file\ncampaignc: error: cannot render `ratio` for user `z`: `message`: `divided_by` by 0; nothing was written\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path("out.json")))
    }

    func testAMissingConnectedContentResponseIsAnError() throws {
        try folder.write(
            "offer.yaml",
            "campaign: offer\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"{% connected_content https://api.example.com/o :save o %}{{o.code}}\"\n"
        )
        let result = try CampaigncProcess.run(["render", "offer.yaml", "--user", "ana.yaml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""type":"templated_iam""#), result.standardOutput)
        let fired = try CampaigncProcess.run(["render", "offer.yaml", "--user", "ana.yaml", "--event", "event.yaml"], in: folder.url)
        XCTAssertEqual(fired.status, 0, "a session-start campaign is not fired by a custom event")
        try folder.write(
            "offer2.yaml",
            "campaign: offer\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: slideup\n  message: \"{% connected_content https://api.example.com/o :save o %}{{o.code}}\"\n"
        )
        let missing = try CampaigncProcess.run(["render", "offer2.yaml", "--user", "ana.yaml", "--event", "event.yaml"], in: folder.url)
        XCTAssertEqual(
            missing.standardError,
            "ok: 1 campaign in 1 file\ncampaignc: error: cannot render `offer` for user `ana 1`: `message`: no `connected_content` response is given for https://api.example.com/o; nothing was written\n"
        )
        XCTAssertEqual(missing.status, 1)
        try folder.write("ana2.yaml", Self.ana + "connected_content:\n  \"https://api.example.com/o\": { body: { code: SAVE10 } }\n")
        let given = try CampaigncProcess.run(["render", "offer2.yaml", "--user", "ana2.yaml", "--event", "event.yaml"], in: folder.url)
        XCTAssertEqual(given.status, 0, given.standardError)
        XCTAssertTrue(given.standardOutput.contains(#""message":"SAVE10""#), given.standardOutput)
    }

    func testTimeZonesAndAnOutputFileInANewFolder() throws {
        try folder.write(
            "tz.yaml",
            "campaign: tz\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"{{ 'now' | time_zone: 'America/New_York' | date: '%H:%M %Z' }} / {{ 'now' | date: '%H:%M' }}\"\n"
        )
        let result = try CampaigncProcess.run(
            ["render", "tz.yaml", "--user", "ana.yaml", "--now", "2026-03-01T09:00:00Z", "--output", "out/user.json"], in: folder.url)
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "", standardError: "ok: 1 campaign in 1 file\n"))
        let written = String(decoding: try Data(contentsOf: folder.url.appendingPathComponent("out/user.json")), as: UTF8.self)
        XCTAssertTrue(written.contains(#""message":"04:00 EST / 09:00""#), written)
        XCTAssertTrue(written.hasSuffix("}\n"))
    }

    /// A zone that only the user's locale's text names is read too; a campaign without Liquid
    /// is written as it was compiled, and translated when the locale has its text.
    func testTheLocalesTextsNameTheirTimeZones() throws {
        try folder.write("l10n/campaignc.yaml", "localisation:\n  source: en\n  locales: [ja]\nseverity: { W902: off }\n")
        try folder.write(
            "l10n/c.yaml",
            """
            campaign: clock
            trigger: session_start
            message: { type: slideup, message: "{% translation time %}Sale ends soon{% endtranslation %}" }
            ---
            campaign: plain
            trigger: session_start
            message: { type: slideup, message: "No Liquid here" }

            """)
        try folder.write(
            "l10n/translations/ja.yaml",
            "locale: ja\ncampaigns:\n  clock:\n    time: \"{{ 'now' | time_zone: 'Asia/Tokyo' | date: '%H:%M' }}に終了\"\n")
        let compiled = try CampaigncProcess.run(["compile", "l10n", "--output", "-", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        for locale in ["ja", "en"] {
            let result = try CampaigncProcess.run(
                ["render", "l10n", "--user", "ana.yaml", "--locale", locale, "--now", "2026-03-01T09:00:00Z"], in: folder.url)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains(locale == "ja" ? #""message":"18:00に終了""# : #""message":"Sale ends soon""#), result.standardOutput)
            let plain = try XCTUnwrap(compiled.standardOutput.range(of: #"{"data":{"animate_in":true"#, options: .backwards))
            let object = String(compiled.standardOutput[plain.lowerBound...].prefix { $0 != "]" })
            XCTAssertTrue(object.contains(#""message":"No Liquid here""#), object)
            XCTAssertTrue(result.standardOutput.contains(object), "the impersonal campaign keeps its compiled bytes")
        }
    }

    /// Trigger objects are rendered in parallel; the failure reported is still the first in
    /// campaign order, and the aborted campaigns are listed in that order.
    func testTheFirstFailureInCampaignOrderIsReportedWhateverTheJobs() throws {
        func campaign(_ index: Int, _ message: String) -> String {
            "campaign: c-\(String(format: "%02d", index))\npriority: \(index + 1)\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"\(message)\"\n"
        }
        let aborting = (0..<60).map { campaign($0, $0 % 7 == 3 ? "{% abort_message(\\\"no\\\") %}x" : "Hi {{${first_name} | default: 'you'}}") }
        try folder.write("many/a.yaml", aborting.joined(separator: "---\n"))
        let failing = aborting.indices.map { index in
            index == 41 || index == 57
                ? "campaign: c-\(index)\npriority: \(index + 1)\ntrigger: session_start\nmessage:\n  type: slideup\n  message: x\n  click_action: { uri: \"{{custom_attribute.${link}}}\" }\n"
                : aborting[index]
        }
        try folder.write("bad/a.yaml", failing.joined(separator: "---\n"))
        for jobs in ["1", "2"] {
            let aborted = try CampaigncProcess.run(["render", "many", "--user", "ana.yaml", "--jobs", jobs, "--now", "2026-03-01T09:00:00Z"], in: folder.url)
            XCTAssertEqual(aborted.status, 0, aborted.standardError)
            let listed = (0..<60).filter { $0 % 7 == 3 }.map { "campaign `c-\(String(format: "%02d", $0))` aborted for user `ana 1`: no\n" }
            XCTAssertEqual(aborted.standardError, "ok: 60 campaigns in 1 file\n" + listed.joined())
            let failed = try CampaigncProcess.run(["render", "bad", "--user", "ana.yaml", "--jobs", jobs, "--now", "2026-03-01T09:00:00Z"], in: folder.url)
            XCTAssertEqual(failed.status, 1)
            XCTAssertEqual(failed.standardOutput, "")
            XCTAssertTrue(
                failed.standardError.hasSuffix(
                    "campaignc: error: cannot render `c-41` for user `ana 1`: `uri`: the rendered URI `` is not an absolute URI; nothing was written\n"),
                failed.standardError)
        }
    }

    func testProblemsOfTheProfileAndTheCommandLine() throws {
        try folder.write("bad.yaml", "user_id: b\natributes: { first_name: Bo }\n")
        let bad = try CampaigncProcess.run(["render", "campaigns.yaml", "--user", "bad.yaml"], in: folder.url)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.standardError.contains("bad.yaml:2:1: error[E101]: unknown key `atributes`"), bad.standardError)
        XCTAssertEqual(bad.standardOutput, "")

        let missing = try CampaigncProcess.run(["render", "campaigns.yaml", "--user", "nobody-here.yaml"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "campaignc: error: cannot read --user 'nobody-here.yaml': No such file or directory\n")

        let both = try CampaigncProcess.run(["render", "campaigns.yaml", "--payload", "p.json", "--user", "ana.yaml"], in: folder.url)
        XCTAssertEqual(both, ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: give campaign paths or --payload, not both\n"))

        let noUser = try CampaigncProcess.run(["render", "campaigns.yaml"], in: folder.url)
        XCTAssertEqual(noUser.status, 2)
        XCTAssertTrue(noUser.standardError.contains("--user"), noUser.standardError)
    }
}
