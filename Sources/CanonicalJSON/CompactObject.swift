/// The compact bytes of an object whose members are written as they are set, in any order, and
/// put in key order once, when the object's bytes are asked for: the object as it is, and the
/// same object with one more member, without encoding the others again (a trigger object's
/// revision is the digest of the object without it). A member may itself be a compact object
/// or a list of them, copied as bytes, so a payload's objects are never built as `JSONValue`s.
///
/// The bytes are `JSONWriter.compact(.object(members))` of the members set; a key set twice
/// keeps its last value, as a dictionary would (its first bytes stay in the buffer, unused).
public struct CompactObject: Sendable {
    /// `"key":value` of every member, in the order they were set, one after another: one
    /// buffer, not one array a member.
    private var buffer = JSONByteBuffer(bytes: [], pretty: false)
    /// The UTF-8 of every key that an escape changed in `buffer`, as it is, one after
    /// another: the order compares keys as they are (most are found between their quotes).
    private var keyBytes: [UInt8] = []
    /// Each member's key (its first eight bytes, big-endian, zero-padded, and where its bytes
    /// are) and where the member's bytes are in `buffer`, in the order they were
    /// set: put in key order when the bytes are written. No strings, so no reference counting.
    private var members: [Member] = []

    private struct Member {
        var prefix: UInt64
        var key: Range<Int>
        /// True when `key` is in `keyBytes`, not in `buffer`.
        var escaped: Bool
        var bytes: Range<Int>
    }

    /// An empty object, its buffers sized for a message object's members so that they
    /// seldom grow (growing from empty costs more than the rest of writing a small object).
    public init() {
        buffer.bytes.reserveCapacity(256)
        members.reserveCapacity(16)
    }

    public init(_ members: [String: JSONValue]) {
        self.init()
        for (key, value) in members { set(key, value) }
    }

    /// True when no member is set.
    public var isEmpty: Bool { members.isEmpty }

    /// Sets `key` to `value`.
    public mutating func set(_ key: String, _ value: JSONValue) {
        let key = writeKey(key)
        buffer.write(value)
        place(key)
    }

    /// Sets `key` to the object `object`.
    public mutating func set(_ key: String, object: CompactObject) {
        let key = writeKey(key)
        object.append(to: &buffer.bytes)
        place(key)
    }

    /// Sets `key` to the list of objects `objects`.
    public mutating func set(_ key: String, objects: [CompactObject]) {
        let key = writeKey(key)
        Self.appendList(objects, to: &buffer.bytes) { object, bytes in object.append(to: &bytes) }
        place(key)
    }

    /// Sets `key` to the list of lists of objects `lists`.
    public mutating func set(_ key: String, lists: [[CompactObject]]) {
        let key = writeKey(key)
        Self.appendList(lists, to: &buffer.bytes) { list, bytes in
            Self.appendList(list, to: &bytes) { object, bytes in object.append(to: &bytes) }
        }
        place(key)
    }

