/// The compact bytes of an object whose members are written once and reused: the object as
/// it is, and the same object with one more member, without encoding the others again (a
/// trigger object's revision is the digest of the object without it).
public struct CompactObject: Sendable {
    /// `"key":value` for each member, in key order.
    private let members: [(key: String, bytes: [UInt8])]

    public init(_ members: [String: JSONValue]) {
        self.members = members.sorted { UTF8Order.precedes($0.key, $1.key) }.map { member in
            var buffer = JSONByteBuffer(bytes: [], pretty: false)
            buffer.writeString(member.key)
            buffer.bytes.append(UInt8(ascii: ":"))
            buffer.write(member.value)
            return (member.key, buffer.bytes)
        }
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
        bytes.reserveCapacity(members.reduce(2) { $0 + $1.bytes.count + 1 } + (extra?.bytes.count ?? 0))
        var pending = extra
        var first = true
        func append(_ member: [UInt8]) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(contentsOf: member)
        }
        for member in members {
            if let extra = pending, UTF8Order.precedes(extra.key, member.key) {
                append(extra.bytes)
                pending = nil
            }
            append(member.bytes)
        }
        if let extra = pending { append(extra.bytes) }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
