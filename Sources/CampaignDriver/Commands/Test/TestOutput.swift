import CampaignDiagnostics
import CampaignWorkspace
import CanonicalJSON
import DeliverySimulator

/// Renders a `campaignc test` run (SPEC §9.4): `PASS id` / `FAIL id` lines in id order, the
/// diagnostics, and `5 scenarios: 4 passed, 1 failed`; or one JSON document with
/// `scenarios`, the counts and (with `--trace`) `traces`.
struct TestOutput {
    let run: TestRun
    let options: TestOptions
    let colored: Bool

    var passed: Int { run.outcomes.count { $0.result == .pass } }
    var failed: Int { run.outcomes.count { $0.result == .fail } }
    var notRun: Int { run.outcomes.count { $0.result == .notRun } }

    func result() -> CommandResult {
        let failing = run.report.hasErrors || failed > 0 || notRun > 0
        let status = failing ? ExitStatus.errors : ExitStatus.success
        switch options.checking.format {
        case .json: return CommandResult(exitStatus: status, standardOutput: json())
        case .text: return CommandResult(exitStatus: status, standardOutput: text())
        default: return CommandResult(exitStatus: status, standardOutput: ReportRendering.render(run.report, format: options.checking.format, colored: colored))
        }
    }

    /// `5 scenarios: 4 passed, 1 failed` (`, 2 not run` when some did not run); with
    /// `--scenario`, `; 1 error in other inputs` when errors outside the selected scenarios count.
    var summaryLine: String {
        let count = run.outcomes.count
        var line = "\(count) \(count == 1 ? "scenario" : "scenarios"): \(passed) passed, \(failed) failed"
        if notRun > 0 { line += ", \(notRun) not run" }
        if let others = run.errorsInOtherInputs, others > 0 { line += "; \(others) \(others == 1 ? "error" : "errors") in other inputs" }
        return line
    }

    private func text() -> String {
        var out = ""
        if options.trace {
            for outcome in run.outcomes { if let trace = outcome.trace { out += trace.text } }
        }
        for outcome in run.outcomes where outcome.result != .notRun {
            out += (outcome.result == .pass ? "PASS " : "FAIL ") + outcome.id + "\n"
        }
        out += ReportRendering.render(run.report, format: .text, colored: colored)
        return out + summaryLine + "\n"
    }

    private func json() -> String {
        guard case .object(var document) = JSONDiagnosticRenderer.value(of: run.report) else { return "" }
        document["scenarios"] = .array(
            run.outcomes.map { outcome in
                var entry: [String: JSONValue] = [
                    "id": .string(outcome.id), "file": .string(outcome.file), "line": JSONValue(outcome.line), "result": .string(outcome.result.rawValue),
                ]
                if options.platform != nil, let platform = outcome.platform { entry["platform"] = .string(platform.rawValue) }
                return .object(entry)
            })
        if case .object(var summary)? = document["summary"] {
            summary["scenarios"] = JSONValue(run.outcomes.count)
            summary["passed"] = JSONValue(passed)
            summary["failed"] = JSONValue(failed)
            document["summary"] = .object(summary)
        }
        if options.trace {
            document["traces"] = .array(run.outcomes.compactMap { $0.trace?.jsonValue })
        }
        return String(decoding: JSONWriter(style: .compact).encodeDocument(.object(document)), as: UTF8.self)
    }
}
