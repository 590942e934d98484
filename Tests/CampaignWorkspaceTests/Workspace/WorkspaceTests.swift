import CampaignCompiler
import CampaignDiagnostics
import CampaignWorkspace
import Foundation
import XCTest

/// The one run: a command's first update checks every input; a later update checks again only
/// the inputs it names, and its report is the report of a fresh run over the same texts.
final class WorkspaceTests: XCTestCase {
    static let valid = "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n"
    static let duplicate = "campaign: a\ntrigger: { custom_event: c }\nmessage: { type: modal, message: Hi }\n"
    static let other = "campaign: b\ntrigger: { custom_event: b }\nmessage: { type: slideup, message: Hi }\n"
    static let otherAgain = "campaign: b\ntrigger: { custom_event: c }\nmessage: { type: slideup, message: Hi }\n"

    /// Counts the files checked, by path.
    final class Checks: @unchecked Sendable {
        private let lock = NSLock()
        private var paths: [String] = []
        func record(_ path: String) { lock.withLock { paths.append(path) } }
        var all: [String] { lock.withLock { paths.sorted() } }
        func reset() { lock.withLock { paths = [] } }
    }

    private func keeper(_ checks: Checks) -> FileKeeper<NoProduct> {
        FileKeeper { source, _, _ in
            checks.record(source.path)
            return NoProduct()
        }
    }

    private func context() -> CheckContext {
        CheckContext(project: .none(root: "/p"), settings: CompilationSettings(now: 0, workingDirectory: "/p"))
    }

    private func workspace(_ files: [(String, String)], checks: Checks) -> Workspace<NoProduct> {
        Workspace(context: context(), keeper: keeper(checks), files: MemoryFileSystem(files.map { ($0.0, Array($0.1.utf8)) }), jobs: 2)
    }

    private func everyInput(_ paths: [String]) -> [(input: InputFile, version: TextVersion, sizeHint: Int)] {
        paths.map { (.file($0), .stamped(nil), 0) }
    }

    private func rendered(_ report: DiagnosticReport) -> [String] {
        report.diagnostics.map { "\($0.location.file):\($0.location.range.start.line) \($0.code.rawValue) \($0.message)" }
    }

    func testAnUpdateChecksOnlyWhatItNamesAndReportsWhatAFreshRunReports() async throws {
        let checks = Checks()
        let paths = ["/p/a.yaml", "/p/b.yaml", "/p/c.yaml"]
        var incremental = workspace([("/p/a.yaml", Self.valid), ("/p/b.yaml", Self.other), ("/p/c.yaml", Self.otherAgain)], checks: checks)
        _ = try await incremental.update(paths.map(InputFile.file), stale: everyInput(paths), failures: .stop)
        XCTAssertEqual(checks.all, paths)
        let before = rendered(incremental.report().report)
        XCTAssertEqual(before.map { $0.prefix(16) }, ["/p/c.yaml:1 E401"])

        // c.yaml now duplicates a.yaml instead of b.yaml; only it is read and checked again.
        checks.reset()
        let changed: [(String, String)] = [("/p/a.yaml", Self.valid), ("/p/b.yaml", Self.other), ("/p/c.yaml", Self.duplicate)]
        incremental.files = MemoryFileSystem(changed.map { ($0.0, Array($0.1.utf8)) })
        _ = try await incremental.update(paths.map(InputFile.file), stale: everyInput(["/p/c.yaml"]), failures: .stop)
        XCTAssertEqual(checks.all, ["/p/c.yaml"])

        var fresh = workspace(changed, checks: Checks())
        _ = try await fresh.update(paths.map(InputFile.file), stale: everyInput(paths), failures: .stop)
        XCTAssertEqual(rendered(incremental.report().report), rendered(fresh.report().report))
        XCTAssertEqual(rendered(fresh.report().report).map { $0.prefix(16) }, ["/p/c.yaml:1 E401"])
        XCTAssertNotEqual(rendered(fresh.report().report), before, "the duplicate is another campaign's now")

        // An input left out of the next update is dropped without a check.
        checks.reset()
        _ = try await incremental.update([.file("/p/a.yaml"), .file("/p/b.yaml")], stale: [], failures: .stop)
        XCTAssertEqual(checks.all, [])
        XCTAssertEqual(incremental.inputs, [.file("/p/a.yaml"), .file("/p/b.yaml")])
        XCTAssertEqual(rendered(incremental.report().report), [])
    }

