/// Text from a range of scalars, encoded in one pass (building a `String.UnicodeScalarView`
/// scalar by scalar costs several times more, and the parser does this for every name).
enum LiquidScalars {
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(UInt8(value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func string(_ scalars: [Unicode.Scalar]) -> String { string(scalars[...]) }
}
