/// A JSON value, as plain data. Objects are unordered here; `JSONWriter` writes their keys in
/// byte-wise UTF-8 order, so the same value always gives the same bytes.
///
/// Integers are kept apart from other numbers so that every value that fits an `Int64`
/// (an unsigned 32-bit ARGB colour such as 4294967295, a Unix time, a count) is written
/// exactly, without going through a `Double`.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// A number with a fraction or an exponent. A non-finite value (NaN, ±infinity) has no
    /// JSON form: `JSONWriter` writes it as `null` (as ECMAScript's `JSON.stringify` does);
    /// callers are expected to reject such values before they get here.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue {
    /// An integer value.
    public init(_ value: Int) {
        self = .integer(Int64(value))
    }

    /// An unsigned 32-bit value (for example an ARGB colour), always exact.
    public init(_ value: UInt32) {
        self = .integer(Int64(value))
    }

    /// A number; integral values stay integral when written (see `JSONWriter`).
    public init(_ value: Double) {
        self = .number(value)
    }

    public init(_ value: String) {
        self = .string(value)
    }

    public init(_ value: Bool) {
        self = .bool(value)
    }

    /// A string, or `null` when `value` is nil.
    public init(_ value: String?) {
        self = value.map(JSONValue.string) ?? .null
    }

    /// An object built from key/value pairs; when a key repeats, the last value wins.
    public init(pairs: [(String, JSONValue)]) {
        self = .object(Dictionary(pairs, uniquingKeysWith: { _, last in last }))
    }

    /// The members of an object, or nil for any other value.
    public var objectValue: [String: JSONValue]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or nil for any other value.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The member named `key` of an object; nil for a missing key or a value that is not an object.
    public subscript(key: String) -> JSONValue? {
        objectValue?[key]
    }
}
