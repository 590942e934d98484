import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
import CampaignModel
import CampaignYAML

/// The state of decoding one file: its source, the project settings, and the diagnostics
/// collected so far. One per file decode; not shared between threads.
///
/// See `MappingReader.swift` for the whole reader API.
final class DecodingContext {
    let source: SourceFile
    let project: ProjectSettings
    /// At most this many diagnostics are kept per file (SPEC §7: memory a small multiple of
    /// the input): the first ones in report order; the rest are only counted.
    static let diagnosticLimit = FileDiagnostics.limit
    /// Everything this file's decoding and rules reported, shared with the rules stage.
    let reports: FileDiagnostics

    /// False when no scalar of the file can hold Liquid (`LiquidDetection.mayHoldLiquid`): the
    /// Liquid rules then have nothing to look at. Worked out once per file, when first asked.
    private(set) lazy var mayHoldLiquid: Bool = LiquidDetection.mayHoldLiquid(fileBytes: source.bytes)

    /// The bytes of every local image checked (SPEC §2.6), by its path relative to the project
    /// root, when the run keeps them (the preview copies them); nil when it does not.
    private(set) var localImages: [String: [UInt8]]?

    /// Keeps the local images checked from now on (`localImages`).
    func keepLocalImages() {
        if localImages == nil { localImages = [:] }
    }

    /// Records the bytes of the local image at `path`, when images are kept.
    func checkedLocalImage(_ path: String, bytes: [UInt8]) {
        if localImages != nil { localImages?[path] = bytes }
    }

    init(source: SourceFile, project: ProjectSettings = .standard) {
        self.source = source
        self.project = project
        self.reports = FileDiagnostics(source: source)
    }

    /// Records `message` at `range` in this file, with its own help line.
    /// Notes and fix-its are only built when the diagnostic is kept: past the cap a report
    /// costs a count.
    func report(
        _ message: DiagnosticMessage, at range: SourceRange, notes: @autoclosure () -> [Note] = [], fixIts: @autoclosure () -> [FixIt] = []
    ) {
        record(message, at: range, notes: notes, help: { message.help }, fixIts: fixIts)
    }

    /// Records `message` at `range` with `help` in place of its own help line: a did-you-mean
    /// is only worked out when the diagnostic is kept, so a file of 200,000 unknown keys does
    /// not build 199,000 did-you-mean lines.
    func report(
        _ message: DiagnosticMessage, at range: SourceRange, notes: @autoclosure () -> [Note] = [], help: @autoclosure () -> String?,
        fixIts: @autoclosure () -> [FixIt] = []
    ) {
        record(message, at: range, notes: notes, help: help, fixIts: fixIts)
    }

    private func record(
        _ message: DiagnosticMessage, at range: SourceRange, notes: () -> [Note], help: () -> String?, fixIts: () -> [FixIt]
    ) {
        reports.record(message, at: range, notes: notes, help: help, fixIts: fixIts)
    }

    /// Each distinct diagnostic reported so far, at most `diagnosticLimit`, in no particular
    /// order (the report sorts them); when some were left out, the last one in report order
    /// says how many.
    var diagnostics: [Diagnostic] { reports.kept }

    /// A note pointing at `range` in this file.
    func note(_ message: String, at range: SourceRange) -> Note {
        Note(message, at: source.location(range))
    }

    /// The source text of `range` as written (quotes included), or nil when the range does not
    /// fit the file.
    func sourceText(_ range: SourceRange) -> String? {
        source.writtenText(range)
    }

    /// The number of reports so far; compare before and after decoding a part to learn
    /// whether it reported anything. Repeats count, so a part whose only problem repeats an
    /// earlier one still fails.
    var mark: Int { reports.reports }

    /// True when anything was reported since `mark` (any severity).
    func reportedSince(_ mark: Int) -> Bool { reports.reports > mark }

    /// True when an error that leaves nothing to compile was reported since `mark`. An
    /// adjustable error (E201, E208, E310, …) does not count: the part it was found in is
    /// still built exactly as written, so that a `severity:` override that turns the error
    /// off or down compiles the campaign instead of losing it (SPEC §3).
    func blockingErrorSince(_ mark: Int) -> Bool { reports.lastBlockingErrorReport > mark }
}
