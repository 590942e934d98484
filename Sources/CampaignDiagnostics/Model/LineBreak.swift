/// What ends a line, in one place for every stage that counts lines (the front end's input
/// scan and positions, the report's source lines): LF, CR, CR LF, and — as libyaml reads them —
/// NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029).
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
}
