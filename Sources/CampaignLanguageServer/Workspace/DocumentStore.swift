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
/// the one whose URI sorts first byte-wise stands for the file, whatever order they came in.
struct DocumentStore: Sendable {
    private(set) var documents: [String: OpenDocument] = [:]
    /// The URI that stands for each path with an open document.
    private var uriByPath: [String: String] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    /// The open texts of `file:` documents, by absolute path (what the analysis reads instead of the disk).
    var textsByPath: [String: [UInt8]] {
        uriByPath.compactMapValues { documents[$0]?.text }
    }

    /// The open document at an absolute path, if any.
    func document(atPath path: String) -> OpenDocument? {
        uriByPath[path].flatMap { documents[$0] }
    }

    mutating func open(uri: String, version: Int64?, text: [UInt8]) {
        let document = OpenDocument(uri: uri, path: FileURI.path(of: uri), version: version, text: text)
        documents[uri] = document
        if let path = document.path, uriByPath[path].map({ UTF8Order.precedes(uri, $0) }) ?? true {
            uriByPath[path] = uri
        }
    }

    /// Applies `didChange`'s `contentChanges` in order: an entry without `range` is the whole
    /// new text, one with a range an edit in the negotiated encoding (SPEC §13.3). False when
    /// the document is not open.
    mutating func change(uri: String, version: Int64?, changes: [DocumentNotification.ContentChange], encoding: PositionEncoding) -> Bool {
        guard var document = documents[uri] else { return false }
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
        documents[uri] = document
        return true
    }

    @discardableResult
    mutating func close(uri: String) -> OpenDocument? {
        guard let closed = documents.removeValue(forKey: uri) else { return nil }
        if let path = closed.path, uriByPath[path] == uri {
            // Another open URI of the same file, if any, stands for it now.
            uriByPath[path] = documents.values.filter { $0.path == path }.map(\.uri).min(by: UTF8Order.precedes)
        }
        return closed
    }
}
