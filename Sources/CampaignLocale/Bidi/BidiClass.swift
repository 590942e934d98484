/// The Unicode bidirectional classes the bidi scan tells apart (UAX #9), folded: R and AL are
/// `rightToLeft`; LRE, RLE, LRO, RLO and PDF count as `boundaryNeutral`; B and S as
/// `whitespace`. The table comes from the Unicode Character Database
/// (`Scripts/generate-bidi-table.py` → `BidiClassTable.swift`); the raw values are its classes.
enum BidiClass: UInt8, Sendable {
    case leftToRight = 0
    case rightToLeft
    case europeanNumber
    case arabicNumber
    case europeanSeparator
    case europeanTerminator
    case commonSeparator
    case nonspacingMark
    case boundaryNeutral
    case whitespace
    case otherNeutral
    /// LRI, RLI, FSI (U+2066–U+2068).
    case isolateStart
    /// PDI (U+2069).
    case isolateEnd

    /// The class of `scalar`, by binary search over the runs.
    static func of(_ scalar: Unicode.Scalar) -> BidiClass {
        let code = scalar.value
        if code < 0x80 { return ascii[Int(code)] }
        return lookUp(code)
    }

    private static func lookUp(_ code: UInt32) -> BidiClass {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle] >> 5 <= code { low = middle + 1 } else { high = middle }
        }
        return BidiClass(rawValue: UInt8(runs[max(low - 1, 0)] & 0x1F)) ?? .otherNeutral
    }

    /// Basic Latin, looked up once.
    private static let ascii: [BidiClass] = (0..<0x80).map { lookUp(UInt32($0)) }

    var isDigit: Bool { self == .europeanNumber || self == .arabicNumber }
}
