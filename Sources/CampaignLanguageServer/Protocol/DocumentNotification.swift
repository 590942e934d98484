import CanonicalJSON

/// A notification about the documents or the files (SPEC §13.5), its params decoded once into
/// typed values. Params that do not fit decode to nil: the notification is logged and ignored.
enum DocumentNotification: Sendable {
    /// One entry of `didChange`'s `contentChanges`: the whole new text when `range` is nil (or
    /// not two positions), else an edit in the negotiated encoding.
    struct ContentChange: Hashable, Sendable {
        let range: LSPRange?
        let text: [UInt8]
    }

    case opened(uri: String, version: Int64?, text: [UInt8])
    case changed(uri: String, version: Int64?, changes: [ContentChange])
    case closed(uri: String)
    case saved(uri: String)
    /// `workspace/didChangeWatchedFiles`: the URIs of the events (an event without one is left out).
    case watchedFilesChanged(uris: [String])

    /// The methods decoded here.
    static let methods: Set<String> = [
        "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose", "textDocument/didSave", "workspace/didChangeWatchedFiles",
    ]

    /// The notification `method` with `params`; nil when its params do not fit.
    init?(method: String, params: JSONValue?) {
        let uri: String? = if case .string(let text)? = params?["textDocument"]?["uri"] { text } else { nil }
        let version: Int64? = if case .integer(let number)? = params?["textDocument"]?["version"] { number } else { nil }
        switch method {
        case "textDocument/didOpen":
            guard let uri, case .string(let text)? = params?["textDocument"]?["text"] else { return nil }
            self = .opened(uri: uri, version: version, text: Array(text.utf8))
        case "textDocument/didChange":
            guard let uri, case .array(let entries)? = params?["contentChanges"] else { return nil }
            var changes: [ContentChange] = []
            for entry in entries {
                guard case .string(let text)? = entry["text"] else { return nil }
                // A `range` that is there but is no range (reversed, negative, not integers) drops
                // the whole notification: guessing would leave a text the client does not have.
                var range: LSPRange?
                if let given = entry["range"], given != .null {
                    guard let valid = LSPRange(json: given) else { return nil }
                    range = valid
                }
                changes.append(ContentChange(range: range, text: Array(text.utf8)))
            }
            self = .changed(uri: uri, version: version, changes: changes)
        case "textDocument/didClose":
            guard let uri else { return nil }
            self = .closed(uri: uri)
        case "textDocument/didSave":
            guard let uri else { return nil }
            self = .saved(uri: uri)
        case "workspace/didChangeWatchedFiles":
            guard case .array(let events)? = params?["changes"] else { return nil }
            self = .watchedFilesChanged(uris: events.compactMap { if case .string(let uri)? = $0["uri"] { uri } else { nil } })
        default:
            return nil
        }
    }
}
