import CampaignDriver
import CampaignTestSupport
import XCTest

/// The report is byte-identical whatever the number of jobs or the order of the arguments.
final class DeterminismTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        for index in 0..<50 {
            let name = String(format: "group-%d/file-%02d.yaml", index % 4, (index * 37) % 50)
            try folder.write(name, Self.content(index))
        }
    }

    override func tearDown() {
        folder.remove()
    }

    /// A mix of campaigns, YAML errors, empty files and several documents per file. Every
    /// campaign is complete and has its own trigger, so the decoder and the cross-campaign
    /// analyses add nothing: the counts below stay those of the YAML front end.
    private static func content(_ index: Int) -> String {
        switch index % 5 {
        case 0: campaign("c\(index)")
        case 1: "campaign: [unclosed\n"
        case 2: ""
        case 3: campaign("a\(index)") + "---\n" + campaign("b\(index)") + "---\n- not a mapping\n"
        default: campaign("d\(index)") + "campaign: duplicate\n"
        }
    }

    private static func campaign(_ id: String) -> String {
        "campaign: \(id)\ntrigger: { custom_event: event_\(id) }\nmessage: { type: modal, message: hi }\n"
    }

    private func report(_ paths: [String], format: ReportFormat, jobs: Int?) async -> CommandResult {
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 0, processorCount: 4)
        return await ValidateOperation.run(
            ValidateOptions(paths: paths, format: format, now: "2026-03-01T09:00:00Z", color: .never, jobs: jobs),
            environment: environment)
    }

    func testSerialAndParallelRunsAreByteIdentical() async {
        let paths = (0..<4).map { folder.path("group-\($0)") }
        for format in ReportFormat.allCases {
            let serial = await report(paths, format: format, jobs: 1)
            let parallel = await report(paths, format: format, jobs: 8)
            let defaultJobs = await report(paths, format: format, jobs: nil)
            let reversed = await report(paths.reversed(), format: format, jobs: 3)
            XCTAssertEqual(serial, parallel, "\(format)")
            XCTAssertEqual(serial, defaultJobs, "\(format)")
            XCTAssertEqual(serial, reversed, "\(format)")
        }
        let json = await report(paths, format: .json, jobs: 8)
        // 10 campaigns, 10 broken documents (E001), 10 empty files (W009), 10 files of three
        // documents (one not a mapping: E007), 10 campaigns with a duplicate key (E002).
        XCTAssertTrue(
            json.standardOutput.hasSuffix(
                "\"summary\":{\"baselined\":0,\"campaigns\":60,\"errors\":30,\"files\":50,\"suppressed\":0,\"warnings\":10}}\n"),
            String(json.standardOutput.suffix(300)))
        XCTAssertEqual(json.exitStatus, 1)
    }
}
