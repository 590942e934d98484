import CampaignCompiler
import CampaignDiagnostics
import CampaignTestSupport
import CampaignWorkspace
import Foundation
import XCTest

/// The language server's project (SPEC §13.5, §13.10): every update reports what `validate`
/// without a path reports, and re-checks only what changed.
final class ProjectWorkspaceTests: XCTestCase {
    private var folder: TestFolder!
    /// The paths the per-file stage checked, in order.
    private let checked = CheckedPaths()

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "exclude: [drafts]\n")
        try folder.write("c/a.yaml", campaign("one"))
        try folder.write("c/b.yaml", campaign("two"))
        try folder.write("c/c.yaml", campaign("three"))
        try folder.write("drafts/d.yaml", "campaign: [\n")
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private func campaign(_ id: String, priority: String = "high") -> String {
        "campaign: \(id)\ntrigger: { custom_event: opened }\npriority: \(priority)\nmessage: { type: slideup, message: Hi }\n"
    }

    private func workspace(baseline: String? = nil, noBaseline: Bool = false) -> ProjectWorkspace<String> {
        let checked = self.checked
        let keeper = FileKeeper<String> { source, _, _ in
            checked.add(source.path)
            return source.path
        }
        return ProjectWorkspace(
            projectFile: folder.path("campaignc.yaml"), options: ServerOptions(baseline: baseline, noBaseline: noBaseline, now: 1_772_323_200, jobs: 2),
            keeper: keeper,
            currentTime: { 0 })
    }

    private func update(_ workspace: ProjectWorkspace<String>, _ open: [String: String] = [:], walks: Bool = false, reread: Set<String> = []) async
        -> ProjectWorkspace<String>.Analysis
    {
        let texts = Dictionary(uniqueKeysWithValues: open.map { (PathKey($0.key), Array($0.value.utf8)) })
        return await workspace.update(openTexts: texts, refresh: WorkspaceRefresh(walks: walks, reread: Set(reread.map { PathKey($0) })))
    }

    private func lines(_ analysis: ProjectWorkspace<String>.Analysis) -> [String] {
        analysis.diagnostics.map {
            "\($0.code.rawValue) \($0.location.file.dropFirst(folder.path.count + 1)):\($0.location.range.start.line) \($0.fingerprint ?? "-")"
        }
    }

    /// What a fresh workspace reports on the same texts (the whole run).
    private func whole(_ open: [String: String] = [:]) async -> [String] {
        lines(await update(workspace(), open, walks: true))
    }

    func testAChangeReChecksOnlyTheChangedDocumentAndReportsWhatAWholeRunReports() async throws {
        let project = workspace()
        let first = await update(project, walks: true)
        XCTAssertEqual(checked.take().sorted(), ["c/a.yaml", "c/b.yaml", "c/c.yaml"].map { folder.path($0) })
        XCTAssertEqual(first.inputs, ["c/a.yaml", "c/b.yaml", "c/c.yaml"].map { folder.path($0) })
        XCTAssertEqual(lines(first).map { String($0.prefix(4)) }, ["W402", "W402"])

        // b.yaml is opened with another id that a.yaml uses: only b.yaml is read.
        let open = [folder.path("c/b.yaml"): campaign("one", priority: "low")]
        let second = await update(project, open)
        XCTAssertEqual(checked.take(), [folder.path("c/b.yaml")])
        let expected = await whole(open)
        XCTAssertEqual(lines(second), expected)
        XCTAssertEqual(second.diagnostics.map(\.code), [.E401, .W402])
        _ = checked.take()

        // The same texts again: nothing is checked; an unchanged report.
        let third = await update(project, open)
        XCTAssertEqual(checked.take(), [])
        XCTAssertEqual(lines(third), lines(second))

        // Closed: the disk's text comes back.
        let closed = await update(project, [:], walks: true)
        XCTAssertEqual(checked.take(), [folder.path("c/b.yaml")])
        XCTAssertEqual(lines(closed), lines(first))
    }

    /// A duplicate id is reported at its last use and, in an editor, at its use in every open
    /// document too (SPEC §19 item 7): the buffer that holds the copy shows it.
    func testADuplicateIdShowsInTheOpenDocumentThatHoldsIt() async throws {
        let project = workspace()
        _ = await update(project, walks: true)
        let open = [folder.path("c/a.yaml"): campaign("two", priority: "low")]
        let analysis = await update(project, open)
        let duplicates = analysis.diagnostics.filter { $0.code == .E401 }
        XCTAssertEqual(duplicates.map { String($0.location.file.dropFirst(folder.path.count + 1)) }, ["c/a.yaml", "c/b.yaml"])
        XCTAssertEqual(duplicates.first?.notes.map(\.message), ["`two` is used here too"])
        XCTAssertEqual(duplicates.first?.notes.first?.location?.file, folder.path("c/b.yaml"))
        // Closed again: only the last use.
        let closed = await update(project, [:], walks: true)
        XCTAssertEqual(closed.diagnostics.filter { $0.code == .E401 }.map(\.location.file), [])
    }

    func testClosedFilesAreReadAgainOnlyOnAWalkWhenTheirStampChangedOrWhenNamed() async throws {
        let project = workspace()
        _ = await update(project, walks: true)
        _ = checked.take()
        try folder.write("c/c.yaml", campaign("one", priority: "medium"))
        // No walk: the change on disk is not seen yet.
        _ = await update(project)
        XCTAssertEqual(checked.take(), [])
        let walked = await update(project, walks: true)
        XCTAssertEqual(checked.take(), [folder.path("c/c.yaml")])
        XCTAssertEqual(walked.diagnostics.map(\.code), [.W402, .E401])
        // A file event names a file: it is read whatever its stamp.
        _ = await update(project, walks: true, reread: [folder.path("c/a.yaml")])
        XCTAssertEqual(checked.take(), [folder.path("c/a.yaml")])
        // A deleted file stops being an input; a new one becomes one.
        try FileManager.default.removeItem(atPath: folder.path("c/c.yaml"))
        try folder.write("c/e.yaml", campaign("five", priority: "low"))
        let moved = await update(project, walks: true)
        XCTAssertEqual(checked.take(), [folder.path("c/e.yaml")])
        XCTAssertEqual(moved.inputs, ["c/a.yaml", "c/b.yaml", "c/e.yaml"].map { folder.path($0) })
        let expected = await whole()
        XCTAssertEqual(lines(moved), expected)
    }

    func testAProjectFileThatChangesItsSettingsReChecksTheWholeProject() async throws {
        let project = workspace()
        _ = await update(project, walks: true)
        _ = checked.take()
        // A comment only: its own diagnostics are assembled again, no input is checked.
        let commented = "exclude: [drafts]  # campaignc: ignore[W402] -- tie\n"
        let suppressed = await update(project, [folder.path("campaignc.yaml"): commented])
        XCTAssertEqual(checked.take(), [])
        XCTAssertEqual(suppressed.diagnostics.map(\.code), [.W402, .W402, .W010])
        let expected = await whole([folder.path("campaignc.yaml"): commented])
        XCTAssertEqual(lines(suppressed), expected)
        _ = checked.take()

        // `exclude` changes: the walk changes and every input is checked again.
        let opened = "exclude: []\nseverity: { W402: off }\n"
        let widened = await update(project, [folder.path("campaignc.yaml"): opened])
        XCTAssertEqual(checked.take().sorted(), ["c/a.yaml", "c/b.yaml", "c/c.yaml", "drafts/d.yaml"].map { folder.path($0) })
        XCTAssertEqual(widened.diagnostics.map(\.code), [.E001])
        XCTAssertEqual(widened.inputs.last, folder.path("drafts/d.yaml"))
    }

    func testTheBaselineIsReadAgainWhenItChangesAndAProblemWhileMissing() async throws {
        let baselinePath = folder.path("baseline.json")
        let project = workspace(baseline: baselinePath)
        let missing = await update(project, walks: true)
        XCTAssertEqual(missing.diagnostics.map(\.code), [.W402, .W402])
        XCTAssertEqual(
            missing.problems, ["campaignc: cannot read baseline '\(baselinePath)': No such file or directory; diagnostics are shown without the baseline"])

        let prints = missing.diagnostics.compactMap(\.fingerprint)
        let entries = prints.map { "{\"code\":\"W402\",\"count\":1,\"fingerprint\":\"\($0)\"}" }.joined(separator: ",")
        try folder.write("baseline.json", "{\"schema_version\":1,\"entries\":[\(entries)]}\n")
        let read = await update(project, walks: true)
        XCTAssertEqual(read.problems, [], "\(read.problems)")
        XCTAssertEqual(read.diagnostics.map(\.code), [])
    }

    /// A baseline file recording the diagnostics of `analysis`.
    private func baselineText(recording analysis: ProjectWorkspace<String>.Analysis) -> String {
        let entries = analysis.diagnostics.compactMap(\.fingerprint).map { "{\"code\":\"W402\",\"count\":1,\"fingerprint\":\"\($0)\"}" }
        return "{\"schema_version\":1,\"entries\":[\(entries.joined(separator: ","))]}\n"
    }

    func testTheProjectFilesBaselineIsUsedAndReadAgainWhenTheProjectNamesAnother() async throws {
        let recorded = baselineText(recording: await update(workspace(), walks: true))
        try folder.write("ci/base.json", recorded)
        try folder.write("campaignc.yaml", "exclude: [drafts]\nbaseline: ci/base.json\n")
        let project = workspace()
        let first = await update(project, walks: true)
        XCTAssertEqual(first.diagnostics.map(\.code), [])
        XCTAssertEqual(first.problems, [])
        XCTAssertEqual(first.baseline, folder.path("ci/base.json"))
        _ = checked.take()

        // The open project file names a file that is not there: no input is checked again; the
        // diagnostics are those without a baseline, and the user is told why.
        let projectFile = folder.path("campaignc.yaml")
        let renamed = await update(project, [projectFile: "exclude: [drafts]\nbaseline: ci/../other.json\n"])
        XCTAssertEqual(checked.take(), [])
        XCTAssertEqual(renamed.baseline, folder.path("other.json"))
        XCTAssertEqual(renamed.diagnostics.map(\.code), [.W402, .W402])
        XCTAssertEqual(
            renamed.problems,
            [
                "campaignc: cannot read baseline '\(folder.path("other.json"))' (named by `baseline:` in '\(projectFile)'): No such file or directory; "
                    + "diagnostics are shown without the baseline"
            ])

        // It appears (a file event names it): read, and the problem is gone.
        try folder.write("other.json", recorded)
        let appeared = await update(project, [projectFile: "exclude: [drafts]\nbaseline: ci/../other.json\n"], walks: true, reread: [folder.path("other.json")])
        XCTAssertEqual(appeared.diagnostics.map(\.code), [])
        XCTAssertEqual(appeared.problems, [])

        // `baseline:` removed: none.
        let none = await update(project, [projectFile: "exclude: [drafts]\n"])
        XCTAssertEqual(checked.take(), [])
        XCTAssertNil(none.baseline)
        XCTAssertEqual(none.diagnostics.map(\.code), [.W402, .W402])
        XCTAssertEqual(none.problems, [])
    }

    func testTheProjectFilesBaselineIsReadAgainWhenItChangesOnDisk() async throws {
        try folder.write("campaignc.yaml", "exclude: [drafts]\nbaseline: base.json\n")
        let project = workspace()
        let missing = await update(project, walks: true)
        XCTAssertEqual(missing.diagnostics.map(\.code), [.W402, .W402])
        XCTAssertEqual(missing.problems.count, 1)
        try folder.write("base.json", baselineText(recording: missing))
        // Not looked at until the disk is (a walk, a file event).
        let unseen = await update(project)
        XCTAssertEqual(unseen.diagnostics.map(\.code), [.W402, .W402])
        let read = await update(project, walks: true)
        XCTAssertEqual(read.diagnostics.map(\.code), [])
        XCTAssertEqual(read.problems, [])
        // Deleted: as without a baseline, and a problem again.
        try FileManager.default.removeItem(atPath: folder.path("base.json"))
        let deleted = await update(project, walks: true, reread: [folder.path("base.json")])
        XCTAssertEqual(deleted.diagnostics.map(\.code), [.W402, .W402])
        XCTAssertEqual(deleted.problems.count, 1)
        XCTAssertEqual(deleted.baseline, folder.path("base.json"))
    }

    func testBaselineOnTheCommandLineWinsAndNoBaselineReadsNone() async throws {
        let recorded = baselineText(recording: await update(workspace(), walks: true))
        try folder.write("ci/base.json", recorded)
        try folder.write("empty.json", "{\"schema_version\":1,\"entries\":[]}\n")
        try folder.write("campaignc.yaml", "exclude: [drafts]\nbaseline: ci/base.json\n")
        let explicit = await update(workspace(baseline: folder.path("empty.json")), walks: true)
        XCTAssertEqual(explicit.baseline, folder.path("empty.json"))
        XCTAssertEqual(explicit.diagnostics.map(\.code), [.W402, .W402])

        // --no-baseline: none at all, not even a file the project names that is not there.
        try folder.write("campaignc.yaml", "exclude: [drafts]\nbaseline: missing.json\n")
        let none = await update(workspace(noBaseline: true), walks: true)
        XCTAssertNil(none.baseline)
        XCTAssertEqual(none.diagnostics.map(\.code), [.W402, .W402])
        XCTAssertEqual(none.problems, [])
    }

    func testBaselineAndNoBaselineTogetherAreRefusedLikeTheCommands() {
        XCTAssertThrowsError(try ServerOptions.check(config: nil, baseline: "b.json", noBaseline: true, exclude: [], now: nil, workingDirectory: "/w")) {
            XCTAssertEqual(
                ($0 as? RunError)?.errorOutput, "campaignc: error: --baseline 'b.json' and --no-baseline contradict each other: give one of them\n")
        }
        XCTAssertEqual(try ServerOptions.check(config: nil, baseline: nil, noBaseline: true, exclude: [], now: nil, workingDirectory: "/w").noBaseline, true)
    }

    func testFixedTextIsWhatFixWouldWriteForOneDocument() async throws {
        let project = workspace()
        let path = folder.path("c/a.yaml")
        let open =
            "campaign: one\ntrigger: { custom_event: opened }\npriority: high  # campaignc: ignore[W211] -- none\nmesage: { type: Slideup, message: Hi }\n"
        _ = await update(project, [path: open], walks: true)
        // Two passes (the type is checked once `message` is spelt right); the unused suppression goes (W010).
        let fixed = await project.fixedText(of: path)
        XCTAssertEqual(
            fixed.map { String(decoding: $0, as: UTF8.self) },
            "campaign: one\ntrigger: { custom_event: opened }\npriority: high\nmessage: { type: slideup, message: Hi }\n")
        // Nothing to fix; a file that did not read as written; no input at all.
        let clean = await project.fixedText(of: folder.path("c/b.yaml"))
        XCTAssertNil(clean)
        _ = await update(project, [path: open + "---\ncampaign: [\n"])
        let unreadable = await project.fixedText(of: path)
        XCTAssertNil(unreadable)
        let noInput = await project.fixedText(of: folder.path("drafts/d.yaml"))
        XCTAssertNil(noInput)
        // The project file.
        _ = await update(project, [folder.path("campaignc.yaml"): "exlude: [drafts]\n"])
        let projectFile = await project.fixedText(of: folder.path("campaignc.yaml"))
        XCTAssertEqual(projectFile.map { String(decoding: $0, as: UTF8.self) }, "exclude: [drafts]\n")
    }

    func testAFileThatCannotBeReadIsNoInputAndAProblemToShow() async throws {
        let project = workspace()
        _ = await update(project, walks: true)
        // Gone since the last walk, and named by a file event before the next one.
        try FileManager.default.removeItem(atPath: folder.path("c/b.yaml"))
        let analysis = await update(project, reread: [folder.path("c/b.yaml")])
        XCTAssertEqual(analysis.inputs, [folder.path("c/a.yaml"), folder.path("c/c.yaml")])
        XCTAssertEqual(analysis.problems, ["campaignc: cannot read '\(folder.path("c/b.yaml"))': No such file or directory"])
        let walked = await update(project, walks: true)
        XCTAssertEqual(walked.problems, [])
    }

    func testTheSameTextsGiveTheSameReportWhateverTheOrderOfTheEdits() async throws {
        let a = folder.path("c/a.yaml")
        let b = folder.path("c/b.yaml")
        let first = workspace()
        _ = await update(first, walks: true)
        _ = await update(first, [a: campaign("two")])
        _ = await update(first, [a: campaign("two"), b: campaign("one", priority: "low")])
        let one = await update(first, [a: campaign("two"), b: campaign("three")])
        let second = workspace()
        _ = await update(second, [b: campaign("three")], walks: true)
        let other = await update(second, [b: campaign("three"), a: campaign("two")])
        XCTAssertEqual(lines(one), lines(other))
        XCTAssertEqual(one.diagnostics.map(\.code), [.E401, .W402, .E401], "`three` in b and c: in both, open; never tied with itself")
    }

    func testEditsKeepOneSummaryPerInput() async throws {
        let project = workspace()
        _ = await update(project, walks: true)
        for edit in 0..<50 {
            _ = await update(project, [folder.path("c/a.yaml"): campaign("one-\(edit)")])
        }
        XCTAssertEqual(project.inputSummaries.count, 3)
        XCTAssertEqual(checked.take().count, 3 + 50)
    }
}

/// The paths a keeper saw, from any thread.
final class CheckedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    func add(_ path: String) {
        lock.lock()
        paths.append(path)
        lock.unlock()
    }

    /// The paths seen since the last call.
    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let taken = paths
        paths = []
        return taken
    }
}
