import CampaignCompiler
import CampaignDiagnostics

/// The one run behind every command and the language server: a project's inputs, each kept as
/// its `FileOutcome` (the summary the report and the cross-file analyses need, and the
/// command's product of it — never its text), brought up to date by updates that read and
/// check again only the inputs they name as stale, in parallel, and one report assembled
/// from every input's summary (`assembly`).
///
/// A command is the first update with every input stale (`Workspace(_:keeper:)`, then
/// `checkEveryInput()`); the language server keeps its workspace and updates what changed
/// (`Workspace+Editor`); `validate --fix` and the editor's fix-all update the files they
/// edited (`FixEngine`).
public struct Workspace<Product: Sendable>: Sendable {
    /// How each file is checked and the report put together.
    public var context: CheckContext
    public let keeper: FileKeeper<Product>
    /// Where inputs are read: the disk, or texts held over it.
    public var files: any SourceFileSystem
    /// How many files are checked at once.
    public var jobs: Int
    /// How standard input is shown (`<stdin>` or `--stdin-filename`) and read.
    public let standardInputName: String
    private let readStandardInput: @Sendable (Int) -> Result<[UInt8], StandardInputFailure>
    /// Each input as last checked, in report order (an array: a large run's outcomes are
    /// kept once, in order), and where each is in it.
    private var entries: [Stored] = []
    /// Where each input is in `entries`; nil after a command's first update, which never looks
    /// one up (`indexInputs()` makes it).
    private var index: [InputKey: Int]?
    /// The version of each input's text, but `.stamped(nil)` (a command's, not tracked).
    private var versions: [InputKey: TextVersion] = [:]
    /// The inputs a command found and their sizes then, until its first update.
    private var found: [(input: InputFile, size: Int)] = []

    /// One input as last checked: its outcome, and the version of the text that was checked.
    public struct Entry: Sendable {
        public let input: InputFile
        public var outcome: FileOutcome<Product>
        public var version: TextVersion
    }

    /// An input as kept (its version is in `versions`). A class: the workspace's code is
    /// generic in `Product`, where copying a struct of this size copies each of its fields in
    /// turn, and every update and every list of the inputs copies all the entries.
    final class Stored: Sendable {
        let input: InputFile
        let outcome: FileOutcome<Product>

        init(input: InputFile, outcome: FileOutcome<Product>) {
            self.input = input
            self.outcome = outcome
        }
    }

    /// What an update does with an input that cannot be read.
    public enum ReadFailures: Sendable {
        /// The update stops with the error of the first one, in input order (a command's exit 2).
        case stop
        /// The input is left out this time and a problem line says why (the language server).
        case skip
    }

    /// A workspace of `context`'s project, whose inputs are read from `files`, keeping
    /// `keeper`'s product of each; it holds no input before its first update.
    public init(
        context: CheckContext, keeper: FileKeeper<Product>, files: any SourceFileSystem, jobs: Int = 1,
        standardInputName: String = InputFile.standardInputName,
        readStandardInput: @escaping @Sendable (Int) -> Result<[UInt8], StandardInputFailure> = { _ in .success([]) }
    ) {
        self.context = context
        self.keeper = keeper
        self.files = files
        self.jobs = jobs
        self.standardInputName = standardInputName
        self.readStandardInput = readStandardInput
    }

    /// A command's workspace: the project, settings and inputs `setup` found, none checked yet.
    public init(_ setup: RunSetup, keeper: FileKeeper<Product>) {
        self.init(
            context: setup.context, keeper: keeper, files: setup.environment.files, jobs: setup.jobs, standardInputName: setup.standardInputName,
            readStandardInput: setup.environment.readStandardInput)
        found = zip(setup.inputs, setup.sizeHints).map { ($0, $1) }
    }

    /// A command's first update: every input it found read and checked; one that cannot be read
    /// stops the command (the first in input order).
    public mutating func checkEveryInput() async throws(RunError) {
        let found = found
        self.found = []
        _ = try await update(found.map(\.input), staleInputs: .found(found), failures: .stop, indexes: false)
    }

    // MARK: What it holds

    // Each reads its part of an entry in place (`entries[$0]`): iterating the entries would copy
    // each whole first.

    /// The inputs, in report order.
    public var inputs: [InputFile] {
        entries.indices.map { entries[$0].input }
    }

    /// Each input's outcome, in report order.
    public var outcomes: [FileOutcome<Product>] {
        entries.indices.map { entries[$0].outcome }
    }

    /// Each input's summary, in report order.
    public var summaries: [FileSummary] {
        entries.indices.map { entries[$0].outcome.summary }
    }

    /// Each input's product, in report order.
    public var products: [Product] {
        entries.indices.map { entries[$0].outcome.product }
    }

    /// The input `input` as last checked.
    public func entry(_ input: InputFile) -> Entry? {
        let key = InputKey(input)
        guard let position = position(of: key) else { return nil }
        return Entry(input: entries[position].input, outcome: entries[position].outcome, version: versions[key] ?? .stamped(nil))
    }

