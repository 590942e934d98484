/// Unicode case folding as the two dialects compare characters case-insensitively: ICU by
/// simple folding for one character and by full folding for a string of them, JavaScript (with
/// the `i` flag, without `u`) by the upper-case mapping of one code unit (ECMAScript's
/// Canonicalize).
public enum CaseFolding {
    /// The simple case folding of `c` (itself when it has none).
    public static func simple(_ c: UInt32) -> UInt32 {
        let table = CaseFoldingTable.simple
        var low = 0
        var high = table.count / 2
        while low < high {
            let middle = (low + high) / 2
            if table[2 * middle] < c { low = middle + 1 } else { high = middle }
        }
        return low < table.count / 2 && table[2 * low] == c ? table[2 * low + 1] : c
    }

    /// The full case folding of `c`: one to three code points.
    public static func full(_ c: UInt32) -> [UInt32] {
        let table = CaseFoldingTable.full
        var low = 0
        var high = table.count / 4
        while low < high {
            let middle = (low + high) / 2
            if table[4 * middle] < c { low = middle + 1 } else { high = middle }
        }
        guard low < table.count / 4, table[4 * low] == c else { return [simple(c)] }
        return table[(4 * low + 1)...(4 * low + 3)].filter { $0 != 0 }
    }

    /// Every full folding of more than one code point (`ss`, `fi`, …), each once.
    static let multipleFoldings: [[UInt32]] = {
        var seen = Set<[UInt32]>()
        var result: [[UInt32]] = []
        let table = CaseFoldingTable.full
        for row in stride(from: 0, to: table.count, by: 4) {
            let folding = table[(row + 1)...(row + 3)].filter { $0 != 0 }
            if seen.insert(Array(folding)).inserted { result.append(Array(folding)) }
        }
        return result
    }()

    /// Whether the full folding of `c` is more than one code point.
    public static func hasFullFolding(_ c: UInt32) -> Bool {
        // Every such code point is above U+00DE (U+00DF, ß, is the first).
        c >= 0xDF && full(c).count > 1
    }

    /// Every code point whose simple folding is that of `c`, `c` included, in ascending order.
    public static func equivalents(_ c: UInt32) -> [UInt32] {
        let folded = simple(c)
        let table = CaseFoldingTable.unfolded
        var low = 0
        var high = table.count / 2
        while low < high {
            let middle = (low + high) / 2
            if table[2 * middle] < folded { low = middle + 1 } else { high = middle }
        }
        var result = [folded]
        var index = low
        while index < table.count / 2, table[2 * index] == folded {
            result.append(table[2 * index + 1])
            index += 1
        }
        return result.count == 1 ? result : result.sorted()
    }

    /// ECMAScript's Canonicalize without `u`: the upper-case mapping of a code unit when it is
    /// one code unit and does not turn a non-ASCII unit into an ASCII one.
    public static func canonicalize(_ unit: UInt32) -> UInt32 {
        guard let scalar = Unicode.Scalar(unit) else { return unit }
        let upper = scalar.properties.uppercaseMapping.utf16
        guard upper.count == 1, let mapped = upper.first else { return unit }
        if unit >= 128, mapped < 128 { return unit }
        return UInt32(mapped)
    }

    /// The code units whose Canonicalize is that of `unit`, `unit` included.
    public static func canonicalEquivalents(_ unit: UInt32) -> [UInt32] {
        let target = canonicalize(unit)
        var result: [UInt32] = []
        for candidate in Set(CaseFolding.equivalents(unit) + [target, unit] + CaseFolding.equivalents(target)).sorted()
        where candidate <= 0xFFFF && canonicalize(candidate) == target {
            result.append(candidate)
        }
        return result
    }
}
