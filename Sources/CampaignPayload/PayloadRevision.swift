public import CanonicalJSON

/// The `revision` of a trigger object: the first 16 hex digits of the SHA-256 of the
/// object's canonical compact bytes (sorted keys, no whitespace, no final newline), computed
/// without the `revision` key itself. Equal content gives an equal revision on every machine;
/// any change of content (a colour, a filter, a time) gives another one.
public enum PayloadRevision {
    /// The number of hex digits kept.
    public static let length = 16

    /// The revision of `object`, which must not hold a `revision` member yet.
    public static func of(_ object: JSONValue) -> String {
        of(compactBytes: JSONWriter.compact(object))
    }

    /// The revision of an object whose compact bytes (without `revision`) are `compactBytes`.
    public static func of(compactBytes: [UInt8]) -> String {
        String(SHA256.hexDigest(compactBytes).prefix(length))
    }
}