    /// The version of the text `input` was last checked from; nil when it is not an input.
    public func version(of input: InputFile) -> TextVersion? {
        let key = InputKey(input)
        // Only inputs have versions: one look-up where every input's is tracked (an editor's).
        if let version = versions[key] { return version }
        return position(of: key) != nil ? .stamped(nil) : nil
    }

    private func position(of key: InputKey) -> Int? {
        index.map({ $0[key] }) ?? entries.indices.first(where: { InputKey(entries[$0].input) == key })
    }

    /// Makes the table of where each input is, for a workspace that will look many up (the fix
    /// engine's, after a command's first update).
    public mutating func indexInputs() {
        guard index == nil else { return }
        var table: [InputKey: Int] = [:]
        table.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() { table[InputKey(entry.input)] = position }
        index = table
    }

    /// The input shown as `path` (standard input by its shown name), if it is one.
    public func input(shownAs path: String) -> InputFile? {
        if path == standardInputName, position(of: InputKey(.standardInput)) != nil { return .standardInput }
        return position(of: InputKey(.file(path))) != nil ? .file(path) : nil
    }

    /// The report's assembly over every input's summary: the cross-file analyses run, and the
    /// files' and analyses' diagnostics are its first batch. With `payloadCampaigns` (`test
    /// --payload`), scenarios name the campaigns of that payload.
    public func assembly(payloadCampaigns: [String]? = nil) -> ReportAssembly {
        let summaries = summaries
        return context.assembly(summaries, analysis: context.analyze(summaries, payloadCampaigns: payloadCampaigns))
    }

    /// The report of the inputs as they are now, assembled once.
    public func report() -> ReportAssembly.Assembled {
        assembly().finish()
    }

    /// `report()` for a run that is done with the workspace: the summaries are handed to the
    /// assembly, so each file's diagnostics move into the report instead of being held twice.
    /// Each file's outcome is let go as soon as its summary is taken (from the last), so the
    /// list of summaries never exists beside every outcome.
    public consuming func finishedReport() -> ReportAssembly.Assembled {
        var summaries: [FileSummary] = []
        summaries.reserveCapacity(entries.count)
        while let entry = entries.popLast() { summaries.append(entry.outcome.summary) }
        summaries.reverse()
        return context.assembly(consume summaries).finish()
    }

    /// The same report, the cross-file analyses reusing what `memo` kept of the last report's
    /// and the fingerprints the digests `fingerprints` kept (an editor's project, reported
    /// after every change).
    public func report(memo: inout AnalysisMemo, fingerprints: DiagnosticFingerprint.Memo? = nil) -> ReportAssembly.Assembled {
        let summaries = summaries
        return context.assembly(summaries, analysis: context.analyze(summaries, memo: &memo), fingerprintMemo: fingerprints).finish()
    }

    // MARK: Updating

    /// Makes `inputs` (in report order) the workspace's inputs and reads and checks again
    /// `stale` (each with the version of its text now, and its size when known), in parallel;
    /// an input not in `inputs` is dropped. Returns the problems of inputs that could not be
    /// read (with `.skip`; those are left out). With `indexes`, the table of where each input is
    /// is made for later look-ups.
    public mutating func update(
        _ inputs: [InputFile], stale: [(input: InputFile, version: TextVersion, sizeHint: Int)], failures: ReadFailures, indexes: Bool = true
    ) async throws(RunError) -> [String] {
        try await update(inputs, staleInputs: .given(stale), failures: failures, indexes: indexes)
    }

