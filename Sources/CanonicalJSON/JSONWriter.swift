/// Writes a `JSONValue` as canonical UTF-8 bytes.
///
/// The same value always gives the same bytes:
/// - object keys are sorted byte-wise by their UTF-8 (never in dictionary order);
/// - strings escape only `"`, `\` and control characters (`\b \f \n \r \t`, others `\u00xx`);
///   `/` is not escaped and non-ASCII text is written as raw UTF-8;
/// - integers are written exactly; numbers follow ECMAScript's `Number::toString` (the form of
///   RFC 8785): integral values up to 10^21 without a fraction (`-0.0` is `0`), otherwise the
///   shortest digits that read back to the same `Double`, with an exponent (`1e+21`, `5e-7`)
///   only outside 10^-6 ..< 10^21;
/// - NaN and ±infinity, which JSON cannot express, are written as `null`.
///
/// `compact` has no whitespace at all (`{"a":1,"b":[1,2]}`); `pretty` puts each member on its
/// own line indented by two spaces, writes `"key": value`, and keeps empty containers as `[]`
/// and `{}`. A document is a value followed by one LF.
public struct JSONWriter: Sendable {
    public enum Style: Sendable, Hashable {
        case compact
        case pretty
    }

    public var style: Style

    public init(style: Style = .compact) {
        self.style = style
    }

    /// The bytes of `value`, without a final newline.
    public func encode(_ value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        encode(value, into: &bytes)
        return bytes
    }

    /// The bytes of `value` followed by one LF: what a `.json` file or a report holds.
    public func encodeDocument(_ value: JSONValue) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        encode(value, into: &bytes)
        bytes.append(UInt8(ascii: "\n"))
        return bytes
    }

    /// Appends the bytes of `value` to `bytes` (lets a caller reuse one buffer).
    public func encode(_ value: JSONValue, into bytes: inout [UInt8]) {
        var buffer = JSONByteBuffer(bytes: bytes, pretty: style == .pretty)
        bytes = []  // hand the storage over without a copy
        buffer.write(value)
        bytes = buffer.bytes
    }

    /// The text of `value` as a document (with its final LF).
    public func documentString(_ value: JSONValue) -> String {
        String(decoding: encodeDocument(value), as: UTF8.self)
    }

    /// The compact bytes of `value`.
    public static func compact(_ value: JSONValue) -> [UInt8] {
        JSONWriter(style: .compact).encode(value)
    }

    /// The pretty bytes of `value`.
    public static func pretty(_ value: JSONValue) -> [UInt8] {
        JSONWriter(style: .pretty).encode(value)
    }

    /// The bytes of `value` followed by one LF.
    public static func document(_ value: JSONValue, style: Style = .compact) -> [UInt8] {
        JSONWriter(style: style).encodeDocument(value)
    }
}
