import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// Whole runs of `compile` over YAML files: the real front end, decoder and payload writer.
final class CompileEndToEndTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ paths: [String], _ output: CompileOutput, pretty: Bool = false, jobs: Int? = nil) async -> CommandResult {
        let options = CompileOptions(
            checking: ValidateOptions(paths: paths, format: .github, now: "2026-02-01T00:00:00Z", color: .never, jobs: jobs),
            output: output, pretty: pretty
        )
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 4)
        return await CompileOperation.run(options, environment: environment)
    }

    static let springSale = """
        campaign: spring-sale
        name: Spring sale banner
        priority: high
        schedule:
          start: 2026-03-01T10:00:00+01:00
          end: 2026-03-31T23:59:59+01:00
        reeligible_after: 7d
        delay: 2s
        trigger:
          custom_event: added_to_cart
          filters:
            - property: cart_total
              greater_than: 50
            - property: coupon
              exists: true
              type: string
            - any_of:
                - { property: category, equals: shoes }
                - { property: category, matches: "^boot" }
        message:
          type: slideup
          message: Free shipping on carts over $50
          image: https://cdn.example.com/iam/cart.png
          slide_from: top
          dismiss: { after: 2.5s }
          theme:
            light: { background: "#FFF", close_button: "#333333BF" }

        """

    static let springSaleBytes =
        #"{"local_assets":[],"remote_assets":[{"campaigns":["spring-sale"],"url":"https://cdn.example.com/iam/cart.png"}],"schema_version":2,"trigger_minimum_interval_seconds":30,"triggers":[{"data":{"animate_in":true,"animate_out":true,"#
        + #""bg_color":4294967295,"click_action":"NONE","close_btn_color":3207803699,"delay":2,"duration":2500,"hide_chevron":false,"#
        + #""image_url":"https://cdn.example.com/iam/cart.png","message":"Free shipping on carts over $50","message_close":"AUTO_DISMISS","#
        + #""orientation":"ANY","slide_from":"TOP","trigger_id":"spring-sale","type":"SLIDEUP"},"delay":2,"end_time":1774997999,"id":"spring-sale","#
        + #""priority":75,"re_eligibility":604800,"revision":"05c306eac80c50ba","#
        + #""start_time":1772355600,"trigger_condition":[{"data":{"event_name":"added_to_cart","property_filters":["#
        + #"[{"comparator":3,"property_key":"cart_total","property_type":"number","property_value":50}],"#
        + #"[{"comparator":11,"property_key":"coupon","property_type":"string"}],"#
        + #"[{"comparator":1,"property_key":"category","property_type":"string","property_value":"shoes"},"#
        + #"{"comparator":10,"property_key":"category","property_type":"string","property_value":"^boot"}]]},"#
        + #""type":"custom_event_property"}],"type":"inapp"}]}"# + "\n"

    /// Colours `#FFF` and `#333333BF`, `2.5s`, times with `+01:00`, `7d`, `2s`, `any_of`.
    func testSpringSalePayloadBytes() async throws {
        try folder.write("in/spring.yaml", Self.springSale)
        let result = await run([folder.path("in")], .standardOutput)
        XCTAssertEqual(result.standardError, "ok: 1 campaign in 1 file\n")
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(result.standardOutput, Self.springSaleBytes)
    }

    static let fullWithoutImage = """
        campaign: broken
        trigger: session_start
        message:
          type: full
          message: Hello

        """

    func testAnErrorLeavesTheExistingOutputByteIdentical() async throws {
        try folder.write("in/spring.yaml", Self.springSale)
        try folder.write("out/payload.json", "previous payload\n")
        try folder.write("out/dir/keep.json", "{}\n")
        try folder.write("in/broken.yaml", Self.fullWithoutImage)
        let file = await run([folder.path("in")], .file(folder.path("out/payload.json")))
        XCTAssertEqual(file.exitStatus, 1)
        XCTAssertEqual(
            file.standardError,
            "::error file=\(folder.path("in/broken.yaml")),line=4,col=9,endLine=4,endColumn=13,title=E201::a full message needs an image"
                + "%0Anote: the SDK discards a full in-app message without an image when it is about to display it%0Ahelp: add `image: https://…`, or use `type: modal`\n"
                + "1 error, 0 warnings in 2 files (2 campaigns)\n"
        )
        XCTAssertEqual(file.standardOutputBytes, [])
        let directory = await run([folder.path("in")], .directory(folder.path("out/dir")))
        XCTAssertEqual(directory.exitStatus, 1)
        XCTAssertEqual(folder.bytes("out/payload.json"), Array("previous payload\n".utf8))
        XCTAssertEqual(try folder.listing("out"), ["dir", "payload.json"])
        XCTAssertEqual(try folder.listing("out/dir"), ["keep.json"])
    }

    func testOutputDirEndToEnd() async throws {
        try folder.write("in/spring.yaml", Self.springSale)
        try folder.write("out/keep.txt", "mine\n")
        let result = await run([folder.path("in")], .directory(folder.path("out")), pretty: true)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(try folder.listing("out"), ["keep.txt", "manifest.json", "spring-sale.json"])
        XCTAssertEqual(
            String(decoding: try XCTUnwrap(folder.bytes("out/manifest.json")), as: UTF8.self),
            """
            {
              "campaigns": [
                {
                  "id": "spring-sale",
                  "revision": "05c306eac80c50ba"
                }
              ],
              "local_assets": [],
              "remote_assets": [
                {
                  "campaigns": [
                    "spring-sale"
                  ],
                  "url": "https://cdn.example.com/iam/cart.png"
                }
              ],
              "schema_version": 2,
              "trigger_minimum_interval_seconds": 30
            }

            """
        )
        let campaign = String(decoding: try XCTUnwrap(folder.bytes("out/spring-sale.json")), as: UTF8.self)
        XCTAssertTrue(campaign.hasPrefix("{\n  \"data\": {\n    \"animate_in\": true,\n"), campaign)
        XCTAssertTrue(campaign.hasSuffix("\n  \"type\": \"inapp\"\n}\n"), campaign)
    }

    func testSameBytesWhateverTheOrderOfPathsAndJobs() async throws {
        for index in 0..<6 {
            try folder.write("in/c\(index).yaml", Self.springSale.replacingOccurrences(of: "spring-sale", with: "sale-\(5 - index)"))
        }
        let paths = (0..<6).map { folder.path("in/c\($0).yaml") }
        let forward = await run(paths, .standardOutput, jobs: 1)
        let backward = await run(paths.reversed(), .standardOutput, jobs: 4)
        let folderRun = await run([folder.path("in")], .standardOutput, jobs: 3)
        XCTAssertEqual(forward.exitStatus, 0, forward.standardError)
        XCTAssertEqual(forward.standardOutput, backward.standardOutput)
        XCTAssertEqual(forward.standardOutput, folderRun.standardOutput)
        let text = forward.standardOutput
        let ids = (0..<6).map { "\"id\":\"sale-\($0)\"" }
        let positions = ids.compactMap { text.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions.count, 6)
        XCTAssertEqual(positions, positions.sorted())
    }

    func testLocalImageIsListedWithoutAbsolutePaths() async throws {
        try folder.write("project/campaignc.yaml", "assets:\n  base_url: https://cdn.example.com/iam/\n")
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3, 4]
        try folder.makeDirectory("project/assets")
        try Data(png).write(to: URL(fileURLWithPath: folder.path("project/assets/team.png")))
        try folder.write(
            "project/campaigns/a.yaml",
            """
            campaign: team
            trigger: session_start
            message:
              type: modal
              message: Pick your team
              image: ../assets/team.png

            """)
        let result = await run([folder.path("project/campaigns")], .standardOutput)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let text = result.standardOutput
        XCTAssertTrue(
            text.hasPrefix(
                #"{"local_assets":[{"bytes":12,"path":"assets/team.png","sha256":"4353a1de7e0dcc4e87350e22d5c9ee9f3e70e8ce9c31533ec991bee8870c4814","#
                    + #""url":"https://cdn.example.com/iam/assets/team.png"}],"#
            ), text)
        XCTAssertTrue(text.contains(#""image_url":"https://cdn.example.com/iam/assets/team.png""#), text)
        XCTAssertFalse(text.contains(folder.path))
    }
}
