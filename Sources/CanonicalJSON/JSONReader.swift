/// A strict RFC 8259 parser: JSON bytes to a `JSONValue`.
///
/// - One value, surrounded by optional whitespace; anything after it is an error.
/// - No comments, no trailing commas, no single quotes, no leading zeros, no `NaN`.
/// - Strings must be valid UTF-8 without raw control characters; `\u` escapes must pair
///   surrogates correctly.
/// - Integers that fit an `Int64` become `.integer`; other numbers `.number` (a number too
///   large for a `Double` is an error, never infinity).
/// - Duplicate object keys are an error (the payload never has them; a reader that kept the
///   last one would hide a broken file).
/// - Nesting deeper than `maxDepth` is an error, so hostile input cannot exhaust the stack.
public struct JSONReader: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public let maxDepth: Int

    public init(maxDepth: Int = 128) {
        self.maxDepth = maxDepth
    }

    /// Parses `bytes` as one JSON document.
    public func parse(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        var cursor = JSONCursor(bytes: bytes, maxDepth: maxDepth)
        cursor.skipWhitespace()
        let value = try cursor.value(depth: 0)
        cursor.skipWhitespace()
        if !cursor.atEnd { throw cursor.error("unexpected text after the JSON value") }
        return value
    }
}

/// Why a JSON document could not be read, and where (0-based byte offset).
public struct JSONReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public let offset: Int

    public init(_ message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(message) at byte \(offset)" }
}