    private mutating func update(
        _ inputs: [InputFile], staleInputs stale: StaleInputs, failures: ReadFailures, indexes: Bool
    ) async throws(RunError) -> [String] {
        let read = textReader()
        // What was kept, and where each input is in it; nothing for a first update, whose
        // outcomes go straight into their places as they come (in the order of `stale`), so a
        // large run holds them once.
        let kept = entries
        var keptIndex: [InputKey: Int]
        if let index {
            keptIndex = index
        } else {
            keptIndex = [:]
            for position in kept.indices { keptIndex[InputKey(kept[position].input)] = position }
        }
        let inOrder = entries.isEmpty && stale.count == inputs.count
        entries = []
        index = nil
        var fresh: [InputKey: (Stored, TextVersion)] = [:]
        var checked: [Stored] = []
        var checkedVersions: [InputKey: TextVersion] = [:]
        var problems: [String] = []
        var failure: RunError?
        let pipeline = CampaignPipeline(context: context, keeper: keeper)
        // What the last check of each stale input kept for the next (none for a command's first
        // update). The work goes by position in `stale`: a list of pairs would be one more copy
        // of every input while the files are checked.
        let previous =
            kept.isEmpty
            ? []
            : (0..<stale.count).map { position in
                keptIndex[InputKey(stale[position].input)].flatMap { kept[$0].outcome.unitMemo }
            }
        let _: [Never] = await ParallelWork.map(
            Array(0..<stale.count), jobs: jobs,
            worker: {
                let process = pipeline.fileProcessor()
                return { position in
                    let item = stale[position]
                    let memo = previous.isEmpty ? nil : previous[position]
                    return (
                        item.input,
                        read(item.input, item.version, item.sizeHint).map { (Stored(input: item.input, outcome: process($0.source, memo)), $0.version) }
                    )
                }
            },
            gather: { item in
                switch item.1 {
                case .success(let (entry, version)) where inOrder:
                    checked.append(entry)
                    if version != .stamped(nil) { checkedVersions[InputKey(entry.input)] = version }
                case .success(let (entry, version)):
                    fresh[InputKey(entry.input)] = (entry, version)
                case .failure(let error):
                    failure = failure ?? error
                    keptIndex[InputKey(item.0)] = nil
                    problems.append("campaignc: \(error.reason)")
                }
                return nil
            })
        if let failure, failures == .stop { throw failure }
        if inOrder, failure == nil {
            entries = checked
            versions = checkedVersions
        } else if failure == nil, inputs.count == kept.count, inputs.indices.allSatisfy({ InputKey.same(inputs[$0], kept[$0].input) }) {
            // The same inputs in the same order (an edit): the entries and their table stay, and
            // only those checked again are replaced.
            entries = kept
            for (key, (entry, version)) in fresh {
                guard let position = keptIndex[key] else { continue }
                entries[position] = entry
                versions[key] = version == .stamped(nil) ? nil : version
            }
            index = keptIndex
        } else {
            for entry in checked { fresh[InputKey(entry.input)] = (entry, checkedVersions[InputKey(entry.input)] ?? .stamped(nil)) }
            var keptVersions: [InputKey: TextVersion] = [:]
            entries.reserveCapacity(inputs.count)
            for input in inputs {
                let key = InputKey(input)
                if let (entry, version) = fresh[key] {
                    entries.append(entry)
                    if version != .stamped(nil) { keptVersions[key] = version }
                } else if let position = keptIndex[key] {
                    entries.append(kept[position])
                    if let version = versions[key] { keptVersions[key] = version }
                }
            }
            versions = keptVersions
        }
        if indexes { indexInputs() }
        return problems
    }

    /// Reads one input's text: a file from `files`; standard input once (an update checks
    /// again the text it holds, or one it is given as its version).
    private func textReader() -> @Sendable (InputFile, TextVersion, Int) -> Result<(source: SourceFile, version: TextVersion), RunError> {
        let files = files
        let limit = context.settings.limits.maxFileBytes + 1
        let standardInputName = standardInputName
        let readStandardInput = readStandardInput
        let held = versions[.standardInput]
        return { input, version, sizeHint in
            switch input {
            case .file(let path):
                return files.read(path, limit: limit, sizeHint: sizeHint)
                    .map { (SourceFile(path: path, bytes: $0), version) }
                    .mapError { .usage("cannot read '\(path)': \($0.reason)") }
            case .standardInput:
                let text: Result<[UInt8], RunError>
                if case .held(let given) = version {
                    text = .success(given)
                } else if case .held(let kept)? = held {
                    text = .success(kept)
                } else {
                    // The reader stops at `limit` bytes; the prefix only guards against one that does not.
                    text = readStandardInput(limit).map { Array($0.prefix(limit)) }.mapError { .usage("cannot read standard input: \($0.reason)") }
                }
                return text.map { (SourceFile(path: standardInputName, bytes: $0), .held($0)) }
            }
        }
    }
}

/// The inputs an update reads and checks again, by position: a list given with their versions,
/// or a command's inputs as it found them (none checked before, no versions), read in place so
/// that a large run makes no second list of them.
private enum StaleInputs: Sendable {
    case given([(input: InputFile, version: TextVersion, sizeHint: Int)])
    case found([(input: InputFile, size: Int)])

    var count: Int {
        switch self {
        case .given(let list): list.count
        case .found(let list): list.count
        }
    }

    subscript(position: Int) -> (input: InputFile, version: TextVersion, sizeHint: Int) {
        switch self {
        case .given(let list): list[position]
        case .found(let list): (list[position].input, .stamped(nil), list[position].size)
        }
    }
}

/// An input as a table key: standard input, or a file by its path's bytes.
enum InputKey: Hashable, Sendable {
    case file(PathKey)
    case standardInput

    init(_ input: InputFile) {
        switch input {
        case .file(let path): self = .file(PathKey(path))
        case .standardInput: self = .standardInput
        }
    }

    /// Whether two inputs are one key, without making the keys.
    static func same(_ a: InputFile, _ b: InputFile) -> Bool {
        switch (a, b) {
        case (.file(let x), .file(let y)): x.isSamePath(y)
        case (.standardInput, .standardInput): true
        default: false
        }
    }
}
