import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// `CompileOperation.run`: usage errors before any input is read, and whole runs.
final class CompileRunTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ paths: [String], _ output: CompileOutput, jobs: Int? = nil) async -> CommandResult {
        let options = CompileOptions(
            checking: ValidateOptions(paths: paths, format: .github, color: .never, jobs: jobs), output: output
        )
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 4)
        return await CompileOperation.run(options, environment: environment)
    }

    func testOutputNamingADirectoryIsAUsageError() async throws {
        try folder.write("a.yaml")
        let result = await run([folder.path("a.yaml")], .file(folder.path))
        XCTAssertEqual(result, CommandResult(exitStatus: 2, standardError: "campaignc: error: cannot write '\(folder.path)': Is a directory\n"))
    }

    func testOutputDirNamingAFileIsAUsageError() async throws {
        try folder.write("a.yaml")
        let result = await run([folder.path("a.yaml")], .directory(folder.path("a.yaml")))
        XCTAssertEqual(result, CommandResult(exitStatus: 2, standardError: "campaignc: error: cannot write to '\(folder.path("a.yaml"))': Not a directory\n"))
    }

    func testEmptyOutputDirIsAUsageError() async throws {
        try folder.write("a.yaml")
        let result = await run([folder.path("a.yaml")], .directory(""))
        XCTAssertEqual(result, CommandResult(exitStatus: 2, standardError: "campaignc: error: cannot write to '': No such file or directory\n"))
    }

    func testMissingInputIsAUsageErrorAndWritesNothing() async throws {
        let missing = folder.path("nope.yaml")
        let result = await run([missing], .file(folder.path("payload.json")))
        XCTAssertEqual(result, CommandResult(exitStatus: 2, standardError: "campaignc: error: cannot open '\(missing)': No such file or directory\n"))
        XCTAssertEqual(try folder.listing(), [])
    }

    func testOutputArgumentDashIsStandardOutput() {
        XCTAssertEqual(CompileOutput(outputArgument: "-"), .standardOutput)
        XCTAssertEqual(CompileOutput(outputArgument: "out.json"), .file("out.json"))
    }

    func testWarningsStillWriteThePayload() async throws {
        try folder.write("in/a.yaml", "# no campaign yet\n")
        let result = await run([folder.path("in")], .file(folder.path("payload.json")))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(result.standardOutputBytes, [])
        XCTAssertEqual(
            result.standardError,
            "::warning file=\(folder.path("in/a.yaml")),line=1,col=1,endLine=1,endColumn=1,title=W009::the file holds no campaign: it has no YAML document\n"
                + "0 errors, 1 warning in 1 file (0 campaigns)\n"
        )
        XCTAssertEqual(try folder.listing(), ["in", "payload.json"])
        XCTAssertEqual(
            folder.bytes("payload.json"),
            Array(#"{"local_assets":[],"remote_assets":[],"schema_version":2,"trigger_minimum_interval_seconds":30,"triggers":[]}"#.utf8) + [0x0A]
        )
    }

    func testWarningsAsErrorsWritesNothing() async throws {
        try folder.write("in/a.yaml", "# no campaign yet\n")
        let options = CompileOptions(
            checking: ValidateOptions(paths: [folder.path("in")], format: .github, warningsAsErrors: true, color: .never),
            output: .file(folder.path("payload.json"))
        )
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600)
        let result = await CompileOperation.run(options, environment: environment)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(try folder.listing(), ["in"])
    }
}
