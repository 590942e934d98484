import CampaignCompiler
import CampaignDiagnostics
import CampaignMessages

/// Turns a run's raw diagnostics into its report (SPEC §3, §4.4, §11). Each diagnostic goes
/// through each step once, in this order:
///
/// 1. the diagnostics found after the per-file stages (the cross-file analyses', a scenario
///    run's) get the unit, node path and document of their anchors;
/// 2. the severity policy (`severity:` overrides, `--warnings-as-errors`);
/// 3. inline suppressions hide what they cover; at the end, each comment that hid nothing is
///    `W010`;
/// 4. sorted into report order once, and fingerprinted over reported and suppressed
///    diagnostics together, so a fingerprint does not change when a suppression is added or
///    removed;
/// 5. `--write-baseline` records the adjustable ones at the end; the baseline (the one just
///    written, or `--baseline`) then hides what it matches, and `--baseline` lists what was
///    fixed.
///
/// Diagnostics come in batches: the checks' and analyses' when the assembly is made
/// (`CheckContext.assembly`), then those found later (`add(late:)`, a scenario run's), and
/// the report is made once, at the end (`finish`). A batch's diagnostics never share a
/// fingerprint's parts with another batch's (their codes differ), so each is sorted and
/// fingerprinted on its own and the batches are merged in report order.
public struct ReportAssembly: Sendable {
    private let policy: SeverityPolicy
    /// Nil when nothing will read the fingerprints (text, GitHub, JUnit and Checkstyle reports
    /// without a baseline): step 4 then only sorts, and the report computes any it is asked
    /// for after all.
    private let fingerprint: DiagnosticFingerprint?
    private let recordsBaseline: Bool
    private let project: LoadedProject
    private let files: [FileSummary]
    /// The files the run was given: `files` less the context inputs.
    private let given: [FileSummary]
    private let contextInputs: Set<String>
    /// Where each file's anchors are, by path and byte offset.
    private let places: [PathKey: [Int: AnchorPlace]]
    private let suppressions: SuppressionMatcher
    /// Which suppression comments hid a diagnostic so far.
    private var used: [Bool]
    /// How often each fingerprint's parts occurred so far, in report order.
    private var seen: [FingerprintBytes: Int] = [:]
    /// The digests of the project's earlier reports (an editor's), reused.
    private let fingerprintMemo: DiagnosticFingerprint.Memo?
    /// What `--baseline` still hides.
    private var baseline: Baseline.Matcher?
    /// The reported and suppressed diagnostics so far, one sorted run per batch.
    private var reported: [[Diagnostic]] = []
    private var suppressed: [[SuppressedDiagnostic]] = []
    private var baselined = 0

    /// The report, and with `--write-baseline` the baseline to write and how many
    /// diagnostics it left out.
    public struct Assembled: Sendable {
        public var report: DiagnosticReport
        public var recorded: (baseline: Baseline, leftOut: Int)?
    }

    /// The assembly of a run of `files` (in input order) whose cross-file analyses found
    /// `analysis`; the project file's and the files' own diagnostics are its first batch. With
    /// `fingerprintMemo`, the digests of earlier reports are reused.
    init(context: CheckContext, files ownedFiles: consuming [FileSummary], analysis: [Diagnostic], fingerprintMemo: DiagnosticFingerprint.Memo? = nil) {
        self.fingerprintMemo = fingerprintMemo
        var files = ownedFiles
        policy = context.policy
        fingerprint = context.settings.keeps.fingerprintPlaces ? DiagnosticFingerprint(projectRoot: context.settings.project.root) : nil
        recordsBaseline = context.recordsBaseline
        project = context.project
        // The first batch, gathered into one array of its exact size. The files' diagnostics
        // are then dropped from the summaries kept here: when the caller has handed over the
        // only copy (`Workspace.finishedReport`), they are not held twice.
        let isGiven = { (file: FileSummary) in context.contextInputs.isEmpty || !context.contextInputs.contains(file.path) }
        var first = context.project.diagnostics
        first.reserveCapacity(files.reduce(first.count + analysis.count) { isGiven($1) ? $0 + $1.diagnostics.count : $0 })
        for index in files.indices where isGiven(files[index]) {
            first.append(contentsOf: files[index].diagnostics)
            files[index].diagnostics = []
        }
        self.files = files
        contextInputs = context.contextInputs
        given = context.contextInputs.isEmpty ? files : files.filter(isGiven)
        places = Dictionary(files.map { (PathKey($0.path), $0.anchorPlaces) }, uniquingKeysWith: { first, _ in first })
        // One array of every comment, built in place: a file of many comments is not copied twice.
        var comments = context.project.suppressions
        comments.reserveCapacity(files.reduce(comments.count) { $0 + $1.suppressions.count })
        for file in files { comments.append(contentsOf: file.suppressions) }
        suppressions = SuppressionMatcher(comments: comments)
        used = Array(repeating: false, count: suppressions.comments.count)
        baseline = context.baseline.map(Baseline.Matcher.init)
        for diagnostic in analysis { first.append(anchored(diagnostic)) }
        take(consume first)
    }

