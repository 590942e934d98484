import CampaignCompiler
import CampaignDiagnostics
import CampaignYAML
import XCTest

/// E812 outside campaigns (SPEC §15.1): the project file, scenarios and profiles are read as
/// written, so Liquid in their values is reported at its first `{{` or `{%` — except in the
/// texts that are templates or outside data (a profile's content blocks, connected-content
/// responses and catalogs, a scenario's description and the text its `expect` compares).
final class LiquidOutsideTextsTests: XCTestCase {
    private static let help = "write the value itself: Liquid is rendered only in texts, links and extras"
    private static let project = "the project file is read as written, never rendered"
    private static let scenario = "a scenario's values reach the simulator as written"
    private static let profile = "a user's values are used as written; Liquid in them is printed, not rendered"

    private func e812(_ field: String, at marker: String, _ reason: String) -> Expect {
        Expect(.E812, at: marker, "Liquid is not allowed in `\(field)`: \(reason)", help: Self.help)
    }

    func testTheProjectFileAndItsPersonas() {
        assertProject(
            """
            view_types:
              picker: { message_types: [modal], required_extras: ["k⟨a⟩{{ key }}"] }
            personas:
              ana:
                user_id: "ana-⟨b⟩{% increment n %}"
                attributes: { first_name: Ana }
                content_blocks: { footer: "Bye {{${first_name}}}" }
                connected_content: { "https://api.example.com/x": { body: { text: "{{ raw }}" } } }
            """,
            [e812("required_extras", at: "a", Self.project), e812("user_id", at: "b", Self.profile)])
    }

    func testAScenariosValuesAndItsUser() {
        assertDiagnostics(
            """
            scenario: s
            description: "Shows {{ the name }} to Ana"
            start: 2026-03-02T10:00:00Z
            user: { user_id: ana, custom_attributes: { tier: "⟨u⟩{{gold}}" }, content_blocks: { promo: "Hi {{${first_name}}}" } }
            steps:
              - custom_event: opened
                properties: { note: 'x ⟨p⟩{% if y %}' }
              - expect: { displayed: none, text: { message: "Hi {{ written }}" } }
            """,
            [e812("tier", at: "u", Self.profile), e812("note", at: "p", Self.scenario)])
    }

    func testABlockScalarIsReportedAtTheMarkupsLine() {
        assertDiagnostics(
            """
            scenario: s
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: opened
                properties:
                  note: |
                    first line
                    then ⟨p⟩{{ x }}
              - expect: { displayed: none }
            """,
            [e812("note", at: "p", Self.scenario)])
    }

    func testARenderProfileFile() {
        let text = "user_id: u\nattributes: { first_name: \"{{x}}\" }\ncontent_blocks: { footer: \"{{y}}\" }\n"
        let file = YAMLParser.parse(SourceFile(path: "user.yaml", text: text), role: .projectFile)
        let (_, diagnostics) = CampaignCompiler.loadProfile(file)
        XCTAssertEqual(
            diagnostics.sortedForReport().map(render),
            ["E812 2:28 Liquid is not allowed in `first_name`: \(Self.profile) | help: \(Self.help)"])
    }
}
