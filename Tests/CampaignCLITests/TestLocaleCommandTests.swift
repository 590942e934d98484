import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc test` in a locale (SPEC §16.5): a scenario's `device.locale` (else its user's
/// `locale`, else the source) picks the texts by the project's fallback, `expect.text`
/// checks them exactly, and a malformed tag is `E106` at its value.
final class TestLocaleCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write(
            "campaignc.yaml", "localisation:\n  source: en\n  locales: [fr, de-DE]\n  fallback: language\nseverity: { W902: off, W903: off, W904: off }\n")
        try folder.write(
            "hello.yaml",
            """
            campaign: hello
            trigger: session_start
            message:
              type: modal
              header: "Hi {{${first_name} | default: 'there'}}"
              message: "{% translation body %}Welcome{% endtranslation %}, see you soon"
              buttons:
                - { text: Open, click_action: { uri: "https://example.com/open" } }
                - { text: Close, click_action: close }

            """)
        try folder.write(
            "translations/fr.yaml",
            """
            locale: fr
            campaigns:
              hello:
                header: "Salut {{${first_name} | default: 'toi'}}"
                body: Bienvenue
                buttons.0.text: Ouvrir

            """)
        try folder.write("translations/de-DE.yaml", "locale: de-DE\ncampaigns:\n  hello:\n    header: Hallo\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func scenario(_ id: String, device: String, user: String = "", text: String) -> String {
        """
        scenario: \(id)
        start: 2026-03-02T10:00:00Z
        \(device)\(user)
        steps:
          - session_start
          - expect: { displayed: hello, text: \(text) }

        """
    }

    func testADeviceSeesItsLocalesTextsAndTheSourceWhereAUnitHasNone() throws {
        try folder.write(
            "s.yaml",
            [
                scenario(
                    "french", device: "device: { locale: fr-CA }", user: "\nuser: { attributes: { first_name: Zoé } }",
                    text: #"{ header: "Salut Zoé", message: "Bienvenue, see you soon", buttons: [Ouvrir, Close] }"#),
                // de-AT never reaches the sibling de-DE: the source text.
                scenario("austrian", device: "device: { locale: de-AT }", text: #"{ header: "Hi there", buttons: [Open, Close] }"#),
                scenario("german", device: "device: { locale: de-DE }", text: #"{ header: Hallo, message: "Welcome, see you soon" }"#),
                // Without device.locale, the user's locale decides.
                scenario("by-profile", device: "", user: "user: { locale: fr }", text: #"{ header: "Salut toi" }"#),
                scenario("source", device: "", text: #"{ header: "Hi there", message: "Welcome, see you soon" }"#),
            ].joined(separator: "---\n"))
        let result = try CampaigncProcess.run(["test", "."], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            "PASS austrian\nPASS by-profile\nPASS french\nPASS german\nPASS source\nok: 1 campaign in 4 files\n5 scenarios: 5 passed, 0 failed\n")
    }

    func testATextThatDiffersInTheLocaleIsE602NamingTheLocale() throws {
        try folder.write("s.yaml", scenario("french", device: "device: { locale: fr }", text: #"{ header: "Hi there", buttons: [Open, Close] }"#))
        let result = try CampaigncProcess.run(["test", ".", "--format", "json"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { d in "\(d["code"] ?? ""):\(d["line"] ?? ""):\(d["column"] ?? ""): \(d["message"] ?? "")" }
        XCTAssertEqual(
            found,
            [
                #"E602:6:49: expected the `header` of `hello` in `fr` to be "Hi there"; it is "Salut toi""#,
                #"E602:6:70: expected the buttons of `hello` in `fr` to be ["Open", "Close"]; they are ["Ouvrir", "Close"]"#,
            ])
    }

    func testACompiledPayloadFallsBackByItsOwnLocales() throws {
        try folder.write(
            "s.yaml",
            scenario("canadian", device: "device: { locale: fr-CA }", text: #"{ header: "Salut toi", message: "Bienvenue, see you soon" }"#))
        let compiled = try CampaigncProcess.run(["compile", "hello.yaml", "translations", "--output", "payload.json"], in: folder.url)
        XCTAssertEqual(compiled.status, 0, compiled.standardOutput + compiled.standardError)
        let result = try CampaigncProcess.run(["test", "--payload", "payload.json", "s.yaml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput + result.standardError)
        XCTAssertTrue(result.standardOutput.hasPrefix("PASS canadian\n"), result.standardOutput)
    }

    func testAMalformedDeviceLocaleIsE106() throws {
        try folder.write("s.yaml", scenario("bad", device: "device: { locale: fr_FR }", text: "{ header: Hi }"))
        let result = try CampaigncProcess.run(["test", "."], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(
                "./s.yaml:3:19: error[E106]: expected a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`, found `fr_FR`: BCP 47 separates subtags with `-`, not `_`\n"
            ), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("= help: write `fr-FR`\n"), result.standardOutput)
    }
}
