import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// `diff --base REF` with a stand-in for git (SPEC §5.1): the programs it runs, how it reads
/// their output, and every way it stops. The same runs against a real repository are in
/// `DiffCommandTests` (CLI).
final class DiffBaseTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("repo/campaigns/campaignc.yaml", "trigger_minimum_interval: 30s\n")
        try folder.write("repo/campaigns/one.yaml", Self.one(message: "New"))
    }

    override func tearDown() {
        folder.remove()
    }

    static func one(message: String) -> String {
        "campaign: one\ntrigger: session_start\nmessage: { type: slideup, message: \(message) }\n"
    }

    /// A git that knows one commit, `main`, whose `campaigns/` folder holds the old `one.yaml`,
    /// a symbolic link and a submodule (both skipped); every request is recorded.
    final class FakeGit: @unchecked Sendable {
        let lock = NSLock()
        var requests: [[String]] = []
        /// What each request gave git on its standard input.
        var inputs: [String] = []
        var files: [String: String] = ["1111": one(message: "Old"), "2222": "trigger_minimum_interval: 30s\n"]
        var listing = "100644 blob 1111\tone.yaml\u{0}120000 blob 9999\tlink.yaml\u{0}160000 commit 8888\tsub\u{0}100644 blob 2222\tcampaignc.yaml\u{0}"
        var prefixStatus: Int32 = 0

        func run(_ request: ProcessRequest) -> Result<ProgramOutput, ProcessFailure> {
            lock.withLock {
                requests.append(request.arguments)
                inputs.append(String(decoding: request.standardInput, as: UTF8.self))
            }
            func reply(_ text: String, status: Int32 = 0, errors: String = "") -> Result<ProgramOutput, ProcessFailure> {
                .success(ProgramOutput(status: status, standardOutput: Array(text.utf8), standardError: Array(errors.utf8)))
            }
            let words = Array(request.arguments.dropFirst(2))
            switch words.first {
            case "rev-parse" where words.contains("--show-prefix"):
                return reply(
                    prefixStatus == 0 ? "campaigns/\n" : "", status: prefixStatus,
                    errors: "fatal: not a git repository (or any of the parent directories): .git\n")
            case "rev-parse":
                // As git does, a negative revision names its commit with a `^` before it.
                if words.last == "^main^{commit}" { return reply("^abcdef0\n") }
                return words.last == "main^{commit}" ? reply("abcdef0\n") : reply("", status: 1)
            case "ls-tree":
                return reply(listing)
            case "cat-file":
                let wanted = String(decoding: request.standardInput, as: UTF8.self)
                var output = ""
                for object in wanted.split(separator: "\n") {
                    let text = files[String(object)] ?? ""
                    output += "\(object) blob \(text.utf8.count)\n\(text)\n"
                }
                return reply(output)
            default:
                return reply("", status: 129)
            }
        }
    }

    /// The project root, as the paths name it (absolute: the process does not run in it).
    private var root: String { folder.path("repo/campaigns") }

    private func run(_ git: FakeGit, base: String = "main", paths: [String]? = nil) async -> CommandResult {
        var environment = DiffFixture.environment(in: root)
        environment.runProcess = git.run
        return await DiffOperation.run(DiffOptions(paths: paths ?? [root], base: base), environment: environment)
    }

    func testTheOldSideIsTheProjectRootAtTheRevision() async throws {
        let git = FakeGit()
        let result = await run(git)
        XCTAssertEqual(result, CommandResult(exitStatus: 1, standardOutput: "~ one\n  message.message: \"Old\" → \"New\"\n0 added, 0 removed, 1 changed\n"))
        XCTAssertEqual(
            git.requests,
            [
                ["-C", root, "rev-parse", "--show-prefix"],
                ["-C", root, "rev-parse", "--verify", "--quiet", "--end-of-options", "main^{commit}"],
                ["-C", root, "ls-tree", "-r", "-z", "abcdef0"],
                ["-C", root, "cat-file", "--batch"],
            ])
        XCTAssertEqual(git.inputs, ["", "", "", "1111\n2222\n"], "cat-file is given the listed files' objects; nothing is written anywhere")
    }

    func testOnlyTheFilesARunMayReadAreReadFromTheTree() async throws {
        // A build artefact and a video beside the campaigns: their bytes are never asked for.
        let git = FakeGit()
        git.files["3333"] = String(repeating: "x", count: 4096)
        git.files["4444"] = String(repeating: "y", count: 4096)
        git.listing += "100644 blob 3333\tbuild/app.bin\u{0}100755 blob 4444\tpromo.mp4\u{0}100644 blob 5555\tREADME\u{0}"
        let result = await run(git)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(git.inputs.last, "1111\n2222\n")
    }

    func testPathsAreFoundAgainBelowTheRootAtTheRevision() async throws {
        try folder.write("repo/campaigns/two.yaml", "campaign: two\ntrigger: session_start\nmessage: { type: modal, message: Two }\n")
        let git = FakeGit()
        let named = await run(git, paths: [root + "/one.yaml"])
        XCTAssertEqual(named.standardOutput, "~ one\n  message.message: \"Old\" → \"New\"\n0 added, 0 removed, 1 changed\n")
        let added = await run(git, paths: [root + "/two.yaml"])
        XCTAssertEqual(
            added,
            CommandResult(
                exitStatus: 1,
                standardOutput: "+ two (modal, session_start)\n  trigger[0]: session_start\n  message.message: \"Two\"\n1 added, 0 removed, 0 changed\n"))
        try folder.write("repo/elsewhere.yaml", "campaign: elsewhere\ntrigger: any_purchase\nmessage: { type: modal, message: Hi }\n")
        let outside = await run(git, paths: [root + "/one.yaml", folder.path("repo/elsewhere.yaml")])
        XCTAssertEqual(outside.standardError, "campaignc: error: '\(folder.path("repo/elsewhere.yaml"))' is outside the project root '\(root)'\n")
    }

    func testErrorsAtTheRevisionAreNamedAsGitNamesTheFile() async throws {
        let git = FakeGit()
        git.files["1111"] = "campaign: one\ntrigger: session_start\nmessage: { type: full, message: Old }\n"
        let result = await run(git)
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertTrue(result.standardError.hasPrefix("main:campaigns/one.yaml:3:18: error[E201]: a full message needs an image\n"), result.standardError)
        XCTAssertTrue(result.standardError.hasSuffix("campaignc: error: cannot compare: the campaigns at 'main' have errors\n"), result.standardError)
        XCTAssertFalse(result.standardError.contains("/campaignc-git-revision"), result.standardError)
    }

    func testWithoutAProjectFileAtTheRevisionTheDefaultsApply() async throws {
        let git = FakeGit()
        git.listing = "100644 blob 1111\tone.yaml\u{0}"
        let result = await run(git)
        XCTAssertEqual(result.standardOutput, "~ one\n  message.message: \"Old\" → \"New\"\n0 added, 0 removed, 1 changed\n")
    }

    func testARevisionWithoutTheProjectIsAnEmptySide() async throws {
        let git = FakeGit()
        git.listing = ""
        let result = await run(git)
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 1,
                standardOutput: "+ one (slideup, session_start)\n  trigger[0]: session_start\n  message.message: \"New\"\n1 added, 0 removed, 0 changed\n"))
    }

    func testWhatStopsTheCommand() async throws {
        let git = FakeGit()
        let notARevision = await run(git, base: "nope")
        XCTAssertEqual(
            notARevision, CommandResult(exitStatus: 2, standardError: "campaignc: error: 'nope' is not a revision of the git repository that holds '\(root)'\n")
        )
        let negative = await run(git, base: "^main")
        XCTAssertEqual(negative.standardError, "campaignc: error: '^main' is not a revision of the git repository that holds '\(root)'\n")
        let option = await run(git, base: "--output=x")
        XCTAssertEqual(option.standardError, "campaignc: error: '--output=x' is not a revision of the git repository that holds '\(root)'\n")
        XCTAssertFalse(git.requests.contains { $0.contains("--output=x^{commit}") }, "a word starting with - never reaches git")

        git.prefixStatus = 128
        let noRepository = await run(git)
        XCTAssertEqual(
            noRepository.standardError,
            "campaignc: error: diff --base needs a git repository, and '\(root)' is in none (fatal: not a git repository (or any of the parent directories): .git)\n"
        )

        let environment = DiffFixture.environment(in: root)
        let noGit = await DiffOperation.run(DiffOptions(paths: [root], base: "main"), environment: environment)
        XCTAssertEqual(
            noGit.standardError,
            "campaignc: error: diff --base needs a git repository, and '\(root)' is in none (cannot run git: this environment runs no programs)\n")
    }
}
