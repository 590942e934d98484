/// Writing a large document from parts encoded earlier (elsewhere, in parallel) without
/// building its whole `JSONValue` or copying the parts again: the bytes are those
/// `encodeDocument` would give for the whole value.
extension JSONWriter {
    /// The bytes of `value` as it appears nested `depth` levels deep in a larger document:
    /// in the pretty style its inner lines are indented for that depth; the compact style does
    /// not depend on depth. No final newline.
    public func encode(_ value: JSONValue, depth: Int) -> [UInt8] {
        var buffer = JSONByteBuffer(bytes: [], pretty: style == .pretty, depth: depth)
        buffer.bytes.reserveCapacity(512)
        buffer.write(value)
        return buffer.bytes
    }

    /// The depth of the elements of an array that is a member of the top-level object: what
    /// `encode(_:depth:)` must be given for the `elements` of `documentPieces`.
    public static let memberArrayElementDepth = 2

    /// The document `{members…, key: [elements…]}` followed by one LF, as consecutive pieces:
    /// small pieces of punctuation and members, and each of `elements` itself (shared, not
    /// copied). Concatenated, the pieces are exactly `encodeDocument` of the whole object
    /// when each element is `encode(element, depth: JSONWriter.memberArrayElementDepth)`.
    /// `members` must not hold `key`.
    public func documentPieces(_ members: [String: JSONValue], splicing key: String, elements: [[UInt8]]) -> [[UInt8]] {
        precondition(members[key] == nil, "the spliced key is also a member")
        var pieces: [[UInt8]] = []
        pieces.reserveCapacity(elements.count * 2 + 2)
        var buffer = JSONByteBuffer(bytes: [], pretty: style == .pretty)
        let keys = (Array(members.keys) + [key]).sorted(by: UTF8Order.precedes)
        buffer.bytes.append(UInt8(ascii: "{"))
        buffer.depth = 1
        for (index, name) in keys.enumerated() {
            if index > 0 { buffer.bytes.append(UInt8(ascii: ",")) }
            buffer.newline()
            buffer.writeString(name)
            buffer.bytes.append(UInt8(ascii: ":"))
            if buffer.pretty { buffer.bytes.append(UInt8(ascii: " ")) }
            if let value = members[name] {
                buffer.write(value)
                continue
            }
            guard !elements.isEmpty else {
                buffer.append("[]")
                continue
            }
            buffer.bytes.append(UInt8(ascii: "["))
            buffer.depth = Self.memberArrayElementDepth
            for (position, element) in elements.enumerated() {
                if position > 0 { buffer.bytes.append(UInt8(ascii: ",")) }
                buffer.newline()
                pieces.append(buffer.bytes)
                pieces.append(element)
                buffer.bytes = []
            }
            buffer.depth = 1
            buffer.newline()
            buffer.bytes.append(UInt8(ascii: "]"))
        }
        buffer.depth = 0
        buffer.newline()
        buffer.bytes.append(UInt8(ascii: "}"))
        buffer.bytes.append(UInt8(ascii: "\n"))
        pieces.append(buffer.bytes)
        return pieces
    }
}