    /// `JSONWriter.compact(.object(members))`.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(buffer.bytes.count + members.count + 2)
        append(to: &bytes)
        return bytes
    }

    /// `JSONWriter.compact(.object(members))` with `key: value` added (`key` must not be a
    /// member already).
    public func bytes(inserting key: String, _ value: JSONValue) -> [UInt8] {
        var extra = CompactObject()
        extra.set(key, value)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(buffer.bytes.count + members.count + 3 + extra.buffer.bytes.count)
        append(to: &bytes, inserting: extra)
        return bytes
    }

    /// Writes `"key":` and returns where it starts and where the key's own bytes are: in
    /// `buffer`, between the quotes, unless an escape changed them (then in `keyBytes`).
    private mutating func writeKey(_ key: String) -> (start: Int, key: Range<Int>, escaped: Bool) {
        let start = buffer.bytes.count
        buffer.writeString(key)
        let written = start + 1..<buffer.bytes.count - 1
        buffer.bytes.append(UInt8(ascii: ":"))
        guard written.count != key.utf8.count else { return (start, written, false) }
        let keyStart = keyBytes.count
        keyBytes.append(contentsOf: key.utf8)
        return (start, keyStart..<keyBytes.count, true)
    }

    /// `[element,…]` of `elements`, each written by `write`.
    private static func appendList<Element>(_ elements: [Element], to bytes: inout [UInt8], _ write: (Element, inout [UInt8]) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(element, &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Records the member whose key `writeKey` wrote, its bytes ending where `buffer` ends.
    private mutating func place(_ key: (start: Int, key: Range<Int>, escaped: Bool)) {
        let prefix = keyBuffer(escaped: key.escaped) { keys in
            var prefix: UInt64 = 0
            for index in key.key.lowerBound..<key.key.lowerBound + 8 { prefix = prefix << 8 | (index < key.key.upperBound ? UInt64(keys[index]) : 0) }
            return prefix
        }
        members.append(Member(prefix: prefix, key: key.key, escaped: key.escaped, bytes: key.start..<buffer.bytes.count))
    }

    /// Calls `body` with the bytes a member's key range refers to.
    private func keyBuffer<Result>(escaped: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        escaped ? keyBytes.withUnsafeBufferPointer(body) : buffer.bytes.withUnsafeBufferPointer(body)
    }

    /// The bytes of `member`'s key, for `body`.
    private func withKey<Result>(_ member: Member, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        keyBuffer(escaped: member.escaped) { keys in body(UnsafeBufferPointer(rebasing: keys[member.key])) }
    }

    /// Calls `body` with the positions of the members in key order; of a key set more than
    /// once (the same bytes), only the last. An object has a few members: they are put in
    /// order by insertion, with no allocation; a large one (an app's many extras) is sorted.
    private func inKeyOrder<Result>(_ body: (UnsafeBufferPointer<Int>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: members.count) { order in
            if members.count <= 32 {
                for index in members.indices {
                    var position = index
                    while position > 0, precedes(members[index], members[order[position - 1]]) {
                        order[position] = order[position - 1]
                        position -= 1
                    }
                    order[position] = index
                }
            } else {
                let sorted = members.indices.sorted { a, b in precedes(members[a], members[b]) || (!precedes(members[b], members[a]) && a < b) }
                for (position, index) in sorted.enumerated() { order[position] = index }
            }
            // Of equal keys, in the order they were set, the last is kept.
            var kept = 0
            for position in 0..<members.count {
                if position + 1 < members.count, !precedes(members[order[position]], members[order[position + 1]]) { continue }
                order[kept] = order[position]
                kept += 1
            }
            return body(UnsafeBufferPointer(rebasing: order[0..<kept]))
        }
    }

    /// Byte-wise order of two members' keys (a proper prefix first): the first eight bytes
    /// decide most comparisons.
    private func precedes(_ a: Member, _ b: Member) -> Bool {
        precedes(a, b, of: self)
    }

    /// True when this object's member `member` precedes `other`, a member of `object`.
    private func precedes(_ member: Member, _ other: Member, of object: CompactObject) -> Bool {
        if member.prefix != other.prefix { return member.prefix < other.prefix }
        return withKey(member) { left in object.withKey(other) { right in UTF8Order.precedes(left, right) } }
    }

    /// Appends the object's bytes, with the one member of `extra` in its place.
    private func append(to bytes: inout [UInt8], inserting extra: CompactObject? = nil) {
        bytes.append(UInt8(ascii: "{"))
        var pending = extra.flatMap { extra in extra.members.first.map { (extra, $0) } }
        var first = true
        func append(_ member: ArraySlice<UInt8>) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes.append(contentsOf: member)
        }
        inKeyOrder { order in
            for index in order {
                let member = members[index]
                if let (extra, key) = pending, extra.precedes(key, member, of: self) {
                    append(extra.buffer.bytes[key.bytes])
                    pending = nil
                }
                append(buffer.bytes[member.bytes])
            }
        }
        if let (extra, key) = pending { append(extra.buffer.bytes[key.bytes]) }
        bytes.append(UInt8(ascii: "}"))
    }
}
