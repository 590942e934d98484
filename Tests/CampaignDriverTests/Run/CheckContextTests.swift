import CampaignCompiler
import CampaignDiagnostics
import CampaignDriver
import CampaignWorkspace
import XCTest

/// The API an editor server builds on (SPEC §13.10): check one changed file, keep the others'
/// summaries, and assemble the report from the summaries — the same report a whole run gives.
final class CheckContextTests: XCTestCase {
    private let context = CheckContext(
        project: .none(), settings: CompilationSettings(now: 1_772_355_600, workingDirectory: "/nowhere")
    )

    private func file(_ path: String, id: String, priority: String = "high") -> SourceFile {
        SourceFile(
            path: path,
            text: "campaign: \(id)\ntrigger: { custom_event: opened }\npriority: \(priority)\nmessage: { type: slideup, message: Hi }\n"
        )
    }

    private func lines(_ report: DiagnosticReport) -> [String] {
        zip(report.diagnostics, report.fingerprints).map { d, print in
            "\(d.code.rawValue) \(d.location.file):\(d.location.range.start.line) \(d.unit ?? "-") \(d.nodePath ?? "-") \(print)"
        }
    }

    func testReCheckingOneFileGivesTheReportOfTheWholeRun() {
        var summaries: [String: FileSummary] = [:]
        for source in [file("a.yaml", id: "one"), file("b.yaml", id: "two", priority: "low"), file("c.yaml", id: "three", priority: "low")] {
            summaries[source.path] = context.checkFile(source, keeper: .nothing).summary
        }
        let before = context.report(summaries.values.sorted { $0.path < $1.path }).report
        XCTAssertEqual(lines(before).map { String($0.prefix(4)) }, ["W402"])

        // b.yaml now reuses a's id: only b.yaml is checked again.
        let changed = file("b.yaml", id: "one", priority: "low")
        summaries[changed.path] = context.checkFile(changed, keeper: .nothing).summary
        let incremental = context.report(summaries.values.sorted { $0.path < $1.path }).report

        let whole = [file("a.yaml", id: "one"), changed, file("c.yaml", id: "three", priority: "low")]
            .map { context.checkFile($0, keeper: .nothing).summary }
        let full = context.report(whole).report
        XCTAssertEqual(lines(incremental), lines(full))
        XCTAssertEqual(incremental.diagnostics.map(\.code), [.E401, .W402])
        XCTAssertEqual(incremental.diagnostics.first?.unit, "one")
        XCTAssertEqual(incremental.diagnostics.first?.nodePath, "campaign")
        XCTAssertEqual(incremental.summary.campaigns, 3)
    }

    func testAKeeperKeepsWhatItsCommandNeeds() {
        let ids = FileKeeper { _, _, compiled in compiled.documents.compactMap(\.id) }
        let outcome = context.checkFile(file("a.yaml", id: "one"), keeper: ids)
        XCTAssertEqual(outcome.product, ["one"])
        XCTAssertEqual(outcome.summary.path, "a.yaml")
        XCTAssertEqual(outcome.summary.diagnostics, [])

        var skipping = ids
        skipping.needs.scenarios = false
        let mixed = SourceFile(path: "m.yaml", text: "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n---\nscenario: s\n")
        XCTAssertEqual(context.checkFile(mixed, keeper: ids).product, ["c", "s"])
        XCTAssertEqual(context.checkFile(mixed, keeper: ids).summary.diagnostics.map(\.code), [.E102, .E102], "scenarios are checked")
        XCTAssertEqual(context.checkFile(mixed, keeper: skipping).product, ["c"])
        XCTAssertEqual(context.checkFile(mixed, keeper: skipping).summary.diagnostics, [], "…unless the keeper skips them")
    }

    func testLateDiagnosticsGoThroughTheSameAssembly() {
        let summaries = [context.checkFile(file("a.yaml", id: "one"), keeper: .nothing).summary]
        let late = Diagnostic(DiagnosticCode.W402, "late", at: SourceLocation(file: "a.yaml", range: SourceRange(at: .start)))
        var strict = context
        strict.policy = SeverityPolicy(overrides: [:], warningsAsErrors: true)
        let report = strict.report(summaries, late: [late]).report
        XCTAssertEqual(report.diagnostics.map(\.severity), [.error], "the policy applies to late diagnostics")
        XCTAssertEqual(report.fingerprints.count, 1)
        XCTAssertFalse(report.fingerprints[0].isEmpty)
    }
}
