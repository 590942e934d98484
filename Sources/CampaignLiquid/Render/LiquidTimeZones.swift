/// Zone rules for the `time_zone` filter, injected so rendering stays a pure function.
public protocol LiquidTimeZoneProvider: Sendable {
    /// The offset from UTC (seconds) and abbreviation of `zone` at `seconds` since 1970; nil
    /// for an unknown zone.
    func offset(zone: String, at seconds: Int64) -> (offset: Int, abbreviation: String)?
}

/// Zones with one fixed offset each; `UTC` and `Etc/UTC` are always known. For tests, and for
/// callers without zone data.
public struct LiquidFixedTimeZones: LiquidTimeZoneProvider {
    /// The zones given; `UTC` and `Etc/UTC` are known without an entry (so that the default,
    /// made for every rendering, allocates nothing).
    public var zones: [String: (offset: Int, abbreviation: String)]

    public init(_ zones: [String: (offset: Int, abbreviation: String)] = [:]) {
        self.zones = zones
    }

    public func offset(zone: String, at seconds: Int64) -> (offset: Int, abbreviation: String)? {
        if let given = zones[zone] { return given }
        return zone == "UTC" || zone == "Etc/UTC" ? (0, "UTC") : nil
    }
}

/// Zones read from TZif files (RFC 8536, as in `/usr/share/zoneinfo`) through a reader the
/// caller passes. Times after the last transition keep its offset (the files list
/// transitions to 2037).
public struct LiquidTZifTimeZones: LiquidTimeZoneProvider {
    private let zones: [String: LiquidTZif]

    /// Reads each of `names` through `read` (the file's bytes, nil when missing).
    public init(names: [String], read: (String) -> [UInt8]?) {
        var zones: [String: LiquidTZif] = [:]
        for name in names {
            if let bytes = read(name), let zone = LiquidTZif(bytes) { zones[name] = zone }
        }
        self.zones = zones
    }

    public func offset(zone: String, at seconds: Int64) -> (offset: Int, abbreviation: String)? {
        if zone == "UTC" || zone == "Etc/UTC" { return (0, "UTC") }
        return zones[zone]?.offset(at: seconds)
    }
}

/// The transitions and local time types of one TZif file.
struct LiquidTZif: Sendable {
    var transitions: [Int64] = []
    var typeIndices: [Int] = []
    var types: [(offset: Int, abbreviation: String)] = []

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 44, bytes[0] == 0x54, bytes[1] == 0x5A, bytes[2] == 0x69, bytes[3] == 0x66 else { return nil }
        func be(_ at: Int, _ width: Int) -> Int64? {
            guard at + width <= bytes.count else { return nil }
            var value: UInt64 = 0
            for i in 0..<width { value = value << 8 | UInt64(bytes[at + i]) }
            if width == 4 { return Int64(Int32(bitPattern: UInt32(value))) }
            return Int64(bitPattern: value)
        }
        func counts(_ at: Int) -> [Int]? {
            var values: [Int] = []
            for i in 0..<6 {
                guard let value = be(at + 20 + 4 * i, 4), value >= 0 else { return nil }
                values.append(Int(value))
            }
            return values
        }
        guard var header = counts(0) else { return nil }
        var start = 44
        var timeWidth = 4
        if bytes[4] >= 0x32 {
            // Skip the version 1 block to the 64-bit one.
            let v1 = header[3] * 5 + header[4] * 6 + header[5] + header[2] * 8 + header[1] + header[0]
            guard let v2 = counts(44 + v1) else { return nil }
            header = v2
            start = 44 + v1 + 44
            timeWidth = 8
        }
        let (timeCount, typeCount, charCount) = (header[3], header[4], header[5])
        var at = start
        for _ in 0..<timeCount {
            guard let time = be(at, timeWidth) else { return nil }
            transitions.append(time)
            at += timeWidth
        }
        for _ in 0..<timeCount {
            guard at < bytes.count else { return nil }
            typeIndices.append(Int(bytes[at]))
            at += 1
        }
        var rawTypes: [(Int, Int)] = []
        for _ in 0..<typeCount {
            guard let offset = be(at, 4), at + 6 <= bytes.count else { return nil }
            rawTypes.append((Int(offset), Int(bytes[at + 5])))
            at += 6
        }
        guard at + charCount <= bytes.count, !rawTypes.isEmpty else { return nil }
        let chars = Array(bytes[at..<at + charCount])
        for (offset, index) in rawTypes {
            var end = index
            while end < chars.count && chars[end] != 0 { end += 1 }
            let name = index < chars.count ? String(decoding: chars[index..<end], as: UTF8.self) : ""
            types.append((offset, name))
        }
        guard typeIndices.allSatisfy({ $0 < types.count }) else { return nil }
    }

    func offset(at seconds: Int64) -> (offset: Int, abbreviation: String) {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? types[0] : types[typeIndices[low - 1]]
    }
}
