import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Hover (SPEC §13.6) and definition (§13.9) through a session over the driver's analysis of a
/// real project.
final class HoverDefinitionTests: XCTestCase {
    private var folder: TestFolder!
    /// Not optional: `take()` on an optional would be `Optional.take()`.
    private var session = SessionHarness()

    private let cart = """
        campaign: cart-upsell
        name: Cart upsell
        priority: 75
        trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
        message: { type: modal, message: Free shipping, extras: { view_type: picker, choices: "a,b" } }

        """
    private let scenario = """
        scenario: cart-shows
        start: 2026-03-01T09:00:00Z
        campaigns: [cart-upsell, ghost]
        steps:
          - custom_event: added_to_cart
            properties: { cart_total: 75 }
          - expect: { displayed: cart-upsell, dropped: { campaign: cart-upsell, reason: filters } }

        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "view_types:\n  picker:\n    message_types: [modal]\n    required_extras: [choices]\n")
        try folder.write("c/cart.yaml", cart)
        try folder.write("c/full.yaml", "campaign: bare\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        try folder.write("s/scenario.yaml", scenario)
        session = SessionHarness(any: DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_772_323_200), currentTime: { 0 }))
        session.start(root: folder.path, capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown"]]]])
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private func ask(_ method: String, _ relative: String, line: Int64, character: Int64) -> JSONValue? {
        let params: JSONValue = [
            "textDocument": ["uri": .string(FileURI.uri(ofPath: folder.path(relative)))],
            "position": ["line": .integer(line), "character": .integer(character)],
        ]
        session.send(MessageBytes.request(7, method, params))
        return SessionHarness.answer(7, in: session.take())?["result"]
    }

    private func open(_ relative: String, _ text: String) {
        session.open(folder.path(relative), text)
        _ = session.take()
    }

    private func range(_ line: Int64, _ start: Int64, _ end: Int64) -> JSONValue {
        ["start": ["line": .integer(line), "character": .integer(start)], "end": ["line": .integer(line), "character": .integer(end)]]
    }

    private let summary = """
        **cart-upsell** — Cart upsell

        modal · priority 75 · `c/cart.yaml:1`

        Trigger: custom event added_to_cart where cart_total > 50
        """

    func testHoverOnACampaignIdOfAScenarioShowsTheCampaign() {
        open("s/scenario.yaml", scenario)
        for (line, character): (Int64, Int64) in [(2, 12), (6, 25), (6, 65)] {
            let hover = ask("textDocument/hover", "s/scenario.yaml", line: line, character: character)
            XCTAssertEqual(hover?["contents"], ["kind": "markdown", "value": .string(summary)], "\(line):\(character)")
        }
        XCTAssertEqual(ask("textDocument/hover", "s/scenario.yaml", line: 2, character: 12)?["range"], range(2, 12, 23))
        // An id no campaign has: nothing (its E601 has no explain here: the hover is on `ghost`, whose diagnostic it is).
        XCTAssertEqual(ask("textDocument/hover", "s/scenario.yaml", line: 0, character: 14), .null)
    }

    func testHoverOnACampaignWithVariantsListsTheSplit() {
        let sale = """
            campaign: sale
            trigger: session_start
            variants:
              - { name: short-copy, percent: 45, message: { type: slideup, message: Sale } }
              - { name: long-copy, percent: 45, message: { type: slideup, message: Sale on shoes } }
            control: 10

