/// Scalars in UTF-8 bytes, for converting byte offsets to LSP characters (SPEC §13.4). A byte
/// that starts no valid sequence counts as one scalar of width one.
enum UTF8Scalars {
    /// The width in bytes of the scalar starting at `index`.
    @inline(__always)
    static func width(in bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let width: Int =
            switch lead {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 1
            }
        guard width > 1, index + width <= bytes.count else { return 1 }
        for next in (index + 1)..<(index + width) where bytes[next] & 0xC0 != 0x80 { return 1 }
        return width
    }

    /// The characters, in `encoding`, of the scalars starting in `bytes[from..<to]`.
    static func characters(in bytes: [UInt8], from: Int, to: Int, encoding: PositionEncoding) -> Int {
        var index = from
        var character = 0
        while index < to {
            let width = width(in: bytes, at: index)
            character += encoding.units(ofScalarWidth: width)
            index += width
        }
        return character
    }
}