    /// Adds diagnostics found after the checks (a scenario run's).
    public mutating func add(late diagnostics: [Diagnostic]) {
        take(diagnostics.map(anchored))
    }

    /// The errors the report would have if it were finished now (`test` runs no scenario of a
    /// run whose campaigns have errors): those reported so far, and the `W010` of each comment
    /// that has hidden nothing yet when that is an error.
    public var reportedErrors: [Diagnostic] {
        var errors = reported.joined().filter { $0.severity == .error && !recordedAway($0) }
        var counts = seen
        let unused = sortedBatch(policy.apply(unusedComments).filter { $0.severity == .error }, [], counting: &counts).reported
        for diagnostic in unused where !recordedAway(diagnostic) {
            if !recordsBaseline, baseline?.wouldTake(diagnostic) == true { continue }
            errors.append(diagnostic)
        }
        return errors
    }

    /// The report: the `W010` of each comment that hid nothing, the baseline recorded or
    /// matched, every batch merged in report order. `sources` are whole texts that diagnostics
    /// may quote beyond the files' excerpts (the project file's text comes first).
    public consuming func finish(sources: [SourceFile] = []) -> Assembled {
        take(unusedComments)
        fingerprintMemo?.rotate()
        let all = Self.merged(reported)
        var visible = all
        var recorded: (baseline: Baseline, leftOut: Int)?
        if recordsBaseline {
            let recording = Baseline.recording(all)
            recorded = recording
            visible = all.filter { !recordedAway($0) }
            baselined = all.count - visible.count
        }
        let hidden = Self.merged(suppressed)
        let quotable = [project.source].compactMap { $0 } + project.otherSources + sources + files.map(\.excerpt)
        var report = DiagnosticReport(
            sortedDiagnostics: visible, sources: Self.referencedSources(of: visible, in: quotable), files: given.count,
            campaigns: given.reduce(0) { $0 + $1.documentCount }
        )
        report.summary.suppressed = hidden.count
        report.summary.baselined = baselined
        report.suppressed = hidden
        report.fixed = baseline?.fixed
        report.files = given.map(\.path)
        report.units = given.flatMap(\.units)
        return Assembled(report: report, recorded: recorded)
    }

    // MARK: The steps

    /// Steps 2 to 5 for one batch.
    private mutating func take(_ diagnostics: consuming [Diagnostic]) {
        // Each step hands its array on (`consume`), so that the sort below finds it unshared and
        // sorts it in place: a batch is not held twice.
        let (kept, hidden) = suppressions.match(policy.apply(consume diagnostics), used: &used)
        var batch = sortedBatch(consume kept, consume hidden, counting: &seen)
        if var matcher = baseline {
            let before = batch.reported.count
            batch.reported.removeAll { matcher.take($0) && !recordsBaseline }
            baselined += before - batch.reported.count
            baseline = matcher
        }
        reported.append(batch.reported)
        suppressed.append(batch.suppressed)
    }

