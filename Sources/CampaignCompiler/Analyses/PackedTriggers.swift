import CampaignDiagnostics
import CampaignModel

/// The distinct triggers of one campaign, kept as one small buffer of bytes for the W402
/// analysis: a run keeps them for every campaign until the end, and as `TriggerKey`s (nested
/// arrays of filters and their strings) they would cost several times more.
///
/// The bytes hold each key exactly (every string byte for byte, every number bit for bit),
/// so `key(at:)` gives back a key equal to the one stored in every respect. Each key's hash
/// (`TriggerKey.hashValue`, computed where the key was made) is stored beside it, so the
/// analysis groups claims without building keys; keys stored with the same bytes are equal.
struct PackedTriggers: Sendable {
    /// `count`, then for each key the offset of its record; each record is the key's hash
    /// (8 bytes), its length (4 bytes) and its bytes.
    private let bytes: [UInt8]

    init(_ keys: [TriggerKey]) {
        var writer = ByteWriter()
        writer.integer(UInt32(keys.count))
        let table = writer.bytes.count
        for _ in keys { writer.integer(UInt32(0)) }
        for (index, key) in keys.enumerated() {
            writer.set(UInt32(writer.bytes.count), at: table + index * 4)
            writer.integer(Int64(key.hashValue))
            let lengthAt = writer.bytes.count
            writer.integer(UInt32(0))
            let start = writer.bytes.count
            writer.key(key)
            writer.set(UInt32(writer.bytes.count - start), at: lengthAt)
        }
        // Kept by the analyses for the rest of a run: at its size, not its grown capacity.
        bytes = writer.bytes.exactlySized()
    }

    var count: Int { Int(read(UInt32.self, at: 0)) }

    /// `TriggerKey.hashValue` of key `index`.
    func hash(at index: Int) -> Int {
        Int(read(Int64.self, at: record(index)))
    }

    /// Key `index`, equal to the key stored (strings and numbers as they were).
    func key(at index: Int) -> TriggerKey {
        var reader = ByteReader(bytes: bytes, offset: record(index) + 12)
        return reader.key()
    }

    /// Every key, in order.
    var keys: [TriggerKey] { (0..<count).map(key(at:)) }

    /// True when key `index` and `other`'s key `otherIndex` were stored with the same bytes
    /// (then they are equal; keys with other bytes may still be equal, e.g. spelled in
    /// other Unicode forms).
    func sameBytes(_ index: Int, as other: PackedTriggers, _ otherIndex: Int) -> Bool {
        let (a, b) = (record(index) + 8, other.record(otherIndex) + 8)
        let length = Int(read(UInt32.self, at: a))
        guard length == Int(other.read(UInt32.self, at: b)) else { return false }
        return bytes[(a + 4)..<(a + 4 + length)].elementsEqual(other.bytes[(b + 4)..<(b + 4 + length)])
    }

    private func record(_ index: Int) -> Int {
        Int(read(UInt32.self, at: 4 + index * 4))
    }

    private func read<T: FixedWidthInteger>(_ type: T.Type, at offset: Int) -> T {
        bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
    }
}

/// Writes trigger keys as bytes (lengths and numbers little-endian).
private struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func integer<T: FixedWidthInteger>(_ value: T) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func set(_ value: UInt32, at offset: Int) {
        withUnsafeBytes(of: value.littleEndian) { raw in
            for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
        }
    }

    mutating func text(_ value: String) {
        integer(UInt32(value.utf8.count))
        bytes.append(contentsOf: value.utf8)
    }

    mutating func key(_ key: TriggerKey) {
        integer(UInt8(TriggerKind.allCases.firstIndex(of: key.kind)!))
        if let argument = key.argument {
            integer(UInt8(1))
            text(argument)
        } else {
            integer(UInt8(0))
        }
        integer(UInt32(key.filters.count))
        for entry in key.filters {
            integer(UInt32(entry.count))
            for filter in entry { self.filter(filter) }
        }
    }

    private mutating func filter(_ filter: PropertyFilterKey) {
        text(filter.property)
        integer(Int64(filter.comparator))
        integer(UInt8(PropertyType.allCases.firstIndex(of: filter.type)!))
        switch filter.value {
        case .string(let value):
            integer(UInt8(0))
            text(value)
        case .number(let number):
            integer(UInt8(1))
            text(number.text)
            integer(number.double.bitPattern)
            if let exact = number.integer {
                integer(UInt8(1))
                integer(exact)
            } else {
                integer(UInt8(0))
            }
        case .boolean(let flag):
            integer(UInt8(2))
            integer(UInt8(flag ? 1 : 0))
        case .duration(let duration):
            integer(UInt8(3))
            integer(duration.milliseconds)
        case .time(let time):
            integer(UInt8(4))
            integer(time.unixSeconds)
        }
    }
}

/// Reads what `ByteWriter` wrote.
private struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    mutating func integer<T: FixedWidthInteger>(_ type: T.Type) -> T {
        let value = bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: T.self)) }
        offset += MemoryLayout<T>.size
        return value
    }

    mutating func text() -> String {
        let length = Int(integer(UInt32.self))
        defer { offset += length }
        return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    }

    mutating func key() -> TriggerKey {
        let kind = TriggerKind.allCases[Int(integer(UInt8.self))]
        let argument: String? = integer(UInt8.self) == 1 ? text() : nil
        let entries = Int(integer(UInt32.self))
        var filters: [[PropertyFilterKey]] = []
        filters.reserveCapacity(entries)
        for _ in 0..<entries {
            let alternatives = Int(integer(UInt32.self))
            filters.append((0..<alternatives).map { _ in filter() })
        }
        return TriggerKey(kind: kind, argument: argument, filters: filters)
    }

    private mutating func filter() -> PropertyFilterKey {
        let property = text()
        let comparator = Int(integer(Int64.self))
        let type = PropertyType.allCases[Int(integer(UInt8.self))]
        let value: FilterValue
        switch integer(UInt8.self) {
        case 0:
            value = .string(text())
        case 1:
            let numberText = text()
            let double = Double(bitPattern: integer(UInt64.self))
            let exact: Int64? = integer(UInt8.self) == 1 ? integer(Int64.self) : nil
            value = .number(NumberValue(text: numberText, double: double, integer: exact))
        case 2:
            value = .boolean(integer(UInt8.self) == 1)
        case 4:
            value = .time(Timestamp(unixSeconds: integer(Int64.self)))
        default:
            value = .duration(Duration(milliseconds: integer(Int64.self)))
        }
        return PropertyFilterKey(property: property, comparator: comparator, type: type, value: value)
    }
}
