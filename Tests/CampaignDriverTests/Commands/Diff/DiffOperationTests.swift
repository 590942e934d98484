import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// How `campaignc diff` reads its sides and ends (SPEC §5.1): exit 2 for a side that cannot be
/// read or compiled, with a clear message and no report on standard output.
final class DiffOperationTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("a/one.yaml", "campaign: one\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ paths: [String], base: String? = nil, now: String? = nil) async -> CommandResult {
        await DiffFixture.run(DiffOptions(paths: paths.map { $0.hasPrefix("/") ? $0 : folder.path($0) }, base: base, now: now), in: folder.path)
    }

    private func usage(_ message: String) -> CommandResult {
        CommandResult(exitStatus: 2, standardError: "campaignc: error: \(message)\n")
    }

    func testTwoSidesAreNeeded() async {
        let message = "diff compares two sides: give OLD and NEW (payload files or sources), or --base REF [PATH...]"
        let none = await run([])
        XCTAssertEqual(none, usage(message))
        let three = await run(["a", "a", "a"])
        XCTAssertEqual(three, usage(message))
    }

    func testASideThatCannotBeReadExitsTwo() async {
        let missing = await run(["a", "nothing"])
        XCTAssertEqual(missing, usage("cannot read '\(folder.path("nothing"))': No such file or directory"))
        let stdin = await DiffFixture.run(DiffOptions(paths: ["-", folder.path("a")]), in: folder.path)
        XCTAssertEqual(stdin, usage("diff compares files and folders; it does not read standard input (-)"))
        let now = await run(["a", "a"], now: "yesterday")
        XCTAssertEqual(now, usage("invalid --now 'yesterday': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z"))
    }

    func testPayloadsThatCannotBeReadExitTwo() async throws {
        let cases: [(String, String)] = [
            ("{", "not valid JSON: expected a string key at byte 1"),
            ("[]", "the payload is not a JSON object"),
            (#"{"triggers":[]}"#, "the payload has no integer `schema_version`"),
            (#"{"schema_version":1,"triggers":[]}"#, "the payload has schema_version 1; campaignc diff reads schema_version 2 or 3"),
            (#"{"schema_version":2}"#, "the payload has no `triggers` list"),
            (#"{"schema_version":2,"triggers":[{"id":3}]}"#, "trigger 1 has no string `id`"),
            (#"{"schema_version":2,"triggers":[{"id":"a"},{"id":"a"}]}"#, "two triggers have the id `a`"),
        ]
        for (text, reason) in cases {
            try folder.write("p.json", text)
            let result = await run(["p.json", "a"])
            XCTAssertEqual(result, usage("invalid payload '\(folder.path("p.json"))': \(reason)"), text)
        }
    }

    func testASideWithErrorsPrintsItsReportAndExitsTwo() async throws {
        try folder.write("b/one.yaml", "campaign: one\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        let result = await run(["a", "b"])
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("\(folder.path("b/one.yaml")):3:18: error[E201]: a full message needs an image\n"), result.standardError)
        XCTAssertTrue(
            result.standardError.hasSuffix(
                "\n1 error, 0 warnings in 1 file (1 campaign)\ncampaignc: error: cannot compare: the campaigns in '\(folder.path("b"))' have errors\n"),
            result.standardError)
    }

    func testAFolderWithoutCampaignsIsAnEmptySide() async throws {
        try folder.makeDirectory("empty")
        let removed = await run(["a", "empty"])
        XCTAssertEqual(removed, CommandResult(exitStatus: 1, standardOutput: "- one\n0 added, 1 removed, 0 changed\n"))
        let added = await run(["empty", "a"])
        XCTAssertEqual(
            added,
            CommandResult(
                exitStatus: 1,
                standardOutput: "+ one (slideup, session_start)\n  trigger[0]: session_start\n  message.message: \"Hi\"\n1 added, 0 removed, 0 changed\n"))
    }

    func testTheProjectFilesBaselineLetsASideWithABaselinedErrorCompile() async throws {
        try folder.write("b/campaignc.yaml", "baseline: baseline.json\n")
        try folder.write("b/one.yaml", "campaign: one\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        let validate = await ValidateOperation.run(
            ValidateOptions(paths: [folder.path("b")], color: .never, writeBaselinePath: folder.path("b/baseline.json")),
            environment: DiffFixture.environment(in: folder.path))
        XCTAssertEqual(validate.exitStatus, 0, validate.standardOutput)
        let result = await run(["a", "b"])
        XCTAssertEqual(result.exitStatus, 1, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            """
            ~ one
              message.type: slideup → full
              message.layout: (absent) → standard
              message.crop: (absent) → fill
              message.slide_from: bottom → (absent)
              message.hide_chevron: false → (absent)
              message.dismiss: { after: 5s } → manual
            0 added, 0 removed, 1 changed

            """)
    }
}
