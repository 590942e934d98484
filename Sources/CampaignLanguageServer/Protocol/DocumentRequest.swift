import CanonicalJSON

/// A request on a document (SPEC §13.6–§13.9), its params decoded once into typed values;
/// params that do not fit are `-32602`, a method the server does not know `-32601`.
enum DocumentRequest: Sendable {
    case hover(uri: String, position: LSPPosition)
    case completion(uri: String, position: LSPPosition)
    case definition(uri: String, position: LSPPosition)
    case documentSymbol(uri: String)
    case codeAction(uri: String, range: LSPRange, only: CodeActionKinds)

    init(method: String, params: JSONValue?) throws(RPCError) {
        switch method {
        case "textDocument/hover":
            self = .hover(uri: try Self.uri(params), position: try Self.position(params))
        case "textDocument/completion":
            self = .completion(uri: try Self.uri(params), position: try Self.position(params))
        case "textDocument/definition":
            self = .definition(uri: try Self.uri(params), position: try Self.position(params))
        case "textDocument/documentSymbol":
            self = .documentSymbol(uri: try Self.uri(params))
        case "textDocument/codeAction":
            let uri = try Self.uri(params)
            let range = try LSPRange(params: params?["range"])
            self = .codeAction(uri: uri, range: range, only: CodeActionKinds(params?["context"]?["only"]))
        default:
            throw .methodNotFound(method)
        }
    }

    /// `textDocument.uri`, or `-32602`.
    private static func uri(_ params: JSONValue?) throws(RPCError) -> String {
        guard case .string(let uri)? = params?["textDocument"]?["uri"] else { throw .invalidParams("textDocument.uri is missing") }
        return uri
    }

    /// `position`, or `-32602`.
    private static func position(_ params: JSONValue?) throws(RPCError) -> LSPPosition {
        try LSPPosition(params: params?["position"])
    }
}
