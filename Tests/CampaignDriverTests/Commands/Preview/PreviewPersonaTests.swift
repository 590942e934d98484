import CampaignDriver
import CampaignPreview
import CampaignTestSupport
import XCTest

/// `campaignc preview` with `personas:` in the project file (SPEC §15.7): a personalised
/// message drawn for each persona and for a user without attributes; `'now'` is `--now`.
final class PreviewPersonaTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Previews `file` at `now` (exit 0 expected): the gallery's page, and its text from each
    /// persona row's heading on.
    private func preview(_ file: String, now: String, line: UInt = #line) async -> (index: String, rows: [String]) {
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 2)
        let options = PreviewRunOptions(paths: [folder.path(file)], outputDirectory: folder.path("out"), now: now, jobs: 1)
        let result = await PreviewOperation.run(options, environment: environment)
        XCTAssertEqual(result.exitStatus, 0, result.standardError, line: line)
        let index = String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self)
        return (index, Array(index.components(separatedBy: "<h3 class=\"persona\"")[1...]))
    }

    func testEachPersonaGetsARowFromTheProjectFile() async throws {
        try folder.write(
            "campaignc.yaml",
            "personas:\n  ana: { attributes: { first_name: Ana } }\n  zed: { user_id: z-9, attributes: { first_name: Zed } }\n")
        try folder.write(
            "hello.yaml",
            "campaign: hello\ntrigger: session_start\nmessage:\n  type: slideup\n"
                + "  message: \"Hi {{${first_name} | default: 'there'}}, it is {{ 'now' | date: '%Y-%m-%d' }}\"\n")
        let (index, rows) = await preview("hello.yaml", now: "2026-03-10T00:00:00Z")
        XCTAssertEqual(
            rows.map { String($0.prefix { $0 != "\n" }) },
            [
                #" data-persona="ana">persona <code><bdi>ana</bdi></code></h3>"#,
                #" data-persona="zed">persona <code><bdi>zed</bdi></code></h3>"#,
                #" data-persona="">a user without attributes</h3>"#,
            ])
        guard rows.count == 3 else { return XCTFail(index) }
        XCTAssertTrue(rows[0].contains("Hi Ana, it is 2026-03-10"), rows[0])
        XCTAssertTrue(rows[1].contains("Hi Zed, it is 2026-03-10"), rows[1])
        XCTAssertTrue(rows[2].contains("Hi there, it is 2026-03-10"), rows[2])
        XCTAssertTrue(index.contains("<dt>uses</dt><dd><code><bdi>${first_name}</bdi></code></dd>"))
    }

    func testAPersonasTimeZoneIsReadFromTheSystemsZoneRules() async throws {
        try folder.write("campaignc.yaml", "personas:\n  ana: { time_zone: Asia/Kolkata }\n  bo: { time_zone: America/New_York }\n")
        try folder.write(
            "clock.yaml",
            "campaign: clock\ntrigger: session_start\nmessage:\n  type: slideup\n"
                + "  message: \"{{ 'now' | time_zone: ${time_zone} | date: '%H:%M %Z' }} here, {{ 'now' | time_zone: 'Europe/Paris' | date: '%H:%M' }} in Paris\"\n"
        )
        let (index, rows) = await preview("clock.yaml", now: "2026-03-10T12:00:00Z")
        guard rows.count == 3 else { return XCTFail(index) }
        XCTAssertTrue(rows[0].contains("17:30 IST here, 13:00 in Paris"), rows[0])
        XCTAssertTrue(rows[1].contains("08:00 EDT here, 13:00 in Paris"), rows[1])
    }
}
