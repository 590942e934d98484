import CampaignCompiler
import CampaignDiagnostics
import CampaignYAML

/// The one fix engine (SPEC §13.2, §13.8), over a workspace whose inputs are checked: take the
/// safe fix-its of the reported diagnostics, file by file in report order (`FixSelection`),
/// apply them to the exact bytes that were checked, check again only the files it edited, and
/// assemble the report again; repeat until a pass takes nothing, at most ten passes — more
/// while a file's report is full (its per-file cap hides more to fix).
/// `validate --fix` runs it over every file of the run, the editor's fix-all over one file of
/// a copy of its project's workspace (the editor applies the result as an edit).
public struct FixEngine<Product: Sendable>: Sendable {
    /// The workspace, with the texts fixed so far checked in place of the disk's.
    public private(set) var workspace: Workspace<Product>
    /// The texts changed so far.
    public private(set) var texts = FixedTexts()
    /// The bytes of an input as it was checked: kept by the command's product, or held by the
    /// workspace (an open document, standard input); nil to read them through the file system.
    private let checkedText: @Sendable (Workspace<Product>.Entry) -> [UInt8]?
    /// What a fix of the project file does: the report of the fixed text, or a whole new setup.
    private let projectFix: ProjectFix
    /// The file system below the fixed texts.
    private let base: any SourceFileSystem

    /// What a pass does when it edits the project file.
    public enum ProjectFix: Sendable {
        /// Assembles the report with the fixed project file, checking no input again (the
        /// editor's fix-all of the project file).
        case reassemble
        /// Finds the run's inputs and settings again with the fixed texts (`setup` over a file
        /// system): when they are what they were, only the edited inputs are checked again;
        /// otherwise every input is (`validate --fix`).
        case setUp(@Sendable (any SourceFileSystem) throws(RunError) -> RunSetup)
    }

    public init(
        _ workspace: Workspace<Product>, projectFix: ProjectFix, checkedText: @escaping @Sendable (Workspace<Product>.Entry) -> [UInt8]?
    ) {
        var workspace = workspace
        workspace.indexInputs()
        self.workspace = workspace
        self.projectFix = projectFix
        self.checkedText = checkedText
        base = workspace.files
    }

    /// Runs the passes; with `only`, takes only the fix-its of that file (shown path). Returns
    /// how many passes applied something.
    @discardableResult
    public mutating func run(only: String? = nil) async throws(RunError) -> Int {
        var passes = 0
        var capped = false
        // Past the usual passes, only while a file's report was full: its cap hid diagnostics
        // whose fixes are still to take. Each such pass applies a full report's edits, so their
        // number is bounded by the size of the texts.
        let ceiling = FixSelection.maximumPasses + YAMLLimits.standard.maxFileBytes / CampaignCompiler.diagnosticsPerFile
        while passes < FixSelection.maximumPasses || (capped && passes < ceiling) {
            let report = workspace.report().report
            var edits = FixSelection.edits(in: report.diagnostics)
            if let only { edits = edits.filter { $0.file == only } }
            capped = edits.contains { $0.edits.count >= CampaignCompiler.diagnosticsPerFile }
            guard try await apply(edits) else { break }
            passes += 1
        }
        return passes
    }

    /// Applies one pass's edits and checks the edited files again; false when nothing changed.
    private mutating func apply(_ edits: [(file: String, edits: [TextEdit])]) async throws(RunError) -> Bool {
        var editedInputs: [(input: InputFile, text: [UInt8])] = []
        var editedProject: [UInt8]?
        let projectPath = workspace.context.project.source?.path
        for (file, fileEdits) in edits {
            let input = workspace.input(shownAs: file)
            let target: FixTarget
            let current: [UInt8]?
            if let input {
                target = FixTarget(input)
                current = texts.current(target) ?? workspace.entry(input).flatMap(text(of:))
            } else if file == projectPath {
                target = .file(PathKey(file))
                current = texts.current(target) ?? workspace.context.project.source?.bytes
            } else {
                continue
            }
            guard let current else { continue }
            let fixed = TextEdit.apply(fileEdits, to: current)
            guard fixed != current else { continue }
            texts.record(target, path: file, original: current, fixed: fixed, count: fileEdits.count)
            if let input { editedInputs.append((input, fixed)) }
            // The project file may be an input too (`--config` naming one): then both are fixed.
            if file == projectPath { editedProject = fixed }
        }
        guard !editedInputs.isEmpty || editedProject != nil else { return false }
        workspace.files = OverlayFileSystem(texts.overlay, over: base)
        if let editedProject, let projectPath {
            try await reloadProject(SourceFile(path: projectPath, bytes: editedProject))
        }
        _ = try await workspace.update(workspace.inputs, stale: editedInputs.map { ($0.input, .held($0.text), 0) }, failures: .stop)
        return true
    }

    /// A pass edited the project file.
    private mutating func reloadProject(_ source: SourceFile) async throws(RunError) {
        switch projectFix {
        case .reassemble:
            let contentBlocks = workspace.context.project.settings.contentBlocks
            workspace.context.project = LoadedProject(source, root: workspace.context.project.settings.root)
            workspace.context.project.settings.contentBlocks = contentBlocks
        case .setUp(let setUp):
            let setup = try setUp(workspace.files)
            if setup.inputs == workspace.inputs, setup.settings == workspace.context.settings {
                workspace.context = setup.context
            } else {
                var fresh = Workspace(setup, keeper: workspace.keeper)
                try await fresh.checkEveryInput()
                fresh.indexInputs()
                workspace = fresh
            }
        }
    }

    /// The text of an input as checked: the command's product, a held text, else the file
    /// system's (a file checked without its text kept) while its stamp is the one checked; nil for
    /// a file whose text is neither kept nor stamped.
    private func text(of entry: Workspace<Product>.Entry) -> [UInt8]? {
        if let kept = checkedText(entry) { return kept }
        if case .held(let text) = entry.version { return text }
        guard case .file(let path) = entry.input, case .stamped(.some) = entry.version,
            let bytes = try? base.read(path, limit: YAMLLimits.standard.maxFileBytes + 1).get()
        else {
            return nil
        }
        // Edits are only ever applied to the text that was checked: a file whose stamp changed
        // since then is left alone.
        return base.version(path) == entry.version ? bytes : nil
    }

    // MARK: After the passes

    /// Checks again, from the file system below the fixes, the files whose fixes are dropped
    /// (they could not be written).
    public mutating func drop(_ paths: [String]) async throws(RunError) {
        for path in paths { texts.forget(.file(PathKey(path))) }
        workspace.files = OverlayFileSystem(texts.overlay, over: base)
        let inputs = paths.compactMap { workspace.input(shownAs: $0) }
        _ = try await workspace.update(workspace.inputs, stale: inputs.map { ($0, .stamped(nil), 0) }, failures: .stop)
    }

    /// Makes the report record the baseline (`--write-baseline`): `setup` finds the run again
    /// with the fixed texts and the command's own options.
    public mutating func recordBaseline(_ setup: RunSetup) async throws(RunError) {
        if setup.inputs == workspace.inputs, setup.settings == workspace.context.settings {
            workspace.context = setup.context
        } else {
            var fresh = Workspace(setup, keeper: workspace.keeper)
            try await fresh.checkEveryInput()
            fresh.indexInputs()
            workspace = fresh
        }
    }
}
