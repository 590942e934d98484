/// What ends a line, in one place for every stage that counts lines (the front end's input
/// scan and positions, its look at the lines around a syntax error and at byte-order marks,
/// the suppression scanner, the report's source lines): LF, CR, CR LF, and — as libyaml reads
/// them — NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) (SPEC §4 v3).
public enum LineBreak {
    /// The byte length of the non-ASCII line break (NEL, LS, PS) that starts at `index`, or 0.
    @inlinable
    public static func unicodeLength<Bytes: RandomAccessCollection>(in bytes: Bytes, at index: Bytes.Index) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        switch bytes[index] {
        case 0xC2:
            return index + 1 < bytes.endIndex && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.endIndex, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// The byte length of the line break that starts at `index` (CR LF counts as one break of
    /// two bytes), or 0 when there is none.
    @inlinable
    public static func length<Bytes: RandomAccessCollection>(in bytes: Bytes, at index: Bytes.Index) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        switch bytes[index] {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < bytes.endIndex && bytes[index + 1] == 0x0A ? 2 : 1
        default:
            return unicodeLength(in: bytes, at: index)
        }
    }

    /// The byte length of the line break that ends just before `index` (CR LF counts as one
    /// break of two bytes), or 0 when the byte before `index` ends no line break.
    @inlinable
    public static func lengthEnding<Bytes: RandomAccessCollection>(in bytes: Bytes, before index: Bytes.Index) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard index > bytes.startIndex, index <= bytes.endIndex else { return 0 }
        switch bytes[index - 1] {
        case 0x0A:
            return index - 2 >= bytes.startIndex && bytes[index - 2] == 0x0D ? 2 : 1
        case 0x0D:
            return 1
        case 0x85:
            return index - 2 >= bytes.startIndex && bytes[index - 2] == 0xC2 ? 2 : 0
        case 0xA8, 0xA9:
            return index - 3 >= bytes.startIndex && bytes[index - 3] == 0xE2 && bytes[index - 2] == 0x80 ? 3 : 0
        default:
            return 0
        }
    }
}
