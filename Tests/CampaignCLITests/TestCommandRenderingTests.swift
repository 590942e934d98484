import CampaignTestSupport
import Foundation
import XCTest

/// Scenarios render the messages for their `user:` at session start (SPEC §15.5): `expect: {
/// text: … }` checks the rendered text, `abort_message` takes a campaign off the device, and a
/// message that cannot be rendered fails the scenario.
final class TestCommandRenderingTests: XCTestCase {
    private var folder: TestFolder!

    static let campaigns = """
        campaign: welcome
        trigger: session_start
        message:
          type: modal
          header: "Hi {{${first_name} | default: 'there'}}"
          message: "{% if custom_attribute.${visits} > 10 %}Welcome back{% else %}Welcome{% endif %}"
          buttons:
            - text: "Order ({{custom_attribute.${visits} | default: 0}})"
              click_action: close
        ---
        campaign: vip-offer
        priority: high
        trigger: { custom_event: opened_offers }
        message:
          type: slideup
          message: "{% unless custom_attribute.${vip} %}{% abort_message(\\"not a VIP\\") %}{% endunless %}Your VIP offer"
        """ + "\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaigns.yaml", Self.campaigns)
    }

    override func tearDown() {
        folder.remove()
    }

    func testTwoUsersSeeTheirOwnTextAndAnAbortedCampaignIsNotOnTheDevice() throws {
        try folder.write(
            "scenarios.yaml",
            """
            scenario: ana-sees-her-name
            start: 2026-03-02T10:00:00Z
            user:
              user_id: ana
              attributes: { first_name: Ana }
              custom_attributes: { visits: 12, vip: false }
            steps:
              - session_start
              - expect: { displayed: welcome, text: { header: Hi Ana, message: Welcome back, buttons: ["Order (12)"] } }
              - dismiss
              - wait: 1m
              - custom_event: opened_offers
              - expect: { displayed: none, no_match: true }
            ---
            scenario: a-new-user-sees-the-defaults
            start: 2026-03-02T10:00:00Z
            user: { custom_attributes: { vip: true } }
            steps:
              - session_start
              - expect: { displayed: welcome, text: { header: Hi there, message: Welcome } }
              - dismiss
              - wait: 1m
              - custom_event: opened_offers
              - expect: { displayed: vip-offer, text: { message: Your VIP offer } }
            """ + "\n")
        let result = try CampaigncProcess.run(["test", "campaigns.yaml", "scenarios.yaml", "--color", "never", "--trace"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("+00:00:00.000 vip-offer aborted for this user at session start: not a VIP\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("2 scenarios: 2 passed, 0 failed\n"), result.standardOutput)
    }

    func testAWrongTextIsE602AtItsValue() throws {
        try folder.write(
            "wrong.yaml",
            """
            scenario: wrong-name
            start: 2026-03-02T10:00:00Z
            user: { attributes: { first_name: Bo } }
            steps:
              - session_start
              - expect: { text: { header: Hi Ana, buttons: [Order] } }
            """ + "\n")
        let result = try CampaigncProcess.run(["test", "campaigns.yaml", "wrong.yaml", "--color", "never", "--format", "json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(#""message":"expected the `header` of `welcome` to be \"Hi Ana\"; it is \"Hi Bo\"""#), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(#""code":"E602","column":31,"end_column":37,"end_line":6,"file":"wrong.yaml""#), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(#"expected the buttons of `welcome` to be [\"Order\"]; they are [\"Order (0)\"]"#), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains(#""code":"E602","column":48,"end_column":55,"end_line":6"#), result.standardOutput)
    }

    func testAMessageThatCannotBeRenderedFailsTheScenario() throws {
        try folder.write(
            "ratio.yaml",
            "campaign: ratio\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"{{ 10 | divided_by: custom_attribute.${zero} }}\"\n")
        try folder.write(
            "zero.yaml",
            "scenario: zero\nstart: 2026-03-02T10:00:00Z\nuser: { user_id: z, custom_attributes: { zero: 0 } }\nsteps:\n  - session_start\n  - expect: { displayed: none }\n"
        )
        let result = try CampaigncProcess.run(["test", "ratio.yaml", "zero.yaml", "--color", "never"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains("zero.yaml:1:11: error[E602]: cannot render `ratio` for user `z`: `message`: `divided_by` by 0"),
            result.standardOutput)
    }

    func testATemplatedMessageThatCannotBeRenderedAtItsTriggerFailsAtTheStep() throws {
        try folder.write(
            "cart.yaml",
            "campaign: cart\ntrigger: { custom_event: added_to_cart }\nmessage:\n  type: modal\n  header: Hi\n  message: ok\n  buttons:\n"
                + "    - { text: \"Each {{ event_properties.${total} | divided_by: event_properties.${count} }}\" }\n")
        try folder.write(
            "zero.yaml",
            "scenario: zero\nstart: 2026-03-02T10:00:00Z\nuser: { user_id: z }\nsteps:\n  - wait: 1s\n"
                + "  - custom_event: added_to_cart\n    properties: { total: 10, count: 0 }\n  - expect: { displayed: none }\n")
        let result = try CampaigncProcess.run(["test", "cart.yaml", "zero.yaml", "--color", "never"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(
                """
                zero.yaml:6:5: error[E602]: cannot render `cart` for user `z`: `btns[0].text`: `divided_by` by 0
                   |
                 6 |   - custom_event: added_to_cart
                   |     ^~~~~~~~~~~~~~~~~~~~~~~~~~~
                   = help: read the notes: fix the campaign, or the expectation
                cart.yaml:8:15: note: `btns[0].text` of `cart` is rendered from this text
                """), result.standardOutput)
    }

    func testTimeZonesFollowTheSystemsZoneRulesInSummerAndWinter() throws {
        try folder.write(
            "tz.yaml",
            "campaign: tz\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"{{ 'now' | time_zone: 'America/New_York' | date: '%H:%M %Z' }}"
                + " / {{ 'now' | time_zone: ${time_zone} | date: '%H:%M' }} / {{ 'now' | date: '%H:%M' }}\"\n")
        try folder.write(
            "zones.yaml",
            """
            scenario: summer
            start: 2026-07-02T10:00:00Z
            user: { user_id: a, time_zone: Asia/Kolkata }
            steps:
              - session_start
              - expect: { displayed: tz, text: { message: "06:00 EDT / 15:30 / 10:00" } }
            ---
            scenario: winter
            start: 2026-01-02T10:00:00Z
            user: { user_id: b, time_zone: Europe/Lisbon }
            steps:
              - session_start
              - expect: { displayed: tz, text: { message: "05:00 EST / 10:00 / 10:00" } }
            """ + "\n")
        let result = try CampaigncProcess.run(["test", "tz.yaml", "zones.yaml", "--color", "never"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("2 scenarios: 2 passed, 0 failed\n"), result.standardOutput)
    }

    static let templated = """
        campaign: cart-item
        priority: high
        trigger: { custom_event: added_to_cart }
        message:
          type: slideup
          message: "{% if event_properties.${count} > 5 %}{% abort_message(\\"too many\\") %}{% endif %}{{event_properties.${item} | default: 'Your pick'}} x{{event_properties.${count}}}"
        ---
        campaign: cart-fallback
        priority: low
        trigger: { custom_event: added_to_cart }
        message:
          type: slideup
          message: Your cart is waiting
        """ + "\n"

    func testATemplatedMessageIsRenderedAtItsTriggerAndNeedsTheNetwork() throws {
        try folder.write("cart.yaml", Self.templated)
        try folder.write(
            "cart-scenarios.yaml",
            """
            scenario: rendered-with-the-events-properties
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { item: Pizza, count: 2 }
              - expect: { displayed: cart-item, text: { message: Pizza x2 } }
            ---
            scenario: offline-the-next-candidate-shows
            start: 2026-03-02T10:00:00Z
            device: { online: false }
            steps:
              - custom_event: added_to_cart
                properties: { item: Pizza, count: 2 }
              - expect: { displayed: cart-fallback, dropped: { campaign: cart-item, reason: offline } }
            ---
            scenario: aborted-at-the-trigger-the-next-candidate-shows
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { item: Pizza, count: 9 }
              - expect: { displayed: cart-fallback, dropped: { campaign: cart-item, reason: aborted } }
            """ + "\n")
        let result = try CampaigncProcess.run(["test", "cart.yaml", "cart-scenarios.yaml", "--color", "never", "--trace"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("      cart-item: not shown: templated message needs the network\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("      cart-item: aborted for this user at the trigger: too many\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("3 scenarios: 3 passed, 0 failed\n"), result.standardOutput)
    }

    func testTheNetworkStepTurnsTheConnectionOffAndOnAgain() throws {
        try folder.write("cart.yaml", Self.templated)
        try folder.write(
            "cart-scenarios.yaml",
            """
            scenario: off-then-on
            start: 2026-03-02T10:00:00Z
            steps:
              - network: off
              - custom_event: added_to_cart
                properties: { item: Pizza, count: 2 }
              - expect: { displayed: cart-fallback, dropped: { campaign: cart-item, reason: offline } }
              - dismiss
              - wait: 1m
              - network: on
              - custom_event: added_to_cart
                properties: { item: Soup, count: 1 }
              - expect: { displayed: cart-item, text: { message: Soup x1 } }
            """ + "\n")
        let result = try CampaigncProcess.run(["test", "cart.yaml", "cart-scenarios.yaml", "--color", "never", "--trace"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("the device goes offline: templated messages cannot be fetched\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("the device is online\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed\n"), result.standardOutput)
    }

    func testANetworkStepTakesOnOrOff() throws {
        try folder.write("cart.yaml", Self.templated)
        try folder.write("s.yaml", "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - network: flaky\n  - expect: { displayed: none }\n")
        let result = try CampaigncProcess.run(["test", "cart.yaml", "s.yaml", "--color", "never"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("s.yaml:4:14: error[E104]: expected `on` or `off`, found `flaky`\n"), result.standardOutput)
    }
}
