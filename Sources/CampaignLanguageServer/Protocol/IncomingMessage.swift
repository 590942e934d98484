import CanonicalJSON

/// One message from the client, classified by its shape (JSON-RPC 2.0, SPEC §13.3).
enum IncomingMessage: Hashable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// An answer to one of the server's own requests; it changes nothing.
    case response

    /// What cannot be classified: the error to answer and the `id` to answer it with.
    struct Rejected: Error, Hashable, Sendable {
        let error: RPCError
        let id: RequestID?
    }

    /// The deepest nesting read in a body: more is a parse error, never a deep recursion.
    static let maxDepth = 64

    /// Reads and classifies one body.
    static func classify(_ body: [UInt8]) throws(Rejected) -> IncomingMessage {
        let value: JSONValue
        do {
            value = try JSONReader(maxDepth: maxDepth).parse(body)
        } catch {
            throw Rejected(error: .parseError(error.description), id: nil)
        }
        return try classify(value)
    }

    static func classify(_ value: JSONValue) throws(Rejected) -> IncomingMessage {
        guard case .object(let members) = value else {
            if case .array = value { throw Rejected(error: .invalidRequest("batches are not supported"), id: nil) }
            throw Rejected(error: .invalidRequest("a message is a JSON object"), id: nil)
        }
        let id = RequestID(members["id"])
        func reject(_ detail: String) -> Rejected { Rejected(error: .invalidRequest(detail), id: id) }

        guard let methodValue = members["method"] else {
            let answers = (members["result"] != nil ? 1 : 0) + (members["error"] != nil ? 1 : 0)
            if members["id"] != nil, answers == 1 { return .response }
            throw reject("neither a request, a notification nor a response")
        }
        guard members["jsonrpc"] == .string("2.0") else { throw reject("\"jsonrpc\" must be \"2.0\"") }
        guard case .string(let method) = methodValue else { throw reject("\"method\" must be a string") }
        let params = members["params"]
        switch params {
        case nil, .object?, .array?: break
        default: throw reject("\"params\" must be an object or an array")
        }
        guard members["id"] != nil else { return .notification(method: method, params: params) }
        guard let id else { throw reject("\"id\" must be an integer or a string") }
        return .request(id: id, method: method, params: params)
    }
}
