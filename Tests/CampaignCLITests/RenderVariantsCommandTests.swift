import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `render` over a campaign with variants (SPEC §17, §18): the
/// user's variant becomes the one device-native `data`, a control user gets the control
/// message, and the `user_id` that picks them is required.
final class RenderVariantsCommandTests: XCTestCase {
    private var folder: TestFolder!

    // Buckets (SHA-256 of user id ++ `copy-test`, checked with Python's hashlib): `user-8` is 7
    // (control, 0-19), `user-1` is 25 (short, 20-59), `user-0` is 83 (long, 60-99).
    static let campaign = """
        campaign: copy-test
        trigger: session_start
        variants:
          - name: short
            percent: 40
            message: { type: slideup, message: "Hi {{${first_name} | default: 'there'}}" }
          - name: long
            percent: 40
            message: { type: modal, header: Sale, message: "Hello {{${first_name} | default: 'there'}}, 20% off today" }
        control: 20
        """ + "\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("copy.yaml", Self.campaign)
        for (file, user) in [("short.yaml", "user-1"), ("long.yaml", "user-0"), ("control.yaml", "user-8")] {
            try folder.write(file, "user_id: \(user)\nattributes: { first_name: Ana }\n")
        }
    }

    override func tearDown() {
        folder.remove()
    }

    private func render(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(["render"] + arguments + ["--now", "2026-03-01T09:00:00Z"], in: folder.url)
    }

    private func golden(_ name: String) -> String { "Tests/CampaignCLITests/Golden/render/" + name }

    func testEachUserGetsTheirVariantRendered() throws {
        for (user, name) in [("short.yaml", "variant-short.json"), ("long.yaml", "variant-long.json")] {
            let result = try render(["copy.yaml", "--user", user, "--pretty"])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardError, "ok: 1 campaign in 1 file\n")
            GoldenFile.assert(result.standardOutput, matches: golden(name))
            XCTAssertFalse(result.standardOutput.contains("\"variants\""))
            XCTAssertFalse(result.standardOutput.contains("\"buckets\""))
        }
        XCTAssertTrue(try render(["copy.yaml", "--user", "short.yaml"]).standardOutput.contains(#""message":"Hi Ana""#))
        XCTAssertTrue(try render(["copy.yaml", "--user", "long.yaml"]).standardOutput.contains(#""message":"Hello Ana, 20% off today""#))
    }

    func testAControlUserGetsTheControlMessage() throws {
        let result = try render(["copy.yaml", "--user", "control.yaml"])
        XCTAssertEqual(result.status, 0, result.standardError)
        GoldenFile.assert(result.standardOutput, matches: golden("variant-control.json"))
        XCTAssertTrue(result.standardOutput.contains(#""data":{"is_control":true,"trigger_id":"copy-test","type":"SLIDEUP"}"#), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("control_buckets"))
    }

    func testAPayloadFileGivesTheSameBytes() throws {
        XCTAssertEqual(try CampaigncProcess.run(["compile", "copy.yaml", "--output", "payload.json"], in: folder.url).status, 0)
        for user in ["short.yaml", "long.yaml", "control.yaml"] {
            let sources = try render(["copy.yaml", "--user", user])
            let payload = try render(["--payload", "payload.json", "--user", user])
            XCTAssertEqual(payload.status, 0, payload.standardError)
            XCTAssertEqual(payload.standardOutput, sources.standardOutput, user)
        }
    }

    /// The zone rules a variant's text names are read as the one message's are.
    func testAVariantsTimeZoneIsKnown() throws {
        try folder.write(
            "tz.yaml",
            """
            campaign: copy-test
            trigger: session_start
            variants:
              - { name: short, percent: 50, message: { type: slideup, message: "{{ 'now' | time_zone: 'Asia/Tokyo' | date: '%H:%M %Z' }}" } }
              - { name: long, percent: 50, message: { type: slideup, message: "Hello" } }

            """)
        XCTAssertEqual(try CampaigncProcess.run(["compile", "tz.yaml", "--output", "tz.json"], in: folder.url).status, 0)
        for inputs in [["tz.yaml"], ["--payload", "tz.json"]] {
            let result = try render(inputs + ["--user", "short.yaml"])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(result.standardOutput.contains(#""message":"18:00 JST""#), result.standardOutput)
        }
    }

    func testAProfileWithoutAUserIDCannotPickAVariant() throws {
        try folder.write("nobody.yaml", "attributes: { first_name: Ana }\n")
        let result = try render(["copy.yaml", "--user", "nobody.yaml"])
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 1, standardOutput: "",
                standardError: "ok: 1 campaign in 1 file\ncampaignc: error: cannot render `copy-test` for the user without a `user_id`: "
                    + "`variants`: the campaign has variants and the profile has no `user_id` to pick one; nothing was written\n"))
    }
}
