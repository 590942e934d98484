import CanonicalJSON

/// The messages the server writes (JSON-RPC 2.0).
enum OutgoingMessage {
    static func result(_ id: RequestID, _ result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id.json, "result": result]
    }

    /// An error answer; `id` null when the message's id could not be read.
    static func error(_ id: RequestID?, _ error: RPCError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    static func request(_ id: RequestID, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params]
    }

    /// `window/logMessage` or `window/showMessage` (type 1 error, 2 warning, 3 info, 4 log).
    static func message(_ method: String, type: Int, _ text: String) -> JSONValue {
        notification(method, ["type": JSONValue(type), "message": .string(text)])
    }
}
