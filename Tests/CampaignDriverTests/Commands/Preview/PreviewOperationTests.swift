import CampaignDriver
import CampaignPreview
import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc preview` as a library call: what it writes, its exit statuses, determinism.
final class PreviewOperationTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/valid").path

    private func run(_ paths: [String], output: String, jobs: Int = 2, gallery: PreviewOptions = PreviewOptions()) async -> CommandResult {
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 2)
        let options = PreviewRunOptions(paths: paths, outputDirectory: output, gallery: gallery, now: "2026-03-10T00:00:00Z", jobs: jobs)
        return await PreviewOperation.run(options, environment: environment)
    }

    func testWritesIndexHTMLFilesAndLocalAssets() async throws {
        let result = await run([Self.samples], output: folder.path("out"))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "wrote \(folder.path("out"))/index.html (13 cards)\n")
        XCTAssertEqual(try folder.listing("out"), ["assets", "html", "index.html"])
        XCTAssertEqual(try folder.listing("out/html"), ["spring-lookbook.html"])
        let assets = try folder.listing("out/assets")
        XCTAssertEqual(assets.count, 1)
        let original = FileManager.default.contents(atPath: Self.samples + "/assets/push-primer.png")
        XCTAssertEqual(folder.bytes("out/assets/" + assets[0]), original.map { [UInt8]($0) })
        let index = String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self)
        XCTAssertTrue(index.contains("<img src=\"assets/" + assets[0] + "\""))
    }

    func testOutputIsByteIdenticalAcrossRunsAndJobCounts() async throws {
        _ = await run([Self.samples], output: folder.path("a"), jobs: 1)
        _ = await run([Self.samples], output: folder.path("b"), jobs: 4, gallery: PreviewOptions())
        for file in ["index.html", "html/spring-lookbook.html"] {
            XCTAssertNotNil(folder.bytes("a/" + file))
            XCTAssertEqual(folder.bytes("a/" + file), folder.bytes("b/" + file), file)
        }
    }

    func testKeepsFilesItDidNotWriteAndLeavesNoTemporaryFile() async throws {
        try folder.write("out/notes.txt", "keep me\n")
        try folder.write("out/html/retired.html", "old\n")
        let result = await run([Self.samples], output: folder.path("out"))
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(try folder.listing("out"), ["assets", "html", "index.html", "notes.txt"])
        XCTAssertEqual(try folder.listing("out/html"), ["retired.html", "spring-lookbook.html"])
        XCTAssertEqual(folder.bytes("out/notes.txt"), Array("keep me\n".utf8))
    }

    func testCampaignWithErrorsGetsACardAndExitsOne() async throws {
        try folder.write("c/broken.yaml", "campaign: broken\nname: Broken one\ntrigger: session_start\nmessage:\n  type: full\n  message: no image\n")
        try folder.write("c/fine.yaml", "campaign: fine\ntrigger: any_purchase\nmessage:\n  type: slideup\n  message: Hi\n")
        let result = await run([folder.path("c")], output: folder.path("out"))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("error[E201]"), result.standardError)
        let index = String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self)
        XCTAssertTrue(index.contains("data-campaign=\"broken\""))
        XCTAssertTrue(index.contains("<span class=\"name\" dir=\"auto\">Broken one</span><span class=\"type\">full</span>"), "name and type as written")
        XCTAssertTrue(index.contains("error[<code>E201</code>]"))
        XCTAssertFalse(index.contains("data-frame=\"broken/"))
        XCTAssertTrue(index.contains("data-frame=\"fine/light/portrait\""))
    }

    func testDiagnosticsGoToTheCardOfTheirDocument() async throws {
        let stream = """
            campaign: first
            trigger: any_purchase
            message: { type: slideup, message: One }
            ---
            campaign: second
            trigger: any_purchase
            message: { type: full, message: Two }
            ---
            campaign: third
            trigger: session_start
            message: { type: slideup, message: Three, image: "https://cdn.example.com/x.bmp" }
            """ + "\n"
        try folder.write("c/stream.yaml", stream)
        let result = await run([folder.path("c")], output: folder.path("out"))
        XCTAssertEqual(result.exitStatus, 1)
        let index = String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self)
        let sections = index.components(separatedBy: "<section ").dropFirst()
        func section(_ id: String) -> String { sections.first { $0.hasPrefix("class=\"campaign\" data-campaign=\"\(id)\"") } ?? "" }
        XCTAssertTrue(section("first").contains("data-frame=\"first/light/portrait\""))
        XCTAssertFalse(section("first").contains("class=\"diagnostics\""))
        XCTAssertTrue(section("second").contains("E201"))
        XCTAssertTrue(section("second").contains("(document 2)"))
        XCTAssertFalse(section("second").contains("data-frame="))
        XCTAssertTrue(section("third").contains("data-frame=\"third/dark/portrait\""))
        XCTAssertTrue(section("third").contains("W211"))
        XCTAssertFalse(section("third").contains("E201"))
    }

    func testNothingToPreviewIsAUsageError() async throws {
        try folder.makeDirectory("empty")
        let result = await run([folder.path("empty")], output: folder.path("out"))
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertTrue(result.standardError.contains("no campaign files found in"), result.standardError)
        XCTAssertFalse(folder.exists("out"))
    }

    func testAnOutputThatCannotBeWrittenIsAUsageError() async throws {
        try folder.write("file", "x")
        let result = await run([Self.samples], output: folder.path("file/out"))
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertTrue(result.standardError.hasPrefix("campaignc: error: cannot write"), result.standardError)
    }

    /// SPEC v3 §10: scenario documents among the inputs are skipped, as `compile` skips them —
    /// no card, no check, no count — so a scenario naming an unknown campaign (E601) no longer
    /// makes the preview fail.
    func testScenarioDocumentsAreSkipped() async throws {
        try folder.write(
            "c/one.yaml",
            """
            campaign: welcome
            trigger: session_start
            message: { type: slideup, message: Hi }
            ---
            scenario: names-a-campaign-nobody-defines
            start: 2026-03-01T09:00:00Z
            steps:
              - session_start
              - expect: { displayed: [nobody] }
            """)
        try folder.write(
            "c/only-scenarios.yaml",
            """
            scenario: broken-on-purpose
            start: 2026-03-01T09:00:00Z
            steps: [ { expect: { displayed: none, no_such_key: 1 } } ]
            """)
        let result = await run([folder.path("c")], output: folder.path("out"))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "wrote \(folder.path("out"))/index.html (1 card)\n")
        XCTAssertEqual(result.standardError, "ok: 1 campaign in 2 files\n")
        let index = String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self)
        XCTAssertTrue(index.contains("data-campaign=\"welcome\""))
        XCTAssertFalse(index.contains("names-a-campaign-nobody-defines"))
        XCTAssertFalse(index.contains("E601"))

        // A folder of scenarios only holds no campaign: exit 2 (SPEC §1).
        let none = await run([folder.path("c/only-scenarios.yaml")], output: folder.path("none"))
        XCTAssertEqual(none.exitStatus, 2, none.standardError)
    }
}
