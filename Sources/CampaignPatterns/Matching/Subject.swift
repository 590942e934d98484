/// The text a search runs over, in the dialect's characters (code points for ICU, UTF-16
/// code units for JavaScript), with what the assertions read worked out once.
struct Subject {
    let units: [UInt32]
    let dialect: PatternDialect
    /// For ICU's `\b`: per position, whether the character there is a word character, and
    /// whether the nearest character before it that is not a combining mark or format
    /// character is one (`nil` when the program tests no word boundary).
    private let wordAt: [Bool]?
    private let wordBefore: [Bool]?
    /// ICU: the characters `\b` skips (Grapheme_Extend and format characters).
    private let skipped: [Bool]?

    init(_ text: String, dialect: PatternDialect, readsWords: Bool) {
        units = dialect == .icu ? text.unicodeScalars.map(\.value) : text.utf16.map { UInt32($0) }
        self.dialect = dialect
        guard readsWords, dialect == .icu else {
            wordAt = nil
            wordBefore = nil
            skipped = nil
            return
        }
        var at = [Bool](repeating: false, count: units.count + 1)
        var before = [Bool](repeating: false, count: units.count + 1)
        var skip = [Bool](repeating: false, count: units.count + 1)
        var last = false
        for (index, unit) in units.enumerated() {
            before[index] = last
            at[index] = ICUClasses.word.contains(unit)
            let properties = Unicode.Scalar(unit)?.properties
            skip[index] = properties.map { $0.isGraphemeExtend || $0.generalCategory == .format } ?? false
            if !skip[index] { last = at[index] }
        }
        before[units.count] = last
        wordAt = at
        wordBefore = before
        skipped = skip
    }

    var count: Int { units.count }

    func holds(_ assertion: PatternAssertion, at i: Int) -> Bool {
        let n = units.count
        switch assertion {
        case .startOfInput, .searchStart:
            return i == 0
        case .startOfLine:
            return i == 0 || (i < n && ICUClasses.isLineTerminator(units[i - 1]))
        case .endOfInput:
            return i == n
        case .endBeforeFinalTerminator:
            if i == n { return true }
            if i == n - 1 { return ICUClasses.isLineTerminator(units[i]) && !isInsideCRLF(i) }
            return i == n - 2 && units[i] == 0x0D && units[i + 1] == 0x0A
        case .endOfLine:
            return i == n || (ICUClasses.isLineTerminator(units[i]) && !isInsideCRLF(i))
        case .notBeforeLineFeed:
            return !(i < n && units[i] == 0x0A)
        case .wordBoundary(let unicode, let negated):
            return isWordBoundary(at: i, unicode: unicode) != negated
        }
    }

    /// Between the CR and the LF of a CR LF.
    private func isInsideCRLF(_ i: Int) -> Bool {
        units[i] == 0x0A && i > 0 && units[i - 1] == 0x0D
    }

    private func isWordBoundary(at i: Int, unicode: Bool) -> Bool {
        guard unicode, let wordAt, let wordBefore, let skipped else {
            let before = i > 0 && JavaScriptClasses.isWordUnit(units[i - 1])
            let after = i < units.count && JavaScriptClasses.isWordUnit(units[i])
            return before != after
        }
        if i < units.count, skipped[i] { return false }
        let after = i < units.count && wordAt[i]
        return after != wordBefore[i]
    }
}
