import CampaignDiagnostics
import CampaignModel

/// What a rule sees of the file it checks: the project settings, the source text, and where
/// its reports go (the same `FileDiagnostics` as the file's decoding, so the per-file cap and
/// the dropping of repeats cover both stages).
struct RuleContext {
    let project: ProjectSettings
    let source: SourceFile
    let reports: FileDiagnostics
    /// False when no scalar of the file can hold Liquid (`DecodingContext.mayHoldLiquid`).
    let mayHoldLiquid: Bool
    /// The Liquid templates parsed so far in this document.
    let templates = ParsedTemplates()

    /// The rules' context of the file `decoding` decoded.
    init(after decoding: DecodingContext) {
        project = decoding.project
        source = decoding.source
        reports = decoding.reports
        mayHoldLiquid = decoding.mayHoldLiquid
    }

    /// Records `message` at `range`; notes and fix-its are only built when the diagnostic is kept.
    func report(_ message: DiagnosticMessage, at range: SourceRange, notes: @autoclosure () -> [Note] = [], fixIts: @autoclosure () -> [FixIt] = []) {
        reports.record(message, at: range, notes: notes, help: { message.help }, fixIts: fixIts)
    }

    /// A note pointing at `range` in this file.
    func note(_ message: String, at range: SourceRange) -> Note {
        Note(message, at: source.location(range))
    }

    /// The source text of `range` as written (quotes included), or nil when the range does not
    /// fit the file.
    func sourceText(_ range: SourceRange) -> String? {
        source.writtenText(range)
    }
}

extension SourceFile {
    /// The text of `range` as written (quotes included), or nil when the range does not fit.
    func writtenText(_ range: SourceRange) -> String? {
        guard range.start.offset >= 0, range.start.offset <= range.end.offset, range.end.offset <= bytes.count else { return nil }
        return String(decoding: bytes[range.start.offset..<range.end.offset], as: UTF8.self)
    }
}
