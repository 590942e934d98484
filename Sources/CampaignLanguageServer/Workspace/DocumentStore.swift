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

/// The open documents, by URI.
struct DocumentStore: Sendable {
    private(set) var documents: [String: OpenDocument] = [:]

    subscript(uri: String) -> OpenDocument? { documents[uri] }

    /// The open texts of `file:` documents, by absolute path (what the analysis reads instead of the disk).
    var textsByPath: [String: [UInt8]] {
        var texts: [String: [UInt8]] = [:]
        for document in documents.values {
            if let path = document.path { texts[path] = document.text }
        }
        return texts
    }

    /// The open document at an absolute path, if any.
    func document(atPath path: String) -> OpenDocument? {
        documents.values.first { $0.path == path }
    }

    mutating func open(uri: String, version: Int64?, text: [UInt8]) {
        documents[uri] = OpenDocument(uri: uri, path: FileURI.path(of: uri), version: version, text: text)
    }

    /// Applies `didChange`'s `contentChanges` in order: an entry without `range` is the whole
    /// new text, one with a range an edit in the negotiated encoding (SPEC §13.3). False when
    /// the document is not open or an entry has no text.
    mutating func change(uri: String, version: Int64?, changes: [JSONValue], encoding: PositionEncoding) -> Bool {
        guard var document = documents[uri] else { return false }
        for change in changes {
            guard case .string(let text)? = change["text"] else { return false }
            if let range = LSPRange(json: change["range"]) {
                let lines = TextLines(document.text)
                let start = lines.offset(of: range.start, in: encoding)
                let end = max(start, lines.offset(of: range.end, in: encoding))
                document.text.replaceSubrange(start..<end, with: Array(text.utf8))
            } else {
                document.text = Array(text.utf8)
            }
        }
        document.version = version
        documents[uri] = document
        return true
    }

    @discardableResult
    mutating func close(uri: String) -> OpenDocument? {
        documents.removeValue(forKey: uri)
    }
}