            """
        open("c/sale.yaml", sale)
        let uses = "scenario: s\nstart: 2026-03-01T09:00:00Z\ncampaigns: [sale]\nsteps:\n  - expect: { displayed: none }\n"
        open("s/sale.yaml", uses)
        let hover = ask("textDocument/hover", "s/sale.yaml", line: 2, character: 13)
        XCTAssertEqual(
            hover?["contents"]?["value"],
            .string("**sale**\n\nslideup · priority 50 · `c/sale.yaml:1`\n\nTrigger: session start\n\nVariants: short-copy 45% · long-copy 45% · control 10%"))
    }

    func testHoverOnADiagnosticShowsItsExplainEntryThenTheOtherParts() throws {
        open("c/full.yaml", "campaign: bare\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        let hover = ask("textDocument/hover", "c/full.yaml", line: 2, character: 18)
        XCTAssertEqual(hover?["contents"]?["value"], .string(ExplainMarkdown.markdown(for: .E201)))
        XCTAssertEqual(hover?["range"], range(2, 17, 21))
        // At the diagnostic's end: outside it.
        XCTAssertEqual(ask("textDocument/hover", "c/full.yaml", line: 2, character: 21), .null)

        // In the scenario, `ghost` has E601: its explain, and no campaign.
        open("s/scenario.yaml", scenario)
        let ghost = ask("textDocument/hover", "s/scenario.yaml", line: 2, character: 26)
        XCTAssertEqual(ghost?["contents"]?["value"], .string(ExplainMarkdown.markdown(for: .E601)))
        XCTAssertEqual(ghost?["range"], range(2, 25, 30))
    }

    func testHoverIsPlainTextWhenTheClientLacksMarkdown() {
        let plain = SessionHarness(any: DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_772_323_200), currentTime: { 0 }))
        plain.start(root: folder.path)
        plain.open(folder.path("s/scenario.yaml"), scenario)
        plain.send(
            MessageBytes.request(
                1, "textDocument/hover",
                ["textDocument": ["uri": .string(FileURI.uri(ofPath: folder.path("s/scenario.yaml")))], "position": ["line": 2, "character": 12]]))
        XCTAssertEqual(SessionHarness.answer(1, in: plain.take())?["result"]?["contents"], ["kind": "plaintext", "value": .string(summary)])
    }

    func testDefinitionGoesFromAScenarioToTheCampaignAndFromAViewTypeToItsDeclaration() {
        open("s/scenario.yaml", scenario)
        let campaign: JSONValue = [["uri": .string(FileURI.uri(ofPath: folder.path("c/cart.yaml"))), "range": range(0, 10, 21)]]
        XCTAssertEqual(ask("textDocument/definition", "s/scenario.yaml", line: 2, character: 15), campaign)
        XCTAssertEqual(ask("textDocument/definition", "s/scenario.yaml", line: 6, character: 65), campaign)
        XCTAssertEqual(ask("textDocument/definition", "s/scenario.yaml", line: 2, character: 27), .null)

        open("c/cart.yaml", cart)
        XCTAssertEqual(
            ask("textDocument/definition", "c/cart.yaml", line: 4, character: 70),
            [["uri": .string(FileURI.uri(ofPath: folder.path("campaignc.yaml"))), "range": range(1, 2, 8)]])
        // An open project file is named by the URI the client used.
        open("campaignc.yaml", "view_types:\n  picker:\n    message_types: [modal]\n    required_extras: [choices]\n")
        XCTAssertEqual(
            ask("textDocument/definition", "c/cart.yaml", line: 4, character: 70)?.arrayValue?.first?["uri"],
            .string(FileURI.uri(ofPath: folder.path("campaignc.yaml"))))
        XCTAssertEqual(ask("textDocument/definition", "c/cart.yaml", line: 0, character: 12), .null)
    }

    func testCompletionOfACampaignIdDocumentsTheCampaign() {
        open("s/scenario.yaml", scenario.replacingOccurrences(of: "campaigns: [cart-upsell, ghost]", with: "campaigns: [c"))
        let items = ask("textDocument/completion", "s/scenario.yaml", line: 2, character: 13)?["items"]?.arrayValue ?? []
        let upsell = items.first { $0["label"] == "cart-upsell" }
        XCTAssertEqual(upsell?["kind"], 18)
        XCTAssertEqual(upsell?["documentation"], ["kind": "markdown", "value": .string(summary)])
    }
}
