import CanonicalJSON

/// A request's `id`: an integer or a string (JSON-RPC 2.0).
public enum RequestID: Hashable, Sendable {
    case integer(Int64)
    case string(String)

    /// The id of `value` when it is an integer or a string.
    init?(_ value: JSONValue?) {
        switch value {
        case .integer(let number)?: self = .integer(number)
        case .string(let text)?: self = .string(text)
        default: return nil
        }
    }

    var json: JSONValue {
        switch self {
        case .integer(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }
}
