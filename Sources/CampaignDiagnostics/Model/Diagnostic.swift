/// One problem found in the inputs. The same value travels from the YAML front end
/// to every renderer; nothing about presentation lives here.
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    /// The primary location: where the caret goes.
    public var location: SourceLocation
    public var notes: [Note]
    /// One line telling the user how to fix it.
    public var help: String?
    public var fixIts: [FixIt]
    /// The id of the campaign (or scenario) whose document holds the primary location; nil
    /// outside any document with an id. Set by the per-file stage (SPEC §4.4).
    public var unit: String?
    /// The path of the node at the primary location inside its document (`message.buttons[2].text`,
    /// empty outside any node); nil until the per-file stage, which still has the node tree, sets it.
    public var nodePath: String?
    /// The 0-based index, in its file, of the document whose text holds the primary location:
    /// the last document starting at or before it (a document runs to the next one); nil before
    /// the first document, or until the per-file stage sets it with `unit` and `nodePath`.
    public var document: Int?
    /// The name of the variant whose message holds the primary location (SPEC §17); nil outside
    /// every variant's message. Set by the per-file stage with `nodePath`.
    public var variant: String?
    /// 32 lowercase hex digits that survive edits elsewhere in the file (SPEC §4.4); set by
    /// `DiagnosticFingerprint` once the run's diagnostics are known, nil before.
    public var fingerprint: String?

    public init(
        _ code: DiagnosticCode,
        _ message: String,
        at location: SourceLocation,
        notes: [Note] = [],
        help: String? = nil,
        fixIts: [FixIt] = []
    ) {
        self.code = code
        self.severity = code.defaultSeverity
        self.message = message
        self.location = location
        self.notes = notes
        self.help = help
        self.fixIts = fixIts
    }
}

/// Extra context for a diagnostic, optionally pointing somewhere else
/// ("the first `campaign: x` is here").
public struct Note: Hashable, Sendable {
    public var message: String
    public var location: SourceLocation?

    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }
}

/// A suggested edit (SPEC §13.1): replace the text of `range` (in the diagnostic's own file;
/// empty for an insertion) by `replacement`, which holds no line break. `range` carries byte
/// offsets into the file's UTF-8 bytes, so an edit can be applied without counting columns.
public struct FixIt: Hashable, Sendable {
    /// The title: ``replace `OLD` with `NEW` ``, ``append `s` ``, `remove the unused suppression`.
    public var message: String
    public var range: SourceRange
    public var replacement: String
    /// True when `validate --fix` may apply it on its own (SPEC §13.1); false: an editor offers it.
    public var safe: Bool = false
    /// The key this fix-it writes into a mapping, with where the mapping starts, as bytes (a
    /// rename of a key): two fix-its writing one key into one mapping overlap, since both
    /// applied would make `E002`. Keys are compared byte for byte, so names that differ only
    /// in their Unicode normalisation are two keys.
    public var writtenKey: [UInt8]?

    public init(_ message: String, range: SourceRange, replacement: String, safe: Bool = false, writtenKey: [UInt8]? = nil) {
        self.message = message
        self.range = range
        self.replacement = replacement
        self.safe = safe
        self.writtenKey = writtenKey
    }
}
