extension JavaScriptParser {
    /// A class after its `[`. A range with a class escape at either end is, by Annex B, the
    /// escape's class, `-` and the other end.
    mutating func parseClass(openedAt start: Int) throws(PatternSyntaxError) -> CharacterClass {
        let negated = cursor.accept("^")
        var ranges = CodePointRanges()
        var classes: [CharacterClass] = []
        while true {
            guard let c = cursor.current else {
                throw PatternSyntaxError("a `[` is never closed by `]`", at: start)
            }
            if c == 0x5D {
                cursor.index += 1
                break
            }
            let itemStart = cursor.index
            let low = try parseClassAtom()
            guard cursor.current == 0x2D, let after = cursor.peek(1), after != 0x5D else {
                add(low, to: &ranges, &classes)
                continue
            }
            cursor.index += 1
            let high = try parseClassAtom()
            switch (low, high) {
            case (.character(let a), .character(let b)):
                guard a <= b else {
                    throw PatternSyntaxError("the range at column \(itemStart + 1) runs backwards", at: itemStart)
                }
                ranges.insert(a, b)
            default:
                add(low, to: &ranges, &classes)
                ranges.insert(0x2D)
                add(high, to: &ranges, &classes)
            }
        }
        let set: CharacterClass = classes.isEmpty ? .ranges(ranges) : .union([.ranges(ranges)] + classes)
        return negated ? .complement(set) : set
    }

    private func add(_ atom: Escaped, to ranges: inout CodePointRanges, _ classes: inout [CharacterClass]) {
        switch atom {
        case .character(let value): ranges.insert(value)
        case .characterClass(let set): classes.append(set)
        }
    }

    /// One class atom: a character, or an escape (`\b` is backspace; `\c` takes a digit or
    /// `_` too; a `\` before any other `c` is a backslash).
    private mutating func parseClassAtom() throws(PatternSyntaxError) -> Escaped {
        let start = cursor.index
        let c = cursor.advance()
        guard c == 0x5C else { return .character(c) }
        guard let next = cursor.current else {
            throw PatternSyntaxError("it ends with a lone `\\`", at: start)
        }
        switch next {
        case 0x62:
            cursor.index += 1
            return .character(0x08)
        case 0x2D:
            cursor.index += 1
            return .character(0x2D)
        case 0x63:
            guard let control = cursor.peek(1), control.isASCIILetter || control.isASCIIDigit || control == 0x5F else {
                return .character(0x5C)
            }
            cursor.index += 2
            return .character(control % 32)
        case 0x38, 0x39:
            cursor.index += 1
            return .character(next)
        default:
            return try parseCharacterEscape(inClass: true, startingAt: start)
        }
    }
}
