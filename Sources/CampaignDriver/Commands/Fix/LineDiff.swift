/// Which lines two texts have in common, by Myers' O(ND) difference algorithm in linear space
/// (the "middle snake" bisection): the shortest edit script turning `old` into `new`. Lines are
/// compared by number (`LineDiff.numbered`), so each comparison is one integer test.
struct LineDiff {
    /// For each line of the old text, whether it is kept (not deleted).
    private(set) var keptOld: [Bool]
    /// For each line of the new text, whether it is kept (not inserted).
    private(set) var keptNew: [Bool]

    init(old: [Int], new: [Int]) {
        keptOld = Array(repeating: false, count: old.count)
        keptNew = Array(repeating: false, count: new.count)
        compare(old, 0..<old.count, new, 0..<new.count)
    }

    /// Numbers lines so that equal lines get equal numbers.
    static func numbered(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> (old: [Int], new: [Int]) {
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        func number(_ line: ArraySlice<UInt8>) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        return (old.map(number), new.map(number))
    }

    private mutating func compare(_ a: [Int], _ aRange: Range<Int>, _ b: [Int], _ bRange: Range<Int>) {
        var aLow = aRange.lowerBound
        var bLow = bRange.lowerBound
        var aHigh = aRange.upperBound
        var bHigh = bRange.upperBound
        while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
            keptOld[aLow] = true
            keptNew[bLow] = true
            aLow += 1
            bLow += 1
        }
        while aLow < aHigh, bLow < bHigh, a[aHigh - 1] == b[bHigh - 1] {
            aHigh -= 1
            bHigh -= 1
            keptOld[aHigh] = true
            keptNew[bHigh] = true
        }
        guard aLow < aHigh, bLow < bHigh, let (x, y) = middle(a, aLow..<aHigh, b, bLow..<bHigh) else { return }
        compare(a, aLow..<x, b, bLow..<y)
        compare(a, x..<aHigh, b, y..<bHigh)
    }

    /// A point on a shortest edit path of `a[aRange]` into `b[bRange]` where the path can be cut
    /// in two (absolute indices); nil when the ranges have nothing in common.
    private func middle(_ a: [Int], _ aRange: Range<Int>, _ b: [Int], _ bRange: Range<Int>) -> (Int, Int)? {
        let n = aRange.count
        let m = bRange.count
        let aBase = aRange.lowerBound
        let bBase = bRange.lowerBound
        let maxD = (n + m + 1) / 2
        let offset = maxD
        var forward = Array(repeating: -1, count: 2 * maxD + 2)
        var backward = forward
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let odd = delta % 2 != 0
        var (forwardStart, forwardEnd, backwardStart, backwardEnd) = (0, 0, 0, 0)
        for d in 0..<maxD {
            for k in stride(from: -d + forwardStart, through: d - forwardEnd, by: 2) {
                let index = offset + k
                var x = k == -d || (k != d && forward[index - 1] < forward[index + 1]) ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k
                while x < n, y < m, a[aBase + x] == b[bBase + y] {
                    x += 1
                    y += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if odd {
                    let other = offset + delta - k
                    if other >= 0, other < backward.count, backward[other] != -1, x >= n - backward[other] { return (aBase + x, bBase + y) }
                }
            }
            for k in stride(from: -d + backwardStart, through: d - backwardEnd, by: 2) {
                let index = offset + k
                var x = k == -d || (k != d && backward[index - 1] < backward[index + 1]) ? backward[index + 1] : backward[index - 1] + 1
                var y = x - k
                while x < n, y < m, a[aBase + n - x - 1] == b[bBase + m - y - 1] {
                    x += 1
                    y += 1
                }
                backward[index] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !odd {
                    let other = offset + delta - k
                    if other >= 0, other < forward.count, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = offset + forwardX - other
                        if forwardX >= n - x { return (aBase + forwardX, bBase + forwardY) }
                    }
                }
            }
        }
        return nil
    }
}
