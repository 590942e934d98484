import CampaignDiagnostics
import CanonicalJSON

/// A document the client has open: its text wins over the disk (SPEC §13.5). Only the current
/// text is kept, never a history of edits.
struct OpenDocument: Hashable, Sendable {
    /// The URI as the client wrote it (diagnostics are published under it).
    let uri: String
    /// The absolute path of a `file:` URI; nil for any other scheme (never an input).
    let path: String?
    var version: Int64?
    var text: [UInt8]
}

/// The open documents, by URI. Two URIs may name one file (`file:///a%20b` and `file:///a b`):
/// the one whose URI sorts first byte-wise stands for the file (its text is what the analysis
/// reads), whatever order they came in; the file's diagnostics go to every one of them. URIs
/// and paths are keys by their bytes (`PathKey`), so names that differ only in their Unicode
/// normalisation are two documents.
struct DocumentStore: Sendable {
    private(set) var documents: [PathKey: OpenDocument] = [:]
    /// The URIs open for each path, byte-wise sorted: the first stands for the file.
    private var urisByPath: [PathKey: [String]] = [:]

    subscript(uri: String) -> OpenDocument? { documents[PathKey(uri)] }

    /// The open texts of `file:` documents, by absolute path (what the analysis reads instead of the disk).
    var textsByPath: [PathKey: [UInt8]] {
        urisByPath.compactMapValues { uris in uris.first.flatMap { documents[PathKey($0)]?.text } }
    }

    /// The open document that stands for an absolute path, if any.
    func document(atPath path: String) -> OpenDocument? {
        urisByPath[PathKey(path)]?.first.flatMap { documents[PathKey($0)] }
    }

    /// Every URI the file at an absolute path is open under, byte-wise sorted.
    func uris(atPath path: String) -> [String] {
        urisByPath[PathKey(path)] ?? []
    }

    /// Opens `uri` as the file at `path` (the absolute path the session resolved for it; nil
    /// for a URI that names no file); a URI opened again replaces its document.
    mutating func open(uri: String, path: String?, version: Int64?, text: [UInt8]) {
        close(uri: uri)
        documents[PathKey(uri)] = OpenDocument(uri: uri, path: path, version: version, text: text)
        guard let path else { return }
        var uris = urisByPath[PathKey(path)] ?? []
        uris.insert(uri, at: uris.firstIndex { UTF8Order.precedes(uri, $0) } ?? uris.endIndex)
        urisByPath[PathKey(path)] = uris
    }

    /// Opens `uri` as the file its `file:` URI names.
    mutating func open(uri: String, version: Int64?, text: [UInt8]) {
        open(uri: uri, path: FileURI.path(of: uri), version: version, text: text)
    }

    /// Applies `didChange`'s `contentChanges` in order: an entry without `range` is the whole
    /// new text, one with a range an edit in the negotiated encoding (SPEC §13.3). False when
    /// the document is not open.
    mutating func change(uri: String, version: Int64?, changes: [DocumentNotification.ContentChange], encoding: PositionEncoding) -> Bool {
        guard var document = documents[PathKey(uri)] else { return false }
        for change in changes {
            if let range = change.range {
                let lines = TextLines(document.text)
                let start = lines.offset(of: range.start, in: encoding)
                let end = max(start, lines.offset(of: range.end, in: encoding))
                document.text.replaceSubrange(start..<end, with: change.text)
            } else {
                document.text = change.text
            }
        }
        document.version = version
        documents[PathKey(uri)] = document
        return true
    }

    @discardableResult
    mutating func close(uri: String) -> OpenDocument? {
        guard let closed = documents.removeValue(forKey: PathKey(uri)) else { return nil }
        if let path = closed.path {
            // Another open URI of the same file, if any, stands for it now.
            let uris = (urisByPath[PathKey(path)] ?? []).filter { !$0.isSamePath(uri) }
            urisByPath[PathKey(path)] = uris.isEmpty ? nil : uris
        }
        return closed
    }
}
