/// The compact bytes of an object whose members are written once and reused: the object as
/// it is, and the same object with one more member, without encoding the others again (a
/// trigger object's revision is the digest of the object without it).
public struct CompactObject: Sendable {
    /// `"key":value` of every member, in key order, one after another: one buffer, not one
    /// array a member.
    private let memberBytes: [UInt8]
    /// Each member's key and where its bytes end in `memberBytes`.
    private let members: [(key: String, end: Int)]

    public init(_ members: [String: JSONValue]) {
        var buffer = JSONByteBuffer(bytes: [], pretty: false)
        var ends: [(key: String, end: Int)] = []
        ends.reserveCapacity(members.count)
        for member in members.sorted(by: { UTF8Order.precedes($0.key, $1.key) }) {
            buffer.writeString(member.key)
            buffer.bytes.append(UInt8(ascii: ":"))
            buffer.write(member.value)
            ends.append((member.key, buffer.bytes.count))
        }
        memberBytes = buffer.bytes
        self.members = ends
    }

    /// `JSONWriter.compact(.object(members))`.
    public var bytes: [UInt8] {
        object(inserting: nil)
    }

    /// `JSONWriter.compact(.object(members))` with `key: value` added (`key` must not be a
    /// member already).
    public func bytes(inserting key: String, _ value: JSONValue) -> [UInt8] {
        var buffer = JSONByteBuffer(bytes: [], pretty: false)
        buffer.writeString(key)
        buffer.bytes.append(UInt8(ascii: ":"))
        buffer.write(value)
        return object(inserting: (key, buffer.bytes))
    }

    private func object(inserting extra: (key: String, bytes: [UInt8])?) -> [UInt8] {
        if members.isEmpty, extra == nil { return Array("{}".utf8) }
        var bytes: [UInt8] = [UInt8(ascii: "{")]
        bytes.reserveCapacity(memberBytes.count + members.count + 2 + (extra?.bytes.count ?? 0))
        var pending = extra
        var first = true
        func append(_ member: ArraySlice<UInt8>) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(contentsOf: member)
        }
        var start = 0
        for member in members {
            if let extra = pending, UTF8Order.precedes(extra.key, member.key) {
                append(extra.bytes[...])
                pending = nil
            }
            append(memberBytes[start..<member.end])
            start = member.end
        }
        if let extra = pending { append(extra.bytes[...]) }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
