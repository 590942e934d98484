import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// The state of decoding one file: its source, the project settings, and the diagnostics
/// collected so far. One per file decode; not shared between threads.
///
/// See `MappingReader.swift` for the whole reader API.
public final class DecodingContext {
    public let source: SourceFile
    public let project: ProjectSettings
    public private(set) var diagnostics: [Diagnostic] = []

    public init(source: SourceFile, project: ProjectSettings = .standard) {
        self.source = source
        self.project = project
    }

    /// Records one diagnostic at `range` in this file.
    public func report(
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange,
        notes: [Note] = [],
        help: String? = nil
    ) {
        diagnostics.append(Diagnostic(code, message, at: source.location(range), notes: notes, help: help))
    }

    /// A note pointing at `range` in this file.
    public func note(_ message: String, at range: SourceRange) -> Note {
        Note(message, at: source.location(range))
    }

    /// The source text of `range` as written (quotes included), or nil when the range does not
    /// fit the file.
    public func sourceText(_ range: SourceRange) -> String? {
        let bytes = source.bytes
        guard range.start.offset >= 0, range.start.offset <= range.end.offset, range.end.offset <= bytes.count else { return nil }
        return String(decoding: bytes[range.start.offset..<range.end.offset], as: UTF8.self)
    }

    /// The number of diagnostics so far; compare before and after decoding a part to learn
    /// whether it reported anything.
    public var mark: Int { diagnostics.count }

    /// True when anything was reported since `mark` (any severity).
    public func reportedSince(_ mark: Int) -> Bool { diagnostics.count > mark }

    /// True when an error was reported since `mark`.
    public func errorSince(_ mark: Int) -> Bool {
        diagnostics[mark...].contains { $0.severity == .error }
    }
}
