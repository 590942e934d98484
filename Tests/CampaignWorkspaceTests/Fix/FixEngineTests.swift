import CampaignCompiler
import CampaignDiagnostics
import CampaignTestSupport
import CampaignWorkspace
import XCTest

/// The one fix engine: passes over the reported diagnostics' safe fix-its, applied to the bytes
/// that were checked, checking again only the files it edited.
final class FixEngineTests: XCTestCase {
    private var folder: TestFolder!
    static let fixable = "campaign: one\ntrigger: { custom_event: opened }\nmesage: { type: Slideup, message: Hi }\n"
    static let fixed = "campaign: one\ntrigger: { custom_event: opened }\nmessage: { type: slideup, message: Hi }\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("a.yaml", Self.fixable)
        try folder.write("b.yaml", WorkspaceTests.other)
    }

    override func tearDown() {
        folder.remove()
    }

    private func checkedWorkspace(_ checks: WorkspaceTests.Checks) async throws -> Workspace<FixableText> {
        let context = CheckContext(project: .none(root: folder.path), settings: CompilationSettings(now: 0, workingDirectory: folder.path))
        let keeper = FileKeeper<FixableText>(keep: { source, yaml, compiled in
            checks.record(source.path)
            return FileKeeper<FixableText>.fixableTexts.keep(source, yaml, compiled)
        })
        var workspace = Workspace(context: context, keeper: keeper, files: DiskFileSystem(), jobs: 2)
        let inputs = [folder.path("a.yaml"), folder.path("b.yaml")].map(InputFile.file)
        _ = try await workspace.update(inputs, stale: inputs.map { ($0, .stamped(nil), 0) }, failures: .stop)
        return workspace
    }

    func testPassesCheckAgainOnlyTheEditedFileAndApplyToTheCheckedBytes() async throws {
        let checks = WorkspaceTests.Checks()
        let workspace = try await checkedWorkspace(checks)
        XCTAssertEqual(
            workspace.entry(.file(folder.path("b.yaml")))?.outcome.product.bytes, Array(WorkspaceTests.other.utf8),
            "a readable file keeps the text checked: the analyses across files may give it a fix-it")
        // The file changes on disk after its check: the fixes apply to what was checked.
        try folder.write("a.yaml", "campaign: changed\n")
        checks.reset()
        var engine = FixEngine(workspace, projectFix: .reassemble, checkedText: { $0.outcome.product.bytes })
        let passes = try await engine.run()
        XCTAssertEqual(passes, 2, "the type is checked once `message` is spelt right")
        XCTAssertEqual(checks.all, [folder.path("a.yaml"), folder.path("a.yaml")], "one check of the edited file per pass, none of the other")
        XCTAssertEqual(engine.texts.changedFiles.map(\.path), [folder.path("a.yaml")])
        XCTAssertEqual(engine.texts.changedFiles.first.map { String(decoding: $0.entry.fixed, as: UTF8.self) }, Self.fixed)
        XCTAssertEqual(engine.texts.changedFiles.first?.entry.original, Array(Self.fixable.utf8))
        XCTAssertEqual(engine.texts.appliedCount, 2)
        XCTAssertEqual(engine.workspace.report().report.diagnostics.map(\.code), [])
        XCTAssertEqual(folder.bytes("a.yaml"), Array("campaign: changed\n".utf8), "the engine writes nothing")
    }

    func testOneFileOnly() async throws {
        try folder.write("b.yaml", Self.fixable.replacingOccurrences(of: "one", with: "two"))
        var engine = FixEngine(try await checkedWorkspace(WorkspaceTests.Checks()), projectFix: .reassemble, checkedText: { $0.outcome.product.bytes })
        try await engine.run(only: folder.path("b.yaml"))
        XCTAssertEqual(engine.texts.changedFiles.map(\.path), [folder.path("b.yaml")])
    }
}
