extension JavaScriptParser {
    /// An escape outside a class, after its `\`.
    mutating func parseEscape(startingAt start: Int) throws(PatternSyntaxError) -> Term {
        guard let c = cursor.current else {
            throw PatternSyntaxError("it ends with a lone `\\`", at: start)
        }
        switch c {
        case 0x62, 0x42:
            cursor.index += 1
            return Term(node: .assertion(.wordBoundary(unicode: false, negated: c == 0x42)), quantifiable: false)
        case 0x31...0x39:
            return Term(node: parseDecimalEscape())
        case 0x6B where hasNamedGroups:
            cursor.index += 1
            return Term(node: try parseNamedReference(startingAt: start))
        case 0x63 where !(cursor.peek(1)?.isASCIILetter ?? false):
            // Annex B: `\c` not followed by a letter is a backslash, then `c` as itself.
            return Term(node: .character(0x5C, caseless: false))
        default:
            switch try parseCharacterEscape(inClass: false, startingAt: start) {
            case .character(let value): return Term(node: .character(value, caseless: false))
            case .characterClass(let set): return Term(node: .characterClass(set))
            }
        }
    }

    /// `\1`…: a backreference when the number is at most the count of groups; otherwise
    /// Annex B reads it again as an octal escape (or, from `8` or `9`, as that digit).
    private mutating func parseDecimalEscape() -> PatternNode {
        let start = cursor.index
        let number = cursor.number() ?? 0
        if number <= totalCaptures { return .backreference(number, caseless: false) }
        cursor.index = start
        if let c = cursor.current, c == 0x38 || c == 0x39 {
            cursor.index += 1
            return .character(c, caseless: false)
        }
        return .character(parseLegacyOctal(), caseless: false)
    }

    /// `\k<name>`, after `\k`, when the pattern has named groups.
    private mutating func parseNamedReference(startingAt start: Int) throws(PatternSyntaxError) -> PatternNode {
        guard cursor.accept("<"), let name = Self.readGroupName(cursor.units, from: cursor.index) else {
            throw PatternSyntaxError("`\\k` at column \(start + 1) needs a group name: `\\k<name>`", at: start)
        }
        cursor.index = name.end
        guard let number = groupNames.first(where: { $0.name == name.text })?.number else {
            throw PatternSyntaxError("`\\k<\(name.text)>` at column \(start + 1) names no group", at: start)
        }
        return .backreference(number, caseless: false)
    }

    /// What an escape stands for in or out of a class.
    enum Escaped {
        case character(UInt32)
        case characterClass(CharacterClass)
    }

    /// Class escapes, control and code escapes, octal escapes and identity escapes (any
    /// character but `c`, and `k` when the pattern has named groups).
    mutating func parseCharacterEscape(inClass: Bool, startingAt start: Int) throws(PatternSyntaxError) -> Escaped {
        let c = cursor.advance()
        switch c {
        case 0x64: return .characterClass(JavaScriptClasses.digit)
        case 0x44: return .characterClass(.complement(JavaScriptClasses.digit))
        case 0x77: return .characterClass(JavaScriptClasses.word)
        case 0x57: return .characterClass(.complement(JavaScriptClasses.word))
        case 0x73: return .characterClass(JavaScriptClasses.space)
        case 0x53: return .characterClass(.complement(JavaScriptClasses.space))
        case 0x66: return .character(0x0C)
        case 0x6E: return .character(0x0A)
        case 0x72: return .character(0x0D)
        case 0x74: return .character(0x09)
        case 0x76: return .character(0x0B)
        case 0x63:
            // Only reached with a letter after it, or in a class with a digit or `_`.
            let letter = cursor.advance()
            return .character(letter % 32)
        case 0x30...0x37:
            cursor.index -= 1
            return .character(parseLegacyOctal())
        case 0x78:
            if let high = cursor.peek()?.hexValue, let low = cursor.peek(1)?.hexValue {
                cursor.index += 2
                return .character(high * 16 + low)
            }
            return .character(0x78)
        case 0x75:
            var value: UInt32 = 0
            for offset in 0..<4 {
                guard let digit = cursor.peek(offset)?.hexValue else { return .character(0x75) }
                value = value * 16 + digit
            }
            cursor.index += 4
            return .character(value)
        case 0x6B where hasNamedGroups:
            throw PatternSyntaxError("`\\k` at column \(start + 1) is not allowed in a class when the pattern has named groups", at: start)
        default:
            return .character(c)
        }
    }

    /// Annex B's LegacyOctalEscapeSequence at the cursor (a digit 0–7 is next): up to three
    /// digits from 0–3, two from 4–7.
    mutating func parseLegacyOctal() -> UInt32 {
        let first = cursor.advance() - 0x30
        var value = first
        let most = first <= 3 ? 2 : 1
        for _ in 0..<most {
            guard let d = cursor.current, (0x30...0x37).contains(d) else { break }
            value = value * 8 + (d - 0x30)
            cursor.index += 1
        }
        return value
    }
}