    func testAnInputThatCannotBeReadStopsACommandOrIsLeftOut() async throws {
        let paths = ["/p/a.yaml", "/p/gone.yaml", "/p/gone2.yaml"]
        var command = workspace([("/p/a.yaml", Self.valid)], checks: Checks())
        do {
            _ = try await command.update(paths.map(InputFile.file), stale: everyInput(paths), failures: .stop)
            XCTFail("a command stops")
        } catch {
            XCTAssertEqual(error, .usage("cannot read '/p/gone.yaml': No such file or directory"), "the first in input order")
        }
        var editor = workspace([("/p/a.yaml", Self.valid)], checks: Checks())
        let problems = try await editor.update(paths.map(InputFile.file), stale: everyInput(paths), failures: .skip)
        XCTAssertEqual(
            problems,
            ["campaignc: cannot read '/p/gone.yaml': No such file or directory", "campaignc: cannot read '/p/gone2.yaml': No such file or directory"])
        XCTAssertEqual(editor.inputs, [.file("/p/a.yaml")])
    }

    func testStandardInputIsReadOnce() async throws {
        let reads = Checks()
        var workspace = Workspace(
            context: context(), keeper: .nothing, files: MemoryFileSystem([]), standardInputName: "shown.yaml",
            readStandardInput: { _ in
                reads.record("-")
                return .success(Array(WorkspaceTests.valid.utf8))
            })
        _ = try await workspace.update([.standardInput], stale: [(.standardInput, .stamped(nil), 0)], failures: .stop)
        _ = try await workspace.update([.standardInput], stale: [(.standardInput, .stamped(nil), 0)], failures: .stop)
        XCTAssertEqual(reads.all, ["-"])
        XCTAssertEqual(workspace.entry(.standardInput)?.version, .held(Array(Self.valid.utf8)))
        XCTAssertEqual(workspace.input(shownAs: "shown.yaml"), .standardInput)
        XCTAssertEqual(workspace.summaries.map(\.path), ["shown.yaml"])
    }

    /// A code the policy turns off is dropped in the file's worker: the summary holds none of
    /// it, the report is the same, and a run that hands its workspace to the report
    /// (`finishedReport`) reports the same as one that keeps it.
    func testCodesTurnedOffAreDroppedInTheWorkerAndTheReportIsTheSame() async throws {
        let unitless = "campaign: a\ntrigger: session_start\ndelay: 3\nmessage: { type: slideup, message: Hi }\n"
        let files = MemoryFileSystem([("/p/a.yaml", Array(unitless.utf8)), ("/p/b.yaml", Array(Self.other.utf8))])
        let paths = ["/p/a.yaml", "/p/b.yaml"]
        func checked(_ policy: SeverityPolicy) async throws -> Workspace<NoProduct> {
            let context = CheckContext(project: .none(root: "/p"), settings: CompilationSettings(now: 0, workingDirectory: "/p"), policy: policy)
            var workspace = Workspace(context: context, keeper: .nothing, files: files, jobs: 2)
            _ = try await workspace.update(paths.map(InputFile.file), stale: everyInput(paths), failures: .stop)
            return workspace
        }
        let shown = try await checked(.default)
        XCTAssertEqual(shown.summaries[0].diagnostics.map(\.code), [.W317])
        XCTAssertEqual(rendered(shown.report().report).map { $0.prefix(16) }, ["/p/a.yaml:3 W317"])

        let off = try await checked(SeverityPolicy(overrides: [.W317: .off]))
        XCTAssertEqual(off.summaries.flatMap(\.diagnostics).map(\.code), [])
        let kept = off.report().report
        XCTAssertEqual(kept.diagnostics, [])
        XCTAssertEqual(kept.summary, off.finishedReport().report.summary)
        let handedOver = try await checked(.default).finishedReport().report
        XCTAssertEqual(rendered(shown.report().report), rendered(handedOver))
    }
}
