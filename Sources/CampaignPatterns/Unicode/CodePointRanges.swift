/// A set of code points (or, for JavaScript, UTF-16 code units) as sorted, disjoint, non-adjacent
/// closed ranges: what a character class made of single characters and ranges holds. Values
/// never exceed `CodePointRanges.maximum`.
public struct CodePointRanges: Hashable, Sendable {
    /// Flattened pairs (first, last), sorted; no two ranges touch.
    private(set) var bounds: [UInt32] = []

    /// The largest code point.
    public static let maximum: UInt32 = 0x10FFFF

    public init() {}

    public init(_ value: UInt32) {
        bounds = [value, value]
    }

    public init(_ first: UInt32, _ last: UInt32) {
        bounds = [first, last]
    }

    /// The set of every range in `ranges` (in any order, overlapping or not).
    init(ranges: [ClosedRange<UInt32>]) {
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            appendSorted(range.lowerBound, range.upperBound)
        }
    }

    public var isEmpty: Bool { bounds.isEmpty }

    /// The ranges, in order.
    public var ranges: [ClosedRange<UInt32>] {
        stride(from: 0, to: bounds.count, by: 2).map { bounds[$0]...bounds[$0 + 1] }
    }

    /// The number of code points held.
    public var count: Int {
        stride(from: 0, to: bounds.count, by: 2).reduce(0) { $0 + Int(bounds[$1 + 1] - bounds[$1]) + 1 }
    }

    /// Binary search over the ranges.
    public func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = bounds.count / 2
        while low < high {
            let middle = (low + high) / 2
            if bounds[2 * middle + 1] < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < bounds.count / 2 && bounds[2 * low] <= value
    }

    /// Adds a range that starts at or after every range already held (merging when it overlaps
    /// or touches the last one).
    private mutating func appendSorted(_ first: UInt32, _ last: UInt32) {
        if let end = bounds.last, first <= end + 1 {
            bounds[bounds.count - 1] = max(end, last)
        } else {
            bounds += [first, last]
        }
    }

    public mutating func insert(_ value: UInt32) {
        insert(value, value)
    }

    public mutating func insert(_ first: UInt32, _ last: UInt32) {
        self = union(CodePointRanges(first, last))
    }

    public func union(_ other: CodePointRanges) -> CodePointRanges {
        CodePointRanges(ranges: ranges + other.ranges)
    }

    /// Every value up to `limit` that is not held.
    public func inverted(upTo limit: UInt32) -> CodePointRanges {
        var result = CodePointRanges()
        var next: UInt32 = 0
        for range in ranges {
            if range.lowerBound > limit { break }
            if range.lowerBound > next { result.bounds += [next, range.lowerBound - 1] }
            if range.upperBound >= limit { return result }
            next = range.upperBound + 1
        }
        result.bounds += [next, limit]
        return result
    }

    public func intersection(_ other: CodePointRanges) -> CodePointRanges {
        var result = CodePointRanges()
        let a = ranges
        let b = other.ranges
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            let low = max(a[i].lowerBound, b[j].lowerBound)
            let high = min(a[i].upperBound, b[j].upperBound)
            if low <= high { result.appendSorted(low, high) }
            if a[i].upperBound < b[j].upperBound { i += 1 } else { j += 1 }
        }
        return result
    }

    public func subtracting(_ other: CodePointRanges) -> CodePointRanges {
        intersection(other.inverted(upTo: Self.maximum))
    }
}
