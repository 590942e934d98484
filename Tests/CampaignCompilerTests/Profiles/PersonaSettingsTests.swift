import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `personas:` in the project file (SPEC §3, §15.7): named profiles in the form of §18, in the
/// order written, each decoded as `render --user` decodes its profile.
final class PersonaSettingsTests: XCTestCase {
    private func assertProject(_ yaml: String, _ expected: [Expect], file: StaticString = #filePath, line: UInt = #line) {
        let (_, diagnostics) = loadProjectYAML(yaml)
        XCTAssertEqual(diagnostics.map(render), expected.map { $0.render(MarkedText(yaml)) }, file: file, line: line)
    }

    func testPersonasInTheOrderWritten() {
        XCTAssertEqual(loadProjectYAML("").0.personas, [])
        let (settings, diagnostics) = loadProjectYAML(
            """
            personas:
              zoe: { user_id: z-1, attributes: { first_name: Zoé }, custom_attributes: { tier: gold, visits: 3 } }
              ana:
                locale: fr-FR
                time_zone: Europe/Paris
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(settings.personas.map(\.name), ["zoe", "ana"])
        let zoe = settings.personas[0].profile
        XCTAssertEqual(zoe.userID, "z-1")
        XCTAssertEqual(zoe.liquid.attributes["first_name"], .string("Zoé"))
        XCTAssertEqual(zoe.liquid.attributes["user_id"], .string("z-1"))
        XCTAssertEqual(zoe.liquid.customAttributes["tier"], .string("gold"))
        XCTAssertEqual(zoe.liquid.customAttributes["visits"], .integer(3))
        XCTAssertEqual(settings.personas[1].profile.locale, "fr-FR")
        XCTAssertEqual(settings.personas[1].profile.liquid.attributes["time_zone"], .string("Europe/Paris"))
    }

    func testAProfilesOwnErrorsAtTheirPlaceAndThePersonaLeftOut() {
        let yaml = "personas:\n  ana: { ⟨k⟩atributes: { first_name: Ana } }\n  bo: { user_id: b }\n"
        assertProject(yaml, [Expect(.E101, at: "k", "unknown key `atributes`", help: "did you mean `attributes`?")])
        XCTAssertEqual(loadProjectYAML(yaml.replacingOccurrences(of: "⟨k⟩", with: "")).0.personas.map(\.name), ["bo"])
        assertProject("personas: ⟨v⟩[ana]\n", [Expect(.E103, at: "v", "expected a mapping, found a list")])
    }
}
