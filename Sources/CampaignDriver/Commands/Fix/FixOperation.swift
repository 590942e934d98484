import CampaignDiagnostics
import CampaignYAML
import CanonicalJSON

/// `campaignc validate --fix [--diff]` (SPEC §13.2): validate; take, file by file in report
/// order, the safe fix-its of the reported diagnostics that overlap none taken before (never in
/// a file with `E001`–`E008`); apply them in memory; repeat until a pass takes nothing, at most
/// ten passes. Then write the files whose bytes changed (or, with `--diff`, print their diff)
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
        do throws(DriverError) {
            return try await fixRun.run()
        } catch {
            return Result(exitStatus: error.exitStatus, standardError: error.errorOutput)
        }
    }
}

/// One `validate --fix` run: its passes and what it keeps between them.
struct FixRun {
    let options: ValidateOptions
    let diff: Bool
    let environment: DriverEnvironment
    var texts = FixedTexts()
    /// Standard input as read once (a pass reads it from here, or its fixed text).
    var standardInput: [UInt8]?

    init(options: ValidateOptions, diff: Bool, environment: DriverEnvironment) {
        self.options = options
        self.diff = diff
        self.environment = environment
    }

    mutating func run() async throws(DriverError) -> FixOperation.Result {
        // The passes record no baseline: what they hide would not be fixed.
        var passOptions = options
        passOptions.writeBaselinePath = nil
        var (prepared, checked) = try await validate(passOptions)
        var passes = 0
        while passes < FixSelection.maximumPasses, applyOnePass(checked.report.diagnostics, prepared: prepared) {
            passes += 1
            (prepared, checked) = try await validate(passOptions)
        }
        if options.writeBaselinePath != nil { (prepared, checked) = try await validate(options) }
        if diff { return diffResult(standardInputName: prepared.standardInputName) }

        var errors = ""
        for (path, entry) in texts.changedFiles {
            if case .failure(let failure) = FixedFileWriter.write(entry.fixed, to: path) {
                errors += failure.driverError.errorOutput
                texts.forget(.file(path))
            }
        }
        if !errors.isEmpty { (prepared, checked) = try await validate(options) }
        let note = try BaselineFile.write(checked.recorded, to: options.writeBaselinePath)
        var report = checked.report
        report.summary.appliedFixes = texts.appliedCount
        let status = !errors.isEmpty ? ExitStatus.usage : report.hasErrors ? ExitStatus.errors : ExitStatus.success
        guard let original = standardInput else {
            let output = ReportRendering.render(report, format: options.format, colored: options.color.resolved(in: environment))
            return FixOperation.Result(exitStatus: status, standardOutput: Array(output.utf8), standardError: errors + note)
        }
        let colored = options.color.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
        let rendered = ReportRendering.render(report, format: options.format, colored: colored)
        return FixOperation.Result(
            exitStatus: status, standardOutput: texts.current(.standardInput) ?? original, standardError: rendered + errors + note)
    }

    /// One validation of the texts as fixed so far.
    private mutating func validate(_ options: ValidateOptions) async throws(DriverError) -> (DriverRun.Prepared, DriverRun.Checked<NoProduct>) {
        let prepared = try DriverRun.prepare(options, environment: environment, overlay: texts.overlay)
        if standardInput == nil, prepared.inputs.contains(.standardInput) {
            switch environment.readStandardInput(YAMLLimits.standard.maxFileBytes + 1) {
            case .success(let bytes): standardInput = bytes
            case .failure(let failure): throw .usage("cannot read standard input: \(failure.reason)")
            }
        }
        var passEnvironment = environment
        let text = texts.current(.standardInput) ?? standardInput ?? []
        passEnvironment.readStandardInput = { limit in .success(Array(text.prefix(limit))) }
        return (prepared, try await DriverRun.check(prepared, environment: passEnvironment, keeper: .nothing))
    }

    /// Applies the fix-its one pass takes; false when it takes nothing.
    private mutating func applyOnePass(_ diagnostics: [Diagnostic], prepared: DriverRun.Prepared) -> Bool {
        var changed = false
        for (file, edits) in FixSelection.edits(in: diagnostics) {
            let target: FixedTexts.Target =
                prepared.inputs.contains(.standardInput) && file == prepared.standardInputName ? .standardInput : .file(file)
            guard let current = texts.current(target) ?? firstText(of: target) else { continue }
            let fixed = TextEdit.apply(edits, to: current)
            guard fixed != current else { continue }
            texts.record(target, original: current, fixed: fixed, count: edits.count)
            changed = true
        }
        return changed
    }

    /// The text of a file (or standard input) as the run first read it.
    private func firstText(of target: FixedTexts.Target) -> [UInt8]? {
        switch target {
        case .standardInput: standardInput
        case .file(let path): try? FileReader.read(path, limit: YAMLLimits.standard.maxFileBytes + 1).get()
        }
    }

    /// `--diff`: the unified diff of each file that would change, in byte-wise path order;
    /// exit 1 when one would, 0 when none would.
    private func diffResult(standardInputName: String) -> FixOperation.Result {
        var changes: [(path: String, old: [UInt8], new: [UInt8])] = texts.changedFiles.map { ($0.path, $0.entry.original, $0.entry.fixed) }
        if let original = standardInput, let fixed = texts.current(.standardInput), fixed != original {
            changes.append((standardInputName, original, fixed))
        }
        changes.sort { UTF8Order.precedes($0.path, $1.path) }
        let output = changes.flatMap { UnifiedDiff.render(path: $0.path, old: $0.old, new: $0.new) }
        return FixOperation.Result(exitStatus: changes.isEmpty ? ExitStatus.success : ExitStatus.errors, standardOutput: output)
    }
}