    /// Both lists sorted into report order together (in one sort) and, when fingerprints are
    /// wanted, fingerprinted in that order. The diagnostics are copied once, into their place.
    private func sortedBatch(
        _ kept: consuming [Diagnostic], _ hidden: consuming [SuppressedDiagnostic], counting counts: inout [FingerprintBytes: Int]
    ) -> (reported: [Diagnostic], suppressed: [SuppressedDiagnostic]) {
        if hidden.isEmpty {
            var sorted = consume kept
            sorted.sortForReport()
            if let prints = fingerprint?.fingerprints(ofSorted: sorted, counting: &counts, memo: fingerprintMemo) {
                for index in sorted.indices { sorted[index].fingerprint = prints[index] }
            }
            return (sorted, [])
        }
        // Indices below `kept.count` are reported ones, the others suppressed ones.
        let keptCount = kept.count
        let order = Array(0..<(keptCount + hidden.count)).sortedForReport { $0 < keptCount ? kept[$0] : hidden[$0 - keptCount].diagnostic }
        var reportedOut: [Diagnostic] = []
        var suppressedOut: [SuppressedDiagnostic] = []
        reportedOut.reserveCapacity(keptCount)
        suppressedOut.reserveCapacity(hidden.count)
        for index in order {
            if index < keptCount { reportedOut.append(kept[index]) } else { suppressedOut.append(hidden[index - keptCount]) }
        }
        if let prints = fingerprint?.fingerprints(
            ofSorted: order.map { $0 < keptCount ? kept[$0] : hidden[$0 - keptCount].diagnostic }, counting: &counts, memo: fingerprintMemo)
        {
            var reportedIndex = 0
            var suppressedIndex = 0
            for (position, index) in order.enumerated() {
                if index < keptCount {
                    reportedOut[reportedIndex].fingerprint = prints[position]
                    reportedIndex += 1
                } else {
                    suppressedOut[suppressedIndex].diagnostic.fingerprint = prints[position]
                    suppressedIndex += 1
                }
            }
        }
        return (reportedOut, suppressedOut)
    }

    /// One `W010` per suppression comment that has hidden nothing so far.
    private var unusedComments: [Diagnostic] {
        suppressions.unused(used: used, message: ReportMessages.unusedSuppression, limit: SuppressionLimit.unused).filter {
            !contextInputs.contains($0.location.file)
        }
    }

    /// Whether the baseline `--write-baseline` records hides `diagnostic`: every adjustable one.
    private func recordedAway(_ diagnostic: Diagnostic) -> Bool {
        recordsBaseline && diagnostic.code.isAdjustable && diagnostic.fingerprint != nil
    }

    /// A diagnostic found after the per-file stages, with the unit, node path and document of
    /// the place it points at.
    private func anchored(_ diagnostic: Diagnostic) -> Diagnostic {
        places[PathKey(diagnostic.location.file)]?[diagnostic.location.range.start.offset]?.annotate(diagnostic) ?? diagnostic
    }

    /// Sorted runs merged into one in report order; on a tie, the earlier run first (as a
    /// stable sort of the runs one after the other would have it).
    static func merged<Element>(_ runs: [[Element]], by diagnostic: (Element) -> Diagnostic) -> [Element] {
        var merged: [Element] = []
        for run in runs where !run.isEmpty {
            guard !merged.isEmpty else {
                merged = run
                continue
            }
            var result: [Element] = []
            result.reserveCapacity(merged.count + run.count)
            var left = merged.startIndex
            var right = run.startIndex
            while left < merged.endIndex, right < run.endIndex {
                if Diagnostic.reportOrder(diagnostic(run[right]), diagnostic(merged[left])) {
                    result.append(run[right])
                    right += 1
                } else {
                    result.append(merged[left])
                    left += 1
                }
            }
            result += merged[left...]
            result += run[right...]
            merged = result
        }
        return merged
    }

    private static func merged(_ runs: [[Diagnostic]]) -> [Diagnostic] {
        merged(runs) { $0 }
    }

    private static func merged(_ runs: [[SuppressedDiagnostic]]) -> [SuppressedDiagnostic] {
        merged(runs) { $0.diagnostic }
    }

    /// The sources a renderer may quote: the files that diagnostics or their notes point into.
    static func referencedSources(of diagnostics: [Diagnostic], in sources: [SourceFile]) -> [SourceFile] {
        guard !diagnostics.isEmpty else { return [] }
        var paths = Set<PathKey>()
        for diagnostic in diagnostics {
            paths.insert(PathKey(diagnostic.location.file))
            for note in diagnostic.notes {
                if let location = note.location { paths.insert(PathKey(location.file)) }
            }
        }
        return sources.filter { paths.contains(PathKey($0.path)) }
    }
}
