/// Text from a range of scalars, encoded in one pass (building a `String.UnicodeScalarView`
/// scalar by scalar costs several times more, and the parser does this for every name).
enum LiquidScalars {
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var length = 0
        for scalar in scalars { length += UTF8.width(scalar) }
        // Written straight into the string's storage: a name of up to 15 bytes is stored in
        // the string itself, with no allocation at all.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            for scalar in scalars {
                let value = scalar.value
                if value < 0x80 {
                    buffer[index] = UInt8(value)
                    index += 1
                } else {
                    UTF8.encode(scalar) { byte in
                        buffer[index] = byte
                        index += 1
                    }
                }
            }
            return index
        }
    }

    static func string(_ scalars: [Unicode.Scalar]) -> String { string(scalars[...]) }

    /// The Unicode scalars of `text` in one pass over its UTF-8 (`Array(text.unicodeScalars)`
    /// counts them first, then decodes them again).
    static func array(_ text: String) -> [Unicode.Scalar] {
        // ASCII text, the most common: each byte is its scalar.
        let ascii: [Unicode.Scalar]?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                for offset in bytes.indices { buffer[offset] = Unicode.Scalar(bytes[offset]) }
                count = bytes.count
            }
        }
        if let ascii = ascii ?? nil { return ascii }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        return scalars
    }

    /// The number of Unicode scalars of `text`: its UTF-8 bytes that start one.
    static func count(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
