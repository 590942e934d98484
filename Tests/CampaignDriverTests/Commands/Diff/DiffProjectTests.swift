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

/// A local image whose bytes changed under the same path is a change of every campaign that
/// shows it (SPEC §19 item 11): `message.image.sha256` with both hashes.
final class DiffImageBytesTests: XCTestCase {
    /// A 1×1 PNG: its signature, IHDR (1×1, 8-bit RGB), then an IDAT of one pixel and IEND.
    private static func png(_ idat: [UInt8]) -> [UInt8] {
        [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 144, 119, 83, 222, 0, 0, 0, 12, 73, 68, 65, 84]
            + idat + [0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]
    }
    private static let red = png([120, 156, 99, 248, 207, 192, 0, 0, 3, 1, 1, 0, 201, 254, 146, 239])
    private static let blue = png([120, 156, 99, 96, 96, 248, 15, 0, 1, 3, 1, 0, 8, 137, 194, 236])

    func testAnImageWithNewBytesIsAChangeOfItsCampaign() async throws {
        let folder = try TestFolder()
        addTeardownBlock { folder.remove() }
        let campaign = "campaign: pic\ntrigger: session_start\nmessage: { type: modal, message: Hi, image: ../assets/a.png }\n"
        for side in ["old", "new"] {
            try folder.write("\(side)/campaignc.yaml", "assets: { base_url: \"https://cdn.example.com/\" }\n")
            try folder.write("\(side)/campaigns/pic.yaml", campaign)
        }
        try folder.write("old/assets/a.png", Self.red)
        try folder.write("new/assets/a.png", Self.blue)
        let options = DiffOptions(paths: [folder.path("old"), folder.path("new")])
        let result = await DiffFixture.run(options, in: folder.path)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.exitStatus, 1)
        // The SHA-256 of each image, from Python's hashlib.
        XCTAssertEqual(
            result.standardOutput,
            "~ pic\n  message.image.sha256: b1ff9c8ea3a780bad09b346c423d2d0e46815926879b18e841d928376a946640"
                + " → fce481932ea5d07a91c7991c09fdadb4bf78f9b4cc8f927188384231f9d12679\n0 added, 0 removed, 1 changed\n")
        // The same bytes on both sides: no change.
        try folder.write("new/assets/a.png", Self.red)
        let same = await DiffFixture.run(options, in: folder.path)
        XCTAssertEqual(same.standardOutput, "0 added, 0 removed, 0 changed\n")
    }
}
