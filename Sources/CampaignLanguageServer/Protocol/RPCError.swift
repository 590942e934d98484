import CanonicalJSON

/// An error answer of JSON-RPC 2.0 and LSP, with the codes of SPEC §13.3.
public struct RPCError: Error, Hashable, Sendable {
    public let code: Int64
    public let message: String

    public init(code: Int64, message: String) {
        self.code = code
        self.message = message
    }

    /// The body is not JSON, not UTF-8, or its header was unusable.
    static func parseError(_ detail: String) -> RPCError { RPCError(code: -32700, message: "parse error: \(detail)") }
    /// JSON that is no request, notification or response; a batch; a body over the limit; a
    /// second `initialize`; a request after `shutdown`.
    static func invalidRequest(_ detail: String) -> RPCError { RPCError(code: -32600, message: "invalid request: \(detail)") }
    static func methodNotFound(_ method: String) -> RPCError { RPCError(code: -32601, message: "method not found: \(method)") }
    static func invalidParams(_ detail: String) -> RPCError { RPCError(code: -32602, message: "invalid params: \(detail)") }
    static func internalError(_ detail: String) -> RPCError {
        RPCError(code: -32603, message: "internal error: \(detail); please report this bug")
    }
    static let serverNotInitialized = RPCError(code: -32002, message: "server not initialized: send initialize first")
    static let requestCancelled = RPCError(code: -32800, message: "request cancelled")

    /// The `error` member of a response.
    var json: JSONValue {
        ["code": .integer(code), "message": .string(message)]
    }
}
