import CampaignDiagnostics
import CampaignWorkspace
import CampaignYAML
import CanonicalJSON

/// `campaignc validate --fix [--diff]` (SPEC §13.2): validate; take, file by file in report
/// order, the safe fix-its of the reported diagnostics that overlap none taken before (never in
/// a file with `E001`–`E008`); apply them in memory; repeat until a pass takes nothing, at most
/// ten passes (more while a file's report is full). Then write the files whose bytes changed,
/// each only over the text it checked (or, with `--diff`, print their diff)
/// and print the report of the files as fixed, with the count of fix-its applied. Standard
/// input is never written: its fixed text goes to standard output and the report to standard
/// error. With `--write-baseline`, the baseline records what is left after the fixes.
public enum FixOperation {
    /// What the command prints and its exit status; standard output is bytes, since a text
    /// read from standard input goes back byte for byte.
    public struct Result: Hashable, Sendable {
        public var exitStatus: Int32
        public var standardOutput: [UInt8]
        public var standardError: String

        public init(exitStatus: Int32, standardOutput: [UInt8] = [], standardError: String = "") {
            self.exitStatus = exitStatus
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs the command. Never throws: a problem that stops it is exit status 2 (or 70) and a
    /// line on standard error.
    public static func run(_ options: ValidateOptions, diff: Bool, environment: DriverEnvironment) async -> Result {
        var fixRun = FixRun(options: options, diff: diff, environment: environment)
        do throws(RunError) {
            return try await fixRun.run()
        } catch {
            return Result(exitStatus: error.exitStatus, standardError: error.errorOutput)
        }
    }
}

/// One `validate --fix` run: the fix engine over the run's workspace, then the writes and the
/// report.
struct FixRun {
    let options: ValidateOptions
    let diff: Bool
    let environment: DriverEnvironment

    mutating func run() async throws(RunError) -> FixOperation.Result {
        // The fixes edit the working tree; `--staged` reads the index, which they would not change.
        if options.staged { throw .usage("--fix edits the files of the working tree; --staged reads the index: give one of them") }
        // The passes record no baseline (what they hide would not be fixed), but keep what the
        // report recording one needs, so the run is not checked again to record it.
        var passOptions = options.run
        passOptions.writeBaselinePath = nil
        passOptions.needs = options.run.needs
        let setup = try RunSetup(passOptions, environment: environment.run)
        var workspace = Workspace(setup, keeper: .fixableTexts)
        try await workspace.checkEveryInput()
        let run = environment.run
        let pass = passOptions
        var engine = FixEngine(
            workspace,
            projectFix: .setUp { files throws(RunError) in
                var passing = run
                passing.files = files
                return try RunSetup(pass, environment: passing)
            },
            checkedText: { $0.outcome.product.bytes })
        // With standard input nothing is written: only its text is fixed, never the project
        // file's or another input's.
        let readsStandardInput = workspace.inputs.contains(.standardInput)
        try await engine.run(only: readsStandardInput ? workspace.standardInputName : nil)
        if options.writeBaselinePath != nil {
            var recording = environment.run
            recording.files = engine.workspace.files
            try await engine.recordBaseline(try RunSetup(options.run, environment: recording))
        }
        let limit = setup.context.settings.limits.maxFileBytes
        let standardInput = engine.workspace.entry(.standardInput).flatMap { entry -> [UInt8]? in
            guard case .held(let text) = entry.version else { return nil }
            // A text over the size limit was read only up to it (`E005`, nothing fixed): the
            // rest follows, so it comes back byte for byte.
            guard text.count > limit, case .success(let rest) = environment.readStandardInput(Int.max) else {
                return engine.texts.standardInput?.original ?? text
            }
            return text + rest
        }
        if diff { return diffResult(engine.texts, standardInput: standardInput, name: engine.workspace.standardInputName) }

        var errors = ""
        var unwritten: [String] = []
        for (path, entry) in engine.texts.changedFiles {
            if case .failure(let failure) = FixedFileWriter.write(entry.fixed, to: path, replacing: entry.original) {
                errors += failure.driverError.errorOutput
                unwritten.append(path)
            }
        }
        if !unwritten.isEmpty { try await engine.drop(unwritten) }
        let assembled = engine.workspace.report()
        let note = try BaselineWriter.write(assembled.recorded, to: options.writeBaselinePath)
        var report = assembled.report
        report.summary.appliedFixes = engine.texts.appliedCount
        let status = !errors.isEmpty ? ExitStatus.usage : report.hasErrors ? ExitStatus.errors : ExitStatus.success
        guard let original = standardInput else {
            let output = ReportRendering.render(report, format: options.format, colored: options.color.resolved(in: environment))
            return FixOperation.Result(exitStatus: status, standardOutput: Array(output.utf8), standardError: errors + note)
        }
        let colored = options.color.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
        let rendered = ReportRendering.render(report, format: options.format, colored: colored)
        return FixOperation.Result(
            exitStatus: status, standardOutput: engine.texts.standardInput?.fixed ?? original, standardError: rendered + errors + note)
    }

    /// `--diff`: the unified diff of each file that would change, in byte-wise path order;
    /// exit 1 when one would, 0 when none would.
    private func diffResult(_ texts: FixedTexts, standardInput: [UInt8]?, name: String) -> FixOperation.Result {
        var changes: [(path: String, old: [UInt8], new: [UInt8])] = texts.changedFiles.map { ($0.path, $0.entry.original, $0.entry.fixed) }
        if let original = standardInput, let fixed = texts.standardInput?.fixed, fixed != original {
            changes.append((name, original, fixed))
        }
        changes.sort { UTF8Order.precedes($0.path, $1.path) }
        let output = changes.flatMap { UnifiedDiff.render(path: $0.path, old: $0.old, new: $0.new) }
        return FixOperation.Result(exitStatus: changes.isEmpty ? ExitStatus.success : ExitStatus.errors, standardOutput: output)
    }
}
