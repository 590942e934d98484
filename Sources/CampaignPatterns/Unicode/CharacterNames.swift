/// Unicode character names for ICU's `\N{NAME}`, read from the standard library's name
/// property (no name table of its own). Names compare without regard to case.
enum CharacterNames {
    /// The code point named `name`, or nil. Algorithmic names are computed; any other name is
    /// looked for among the code points of the planes that hold named characters.
    static func scalar(named name: String) -> UInt32? {
        let wanted = name.uppercased()
        guard !wanted.isEmpty, wanted.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        for prefix in ["CJK UNIFIED IDEOGRAPH-", "CJK COMPATIBILITY IDEOGRAPH-"] where wanted.hasPrefix(prefix) {
            guard let value = UInt32(wanted.dropFirst(prefix.count), radix: 16), let scalar = Unicode.Scalar(value),
                scalar.properties.name == wanted
            else { return nil }
            return value
        }
        for range in [0..<0x3_0000, 0xE_0000..<0xE_0200] as [Range<UInt32>] {
            for value in range {
                if let scalar = Unicode.Scalar(value), scalar.properties.name == wanted { return value }
            }
        }
        return nil
    }
}
