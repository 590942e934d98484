extension LanguageTag {
    /// Tags longer than this get no worked-out fix (the check itself stays linear).
    static let longestFixed = 64

    /// Checks `text` as a locale tag: the tag in canonical case, or the first problem found,
    /// in the order the subtags are written (a wrong case is reported only for an otherwise
    /// valid tag).
    public static func parse(_ text: String) -> Result<LanguageTag, LanguageTagProblem> {
        var bytes: [UInt8] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            guard scalar.isASCII, TagBytes.isAlphanumeric(UInt8(scalar.value)) || scalar == "-" || scalar == "_" else {
                return .failure(LanguageTagProblem(.badCharacter(scalar), at: offset..<(offset + 1)))
            }
            bytes.append(UInt8(scalar.value))
            offset += 1
        }
        guard !bytes.isEmpty else { return .failure(LanguageTagProblem(.empty, at: 0..<0)) }
        guard let underscore = bytes.firstIndex(of: UInt8(ascii: "_")) else { return TagParser(bytes).parse() }
        let hyphenated = bytes.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }
        switch TagParser(hyphenated).parse() {
        case .success(let tag):
            return .failure(LanguageTagProblem(.underscore, at: underscore..<(underscore + 1), fix: tag.description))
        case .failure(let problem) where problem.kind == .wrongCase:
            return .failure(LanguageTagProblem(.underscore, at: underscore..<(underscore + 1), fix: problem.fix))
        case .failure(let problem):
            return .failure(problem)
        }
    }
}

/// ASCII byte classes and case mapping for subtags.
enum TagBytes {
    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    static func lower(_ bytes: some Sequence<UInt8>) -> [UInt8] { bytes.map { isLetter($0) ? $0 | 0x20 : $0 } }
    static func upper(_ bytes: some Sequence<UInt8>) -> [UInt8] { bytes.map { isLetter($0) ? $0 & ~0x20 : $0 } }
    static func title(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var out = lower(bytes)
        if let first = out.first { out[0] = upper([first])[0] }
        return out
    }
    static func string(_ bytes: some Sequence<UInt8>) -> String { String(decoding: Array(bytes), as: UTF8.self) }
}
