/// What the framing layer read from the input: one message body, or why there is none (SPEC
/// §13.3). Every case but `end` is answered and the server goes on.
public enum Frame: Hashable, Sendable {
    /// The body of one message: N bytes, not yet known to be JSON.
    case message([UInt8])
    /// A header block without a usable `Content-Length` (absent, not decimal, a line too long,
    /// a line that is no header); the reader then skips to the next line beginning with
    /// `Content-Length:`. `-32700`, `id` null.
    case unusableHeader(String)
    /// A `Content-Type` whose charset is neither `utf-8` nor `utf8`: the body was read and
    /// dropped. `-32700`, `id` null (the body is not UTF-8 JSON as far as the server knows).
    case unsupportedCharset(String)
    /// A `Content-Length` over the limit: the body was read and dropped without being kept.
    /// `-32600`, `id` null.
    case oversized(Int)
    /// The end of the input (or a failure to read it).
    case end(StreamFailure?)
}
