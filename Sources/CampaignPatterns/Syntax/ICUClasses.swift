/// The classes ICU's escapes and `.` stand for (ICU's regular-expression documentation).
enum ICUClasses {
    /// `\w`: alphabetic, marks, decimal digits, connector punctuation, ZWNJ and ZWJ.
    static let word = CharacterClass.union([
        .property(.binary(.alphabetic)), .property(.generalCategories(GeneralCategoryName.mask(named: "M")!)),
        .property(.generalCategories(GeneralCategoryName.bit(.decimalNumber))),
        .property(.generalCategories(GeneralCategoryName.bit(.connectorPunctuation))), .ranges(CodePointRanges(0x200C, 0x200D)),
    ])
    /// `\d`.
    static let digit = CharacterClass.property(.generalCategories(GeneralCategoryName.bit(.decimalNumber)))
    /// `\s`.
    static let space = CharacterClass.property(.binary(.whiteSpace))
    /// `\h`: space separators and tab.
    static let horizontalSpace = CharacterClass.union([
        .property(.generalCategories(GeneralCategoryName.bit(.spaceSeparator))), .single(0x09),
    ])
    /// `\v` and the line terminators `.`, `^` and `$` know: LF, VT, FF, CR, NEL, LS, PS.
    static let lineTerminators = CharacterClass.ranges(
        CodePointRanges(ranges: [0x0A...0x0D, 0x85...0x85, 0x2028...0x2029]))
    /// `.` without `s`.
    static let dot = CharacterClass.complement(lineTerminators)

    static func isLineTerminator(_ c: UInt32) -> Bool {
        (0x0A...0x0D).contains(c) || c == 0x85 || c == 0x2028 || c == 0x2029
    }

    /// ICU's Pattern_White_Space, skipped with `x`.
    static func isFreeSpace(_ c: UInt32) -> Bool {
        (0x09...0x0D).contains(c) || c == 0x20 || c == 0x85 || c == 0x200E || c == 0x200F || c == 0x2028 || c == 0x2029
    }
}

/// The classes of JavaScript's escapes and `.` without the `u` flag (ECMAScript 22.2).
enum JavaScriptClasses {
    static let digit = CharacterClass.ranges(CodePointRanges(0x30, 0x39))
    static let word = CharacterClass.ranges(CodePointRanges(ranges: [0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A]))
    /// WhiteSpace and LineTerminator.
    static let space = CharacterClass.ranges(
        CodePointRanges(ranges: [
            0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A, 0x2028...0x2029, 0x202F...0x202F,
            0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
        ]))
    static let lineTerminators = CharacterClass.ranges(CodePointRanges(ranges: [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029]))
    static let dot = CharacterClass.complement(lineTerminators)

    static func isWordUnit(_ c: UInt32) -> Bool {
        (0x30...0x39).contains(c) || (0x41...0x5A).contains(c) || c == 0x5F || (0x61...0x7A).contains(c)
    }
}
