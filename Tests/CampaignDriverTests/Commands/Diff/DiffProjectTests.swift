import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// A project-level setting that changes the payload is a change (SPEC §5.1): it changes what
/// every campaign does, so `diff` lists it under `project` in every format, and exits 1.
final class DiffProjectTests: XCTestCase {
    private var folder: TestFolder!
    private let campaign = "campaign: one\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n"

    override func setUpWithError() throws {
        let folder = try TestFolder()
        addTeardownBlock { folder.remove() }
        try folder.write("old/campaignc.yaml", "trigger_minimum_interval: 30s\n")
        try folder.write("old/one.yaml", campaign)
        try folder.write("new/campaignc.yaml", "trigger_minimum_interval: 45s\n")
        try folder.write("new/one.yaml", campaign)
        self.folder = folder
    }

    private func diff(_ old: String, _ new: String, _ format: DiffFormat = .text) async -> CommandResult {
        await DiffFixture.run(DiffOptions(paths: [folder.path(old), folder.path(new)], format: format), in: folder.path)
    }

    func testTheTriggerMinimumIntervalIsAChangeInEveryFormat() async throws {
        let text = await diff("old", "new")
        XCTAssertEqual(text.exitStatus, 1)
        XCTAssertEqual(
            text.standardOutput,
            "~ project\n  project.trigger_minimum_interval: 30s → 45s\n0 added, 0 removed, 0 changed, 1 project setting changed\n")
        let json = await diff("old", "new", .json)
        XCTAssertEqual(
            json.standardOutput,
            #"{"added":[],"changed":[],"project":[{"new":"45s","old":"30s","path":"project.trigger_minimum_interval"}],"removed":[],"schema_version":1}"#
                + "\n")
        let markdown = await diff("old", "new", .markdown)
        XCTAssertEqual(
            markdown.standardOutput,
            "## campaignc diff: 0 added, 0 removed, 0 changed, 1 project setting changed\n\n### project\n\n| path | before | after |\n|---|---|---|\n"
                + "| `project.trigger_minimum_interval` | `30s` | `45s` |\n")
        // A payload file carries the setting too.
        try folder.write("old.json", #"{"schema_version":2,"trigger_minimum_interval_seconds":45,"triggers":[]}"#)
        let payload = await diff("old.json", "new")
        XCTAssertTrue(payload.standardOutput.hasPrefix("+ one ("), payload.standardOutput)
        XCTAssertTrue(payload.standardOutput.hasSuffix("1 added, 0 removed, 0 changed\n"), payload.standardOutput)
        // The same setting on both sides is no change.
        let same = await diff("new", "new")
        XCTAssertEqual(same.exitStatus, 0)
        XCTAssertEqual(same.standardOutput, "0 added, 0 removed, 0 changed\n")
    }

    func testTheDiffSchemaDescribesTheProjectChanges() {
        let project = DiffSchema.value["properties"]?["project"]
        XCTAssertEqual(project?["items"]?["$ref"], "#/$defs/change")
        XCTAssertEqual(project?["minItems"], 1)
    }
}
