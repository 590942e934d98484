extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// The first index at or after `start` where these bytes hold `needle`; nil when none
    /// does. The one search for a word by its bytes: a string's characters compared one by
    /// one (`String.contains`) cost many times more on every text of a run.
    @inlinable
    public func firstIndex(ofBytes needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, count >= needle.count else { return nil }
        var at = Swift.max(start, startIndex)
        while at <= endIndex - needle.count {
            if self[at] == first, needle.indices.allSatisfy({ self[at + $0] == needle[$0] }) { return at }
            at += 1
        }
        return nil
    }
}
