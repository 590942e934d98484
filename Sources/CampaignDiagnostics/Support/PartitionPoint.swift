extension RandomAccessCollection {
    /// The first index whose element does not satisfy `isBefore`, for a collection in which
    /// every element that satisfies it comes before every one that does not (a binary search:
    /// log n calls of `isBefore`); `endIndex` when all do. The one binary search of the project:
    /// "the last line starting at or before an offset" is `partitionPoint { $0 <= offset }`
    /// minus one, "the first checkpoint at or after a cell" is `partitionPoint { $0 < cell }`.
    @inlinable
    public func partitionPoint(where isBefore: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
