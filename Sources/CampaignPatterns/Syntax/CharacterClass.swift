/// The characters one position may match: ranges, properties and what ICU's set syntax and
/// case-insensitive reading build from them.
public indirect enum CharacterClass: Hashable, Sendable {
    case ranges(CodePointRanges)
    case property(UnicodeProperty)
    case union([CharacterClass])
    case intersection(CharacterClass, CharacterClass)
    case subtraction(CharacterClass, CharacterClass)
    case complement(CharacterClass)
    /// ICU's case-insensitive reading: a character whose simple case folding is that of a member.
    case caseClosure(CharacterClass)
    /// JavaScript's `i` reading: a code unit whose Canonicalize is that of a member.
    case canonicalClosure(CharacterClass)

    /// No character.
    public static let nothing = CharacterClass.ranges(CodePointRanges())

    public static func single(_ c: UInt32) -> CharacterClass {
        .ranges(CodePointRanges(c))
    }

    public func contains(_ c: UInt32) -> Bool {
        switch self {
        case .ranges(let ranges): return ranges.contains(c)
        case .property(let property): return property.contains(c)
        case .union(let members): return members.contains { $0.contains(c) }
        case .intersection(let a, let b): return a.contains(c) && b.contains(c)
        case .subtraction(let a, let b): return a.contains(c) && !b.contains(c)
        case .complement(let inner): return !inner.contains(c)
        case .caseClosure(let inner): return CaseFolding.equivalents(c).contains { inner.contains($0) }
        case .canonicalClosure(let inner): return CaseFolding.canonicalEquivalents(c).contains { inner.contains($0) }
        }
    }

    /// The ranges when the class is only ranges (after unions of ranges), for the fix-its and
    /// the static checks; nil when it names a property or an operation.
    public var plainRanges: CodePointRanges? {
        switch self {
        case .ranges(let ranges): return ranges
        case .union(let members):
            var result = CodePointRanges()
            for member in members {
                guard let ranges = member.plainRanges else { return nil }
                result = result.union(ranges)
            }
            return result
        default: return nil
        }
    }
}
