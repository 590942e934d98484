import CanonicalJSON

/// What `initialize` says about the client that the server acts on (SPEC §13.3–§13.9).
struct ClientFacts: Hashable, Sendable {
    var encoding = PositionEncoding.utf16
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`.
    var registersWatchers = false
    /// `textDocument.hover.contentFormat` holds `markdown`.
    var hoverMarkdown = false
    /// `textDocument.documentSymbol.hierarchicalDocumentSymbolSupport`.
    var hierarchicalSymbols = false
    /// The client's process, watched when given.
    var processID: Int64?
    /// The workspace root, absolute: the first `file:` of the first workspace folder,
    /// `rootUri` and `rootPath`.
    var root: String?
    /// Workspace folders after the first, ignored (named in a `window/logMessage`).
    var ignoredFolders: [String] = []

    init() {}

    /// Reads `initialize`'s params; anything missing or of another shape keeps its default.
    init(initializeParams params: JSONValue?) {
        let capabilities = params?["capabilities"]
        encoding = PositionEncoding.negotiate(capabilities?["general"]?["positionEncodings"])
        registersWatchers = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"] == .bool(true)
        if case .array(let formats)? = capabilities?["textDocument"]?["hover"]?["contentFormat"] {
            hoverMarkdown = formats.contains(.string("markdown"))
        }
        hierarchicalSymbols = capabilities?["textDocument"]?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"] == .bool(true)
        if case .integer(let process)? = params?["processId"] { processID = process }

        var candidates: [String] = []
        if case .array(let folders)? = params?["workspaceFolders"] {
            for case .string(let uri) in folders.map({ $0["uri"] ?? .null }) { candidates.append(uri) }
            if let first = candidates.first {
                ignoredFolders = Array(candidates.dropFirst())
                candidates = [first]
            }
        }
        if case .string(let uri)? = params?["rootUri"] { candidates.append(uri) }
        root = candidates.lazy.compactMap(FileURI.path(of:)).first
        if root == nil, case .string(let path)? = params?["rootPath"], path.hasPrefix("/") {
            root = FileURI.normalized(path)
        }
    }
}
