import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import XCTest

final class ValidateOperationTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func environment(stdin: String = "", terminal: Bool = false, noColor: Bool = false) -> DriverEnvironment {
        DriverEnvironment(
            workingDirectory: folder.path,
            isStandardOutputTerminal: terminal,
            noColorRequested: noColor,
            currentTime: 1_772_355_600,
            processorCount: 4,
            readStandardInput: { limit in .success(Array(stdin.utf8.prefix(limit))) }
        )
    }

    private func run(_ options: ValidateOptions, stdin: String = "") async -> CommandResult {
        await ValidateOperation.run(options, environment: environment(stdin: stdin))
    }

    func testInvalidNowIsAUsageError() async throws {
        try folder.write("a.yaml")
        let result = await run(ValidateOptions(paths: [folder.path("a.yaml")], now: "2026-03-01"))
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: invalid --now '2026-03-01': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z\n"))
    }

    /// A `--now` half a second after a schedule's end: the schedule has ended (W314). Version 1
    /// dropped the fraction and said nothing.
    func testNowWithAFractionIsAfterTheWholeSecond() async throws {
        try folder.write(
            "a.yaml",
            """
            campaign: flash
            schedule: { end: 2026-03-31T23:59:59Z }
            trigger: session_start
            message: { type: slideup, message: Flash sale }

            """)
        let options = { (now: String) in ValidateOptions(paths: [self.folder.path("a.yaml")], format: .github, now: now, color: .never) }
        let ended = await run(options("2026-03-31T23:59:59.5Z"))
        XCTAssertEqual(
            ended.standardOutput,
            "::warning file=\(folder.path("a.yaml")),line=2,col=18,endLine=2,endColumn=38,title=W314::the schedule already ended%0Ahelp: move `end` into the future, or remove the campaign\n"
                + "0 errors, 1 warning in 1 file (1 campaign)\n")
        let exact = await run(options("2026-03-31T23:59:59.000Z"))
        XCTAssertEqual(exact.standardOutput, "ok: 1 campaign in 1 file\n")
    }

    func testMissingConfigIsAUsageError() async throws {
        try folder.write("a.yaml")
        let config = folder.path("missing/campaignc.yaml")
        let result = await run(ValidateOptions(paths: [folder.path("a.yaml")], configPath: config))
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: cannot open config file '\(config)': No such file or directory\n"))
        let directory = await run(ValidateOptions(paths: [folder.path("a.yaml")], configPath: folder.path))
        XCTAssertEqual(directory.standardError, "campaignc: error: cannot open config file '\(folder.path)': Is a directory\n")
        XCTAssertEqual(directory.exitStatus, 2)
    }

    func testMissingPathIsAUsageErrorWithoutReport() async throws {
        try folder.write("a.yaml")
        let missing = folder.path("nope")
        let result = await run(ValidateOptions(paths: [folder.path("a.yaml"), missing]))
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: cannot open '\(missing)': No such file or directory\n"))
    }

    func testNoPathsAndBadJobsAreUsageErrors() async {
        let none = await run(ValidateOptions(paths: []))
        XCTAssertEqual(
            none,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: no path given and no campaignc.yaml in the working directory or above: "
                    + "name the files or folders to check, or create a project file\n"))
        let jobs = await run(ValidateOptions(paths: ["-"], jobs: 0))
        XCTAssertEqual(jobs, CommandResult(exitStatus: 2, standardError: "campaignc: error: jobs must be at least 1, not 0\n"))
    }

    func testUnreadableStandardInputIsAUsageError() async {
        let failing = DriverEnvironment(
            workingDirectory: folder.path, currentTime: 0,
            readStandardInput: { _ in .failure(StandardInputFailure(reason: "Bad file descriptor")) })
        let result = await ValidateOperation.run(ValidateOptions(paths: ["-"]), environment: failing)
        XCTAssertEqual(result, CommandResult(exitStatus: 2, standardError: "campaignc: error: cannot read standard input: Bad file descriptor\n"))
    }

    func testColourChoice() {
        XCTAssertTrue(ColorChoice.auto.resolved(in: environment(terminal: true)))
        XCTAssertFalse(ColorChoice.auto.resolved(in: environment(terminal: false)))
        XCTAssertFalse(ColorChoice.auto.resolved(in: environment(terminal: true, noColor: true)))
        XCTAssertTrue(ColorChoice.always.resolved(in: environment(terminal: false, noColor: true)))
        XCTAssertFalse(ColorChoice.never.resolved(in: environment(terminal: true)))
    }

    func testDriverErrorOutput() {
        XCTAssertEqual(RunError.usage("x").errorOutput, "campaignc: error: x\n")
        XCTAssertEqual(RunError.usage("x").exitStatus, 2)
        XCTAssertEqual(RunError.internal("boom").errorOutput, "campaignc: internal error: boom; please report this bug\n")
        XCTAssertEqual(RunError.internal("boom").exitStatus, 70)
    }

    func testSummaryCountsFilesIncludingStandardInputButNotTheProjectFile() async throws {
        // Standard input is in the working folder: the project file is there, for both inputs.
        try folder.write("campaignc.yaml", "severity: {}\n")
        try folder.write("campaigns/a.yaml")
        let result = await run(ValidateOptions(paths: [folder.path("campaigns"), "-"], color: .never), stdin: "")
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(result.standardError, "")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(
            lines.filter { $0.contains("warning[W009]") },
            [
                Substring(folder.path("campaigns/a.yaml") + ":1:1: warning[W009]: the file holds no campaign: it has no YAML document"),
                "<stdin>:1:1: warning[W009]: the file holds no campaign: it has no YAML document",
            ])
        XCTAssertEqual(lines.suffix(2), ["0 errors, 2 warnings in 2 files (0 campaigns)", ""])
    }

    func testExistingConfigIsAccepted() async throws {
        try folder.write("a.yaml")
        try folder.write("project.yaml", "severity: {}\n")
        let result = await run(ValidateOptions(paths: [folder.path("a.yaml")], configPath: folder.path("project.yaml")))
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(result.exitStatus, 0)
    }

    func testStandardInputDiagnosticsAreShownAsStdin() async {
        let result = await run(ValidateOptions(paths: ["-"], format: .github), stdin: "campaign: [x\n")
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 1,
                standardOutput: """
                    ::error file=<stdin>,line=2,col=1,endLine=2,endColumn=1,title=E001::expected `,` or `]` in this list%0Ahelp: close the list with `]`%0A<stdin>:1:11: note: the list started here
                    1 error, 0 warnings in 1 file (1 campaign)

                    """))
    }

    func testWarningsAsErrorsMakesTheRunFail() async throws {
        try folder.write("empty.yaml")
        let plain = await run(ValidateOptions(paths: [folder.path("empty.yaml")], format: .json))
        XCTAssertEqual(plain.exitStatus, 0)
        XCTAssertTrue(plain.standardOutput.contains("\"severity\":\"warning\""), plain.standardOutput)
        let strict = await run(ValidateOptions(paths: [folder.path("empty.yaml")], format: .json, warningsAsErrors: true))
        XCTAssertEqual(strict.exitStatus, 1)
        XCTAssertTrue(strict.standardOutput.contains("\"code\":\"W009\""), strict.standardOutput)
        XCTAssertTrue(strict.standardOutput.contains("\"severity\":\"error\""), strict.standardOutput)
        XCTAssertTrue(
            strict.standardOutput.hasSuffix(
                "\"summary\":{\"baselined\":0,\"campaigns\":0,\"errors\":1,\"files\":1,\"suppressed\":0,\"warnings\":0}}\n"),
            strict.standardOutput)
    }

    func testReportQuotesOnlyTheFilesItPointsInto() async throws {
        try folder.write("bad.yaml", "campaign: [x\n")
        try folder.write("good.yaml", "campaign: fine\ntrigger: session_start\nmessage: { type: modal, message: hi }\n")
        let result = await run(ValidateOptions(paths: [folder.path], color: .never))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardOutput.contains(" 1 | campaign: [x\n"), result.standardOutput)
        XCTAssertFalse(result.standardOutput.contains("campaign: fine"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("\n1 error, 0 warnings in 2 files (2 campaigns)\n"), result.standardOutput)
    }
}
