/// One edit of a file's bytes: replace `range` (byte offsets; empty for an insertion) by
/// `replacement`. A fix-it becomes one (SPEC §13.1).
public struct TextEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    /// Whether two edits overlap (SPEC §13.2): their ranges share a byte, or both insert at the
    /// same point, or one inserts strictly inside the other's range (where no order of the two
    /// is right).
    public func overlaps(_ other: TextEdit) -> Bool {
        switch (range.isEmpty, other.range.isEmpty) {
        case (true, true): range.lowerBound == other.range.lowerBound
        case (true, false): other.range.lowerBound < range.lowerBound && range.lowerBound < other.range.upperBound
        case (false, true): range.lowerBound < other.range.lowerBound && other.range.lowerBound < range.upperBound
        case (false, false): range.overlaps(other.range)
        }
    }

    /// `bytes` with `edits` applied; the edits overlap none of each other. An insertion at the
    /// start of a replaced range goes before it. Bytes outside the edited ranges stay as they were.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        let ordered = edits.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.replacement.count })
        var next = 0
        for edit in ordered {
            let start = min(max(edit.range.lowerBound, next), bytes.count)
            result.append(contentsOf: bytes[next..<start])
            result.append(contentsOf: edit.replacement)
            next = min(max(edit.range.upperBound, start), bytes.count)
        }
        result.append(contentsOf: bytes[next...])
        return result
    }
}
