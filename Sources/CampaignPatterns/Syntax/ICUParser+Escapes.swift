extension ICUParser {
    /// What an escape stands for where a character or a class may stand (inside a set too).
    enum Escaped {
        case character(UInt32)
        case characterClass(CharacterClass)
    }

    /// An escape outside a set, after its `\`.
    mutating func parseEscape(startingAt start: Int) throws(PatternSyntaxError) -> Atom {
        guard let c = cursor.current else {
            throw PatternSyntaxError("it ends with a lone `\\`", at: start)
        }
        switch c {
        case 0x41:  // A
            cursor.index += 1
            constructs.append(construct(.startAnchor, from: start))
            return Atom(nodes: [.assertion(.startOfInput)], quantifiable: false)
        case 0x5A, 0x7A:  // Z, z
            cursor.index += 1
            constructs.append(construct(c == 0x5A ? .endAnchorBeforeTerminator : .endAnchor, from: start))
            return Atom(nodes: [.assertion(c == 0x5A ? .endBeforeFinalTerminator : .endOfInput)], quantifiable: false)
        case 0x62, 0x42:  // b, B
            cursor.index += 1
            if flags.unicodeWords { unsupported = unsupported ?? "the `w` flag" }
            return Atom(nodes: [.assertion(.wordBoundary(unicode: true, negated: c == 0x42))], quantifiable: false)
        case 0x47:  // G
            cursor.index += 1
            constructs.append(construct(.searchStart, from: start))
            return Atom(nodes: [.assertion(.searchStart)], quantifiable: false)
        case 0x52:  // R
            cursor.index += 1
            constructs.append(construct(.lineBreak, from: start))
            return Atom(nodes: [Self.lineBreak], quantifiable: true)
        case 0x58:  // X
            cursor.index += 1
            constructs.append(construct(.graphemeCluster, from: start))
            return Atom(nodes: [.graphemeCluster], quantifiable: true)
        case 0x51:  // Q
            cursor.index += 1
            var quoted: [UInt32] = []
            while let d = cursor.current, !cursor.looksAt("\\E") {
                quoted.append(d)
                cursor.index += 1
            }
            _ = cursor.accept("\\E")
            constructs.append(construct(.quotation(quoted), from: start))
            return Atom(nodes: quoted.map(literal), quantifiable: true, isTransparent: quoted.isEmpty)
        case 0x6B:  // k
            cursor.index += 1
            return Atom(nodes: [try parseNamedReference(startingAt: start)], quantifiable: true)
        case 0x31...0x39:
            return Atom(nodes: [parseBackreference(startingAt: start)], quantifiable: true)
        default:
            switch try parseCommonEscape(startingAt: start) {
            case .character(let value): return Atom(nodes: [literal(value)], quantifiable: true)
            case .characterClass(let set): return Atom(nodes: [.characterClass(set)], quantifiable: true)
            }
        }
    }

    /// `\R`: CR LF, or one vertical space; a CR alone only where no LF follows (ICU does not
    /// give back the LF of a CR LF).
    static let lineBreak = PatternNode.alternation([
        .sequence([.character(0x0D, caseless: false), .character(0x0A, caseless: false)]),
        .characterClass(.subtraction(ICUClasses.lineTerminators, .single(0x0D))),
        .sequence([.character(0x0D, caseless: false), .assertion(.notBeforeLineFeed)]),
    ])

    /// `\k<name>`, after `\k`: the group must have opened already.
    private mutating func parseNamedReference(startingAt start: Int) throws(PatternSyntaxError) -> PatternNode {
        guard cursor.accept("<") else {
            throw PatternSyntaxError("`\\k` at column \(start + 1) needs a group name: `\\k<name>`", at: start)
        }
        let nameStart = cursor.index
        while let c = cursor.current, c.isASCIILetter || c.isASCIIDigit { cursor.index += 1 }
        let name = cursor.text(nameStart..<cursor.index)
        guard cursor.accept(">"), let number = names.first(where: { $0.name == name })?.number else {
            throw PatternSyntaxError("`\\k<\(name)>` at column \(start + 1) names no group opened before it", at: start)
        }
        references.append((number, start..<cursor.index))
        return .backreference(number, caseless: flags.caseless)
    }

    /// `\1`…: ICU reads digits while the number stays below the count of groups opened so far.
    private mutating func parseBackreference(startingAt start: Int) -> PatternNode {
        var number = 0
        while let c = cursor.current, c.isASCIIDigit {
            number = number * 10 + Int(c - 0x30)
            cursor.index += 1
            if number >= captureCount { break }
        }
        references.append((number, start..<cursor.index))
        if cursor.current?.isASCIIDigit == true {
            var end = cursor.index
            while end < cursor.units.count, cursor.units[end].isASCIIDigit { end += 1 }
            constructs.append(construct(.backreferenceDigits(taken: String(number).count), range: start..<end))
        }
        return .backreference(number, caseless: flags.caseless)
    }

    /// The escapes that mean the same in and out of a set: classes, properties, characters by
    /// code, controls, and any other character standing for itself.
    mutating func parseCommonEscape(startingAt start: Int) throws(PatternSyntaxError) -> Escaped {
        let c = cursor.advance()
        switch c {
        case 0x64: return .characterClass(ICUClasses.digit)
        case 0x44: return .characterClass(.complement(ICUClasses.digit))
        case 0x77: return .characterClass(ICUClasses.word)
        case 0x57: return .characterClass(.complement(ICUClasses.word))
        case 0x73: return .characterClass(ICUClasses.space)
        case 0x53: return .characterClass(.complement(ICUClasses.space))
        case 0x68, 0x48:
            constructs.append(construct(.horizontalSpace, from: start))
            return .characterClass(c == 0x68 ? ICUClasses.horizontalSpace : .complement(ICUClasses.horizontalSpace))
        case 0x76, 0x56:
            constructs.append(construct(.verticalSpace, from: start))
            return .characterClass(c == 0x76 ? ICUClasses.lineTerminators : .complement(ICUClasses.lineTerminators))
        case 0x70, 0x50:
            // Case-insensitively, ICU closes the property over case first, then negates `\P`.
            let (set, closes) = try parseProperty(startingAt: start, negated: c == 0x50)
            constructs.append(construct(.property, from: start))
            let closed = flags.caseless && closes ? CharacterClass.caseClosure(set) : set
            return .characterClass(c == 0x50 ? .complement(closed) : closed)
        case 0x4E:
            let value = try parseCharacterName(startingAt: start)
            constructs.append(construct(.namedCharacter, from: start))
            return .character(value)
        case 0x78: return .character(try parseHex(startingAt: start))
        case 0x75: return .character(try parseFixedHex(digits: 4, startingAt: start))
        case 0x55:
            let value = try parseFixedHex(digits: 8, startingAt: start)
            constructs.append(construct(.longUnicode, from: start))
            return .character(value)
        case 0x30: return .character(try parseOctal(startingAt: start))
        case 0x63:
            guard let next = cursor.current else { return .character(0x63) }
            cursor.index += 1
            if !next.isASCIILetter { constructs.append(construct(.controlOfNonLetter, from: start)) }
            return .character(next & 0x1F)
        case 0x61, 0x65:
            constructs.append(construct(.controlEscape, from: start))
            return .character(c == 0x61 ? 0x07 : 0x1B)
        case 0x66: return .character(0x0C)
        case 0x6E: return .character(0x0A)
        case 0x72: return .character(0x0D)
        case 0x74: return .character(0x09)
        default: return .character(c)
        }
    }

    /// `{NAME}` after `\p` / `\P`.
    private mutating func parseProperty(startingAt start: Int, negated: Bool) throws(PatternSyntaxError) -> (CharacterClass, Bool) {
        let letter = negated ? "P" : "p"
        guard cursor.accept("{") else {
            throw PatternSyntaxError("`\\\(letter)` at column \(start + 1) needs a property in braces, such as `\\\(letter){L}`", at: start)
        }
        let nameStart = cursor.index
        while let c = cursor.current, c != 0x7D { cursor.index += 1 }
        let name = cursor.text(nameStart..<cursor.index)
        guard cursor.accept("}") else {
            throw PatternSyntaxError("`\\\(letter){` at column \(start + 1) is never closed by `}`", at: start)
        }
        switch PropertyName.resolve(name) {
        case .found(let set, let closes)?:
            return (set, closes)
        case .unsupported?:
            unsupported = unsupported ?? "`\\\(letter){\(name)}`"
            return (.nothing, false)
        case nil:
            throw PatternSyntaxError("`\\\(letter){\(name)}` at column \(start + 1) names no Unicode property ICU knows", at: start)
        }
    }

    /// `{NAME}` after `\N`.
    private mutating func parseCharacterName(startingAt start: Int) throws(PatternSyntaxError) -> UInt32 {
        guard cursor.accept("{") else {
            throw PatternSyntaxError("`\\N` at column \(start + 1) needs a character name in braces, such as `\\N{LATIN SMALL LETTER A}`", at: start)
        }
        let nameStart = cursor.index
        while let c = cursor.current, c != 0x7D { cursor.index += 1 }
        var name = cursor.text(nameStart..<cursor.index)
        // Under `x`, the white space inside the name does not count either.
        if flags.freeSpacing { name = String(name.unicodeScalars.filter { !ICUClasses.isFreeSpace($0.value) }) }
        guard cursor.accept("}"), let value = CharacterNames.scalar(named: name) else {
            throw PatternSyntaxError("`\\N{\(name)}` at column \(start + 1) names no Unicode character", at: start)
        }
        return value
    }

    /// `\xhh` (one or two digits) or `\x{h…}`.
    private mutating func parseHex(startingAt start: Int) throws(PatternSyntaxError) -> UInt32 {
        if cursor.accept("{") {
            var value: UInt32 = 0
            var digits = 0
            while let d = cursor.current?.hexValue, digits < 8 {
                value = value * 16 + d
                digits += 1
                cursor.index += 1
            }
            guard digits > 0, digits < 8, value <= CodePointRanges.maximum, cursor.accept("}") else {
                throw PatternSyntaxError("`\\x{` at column \(start + 1) needs a code point of at most 10FFFF in hexadecimal, then `}`", at: start)
            }
            constructs.append(construct(.bracedHex, from: start))
            return value
        }
        var value: UInt32 = 0
        var digits = 0
        while digits < 2, let d = cursor.current?.hexValue {
            value = value * 16 + d
            digits += 1
            cursor.index += 1
        }
        guard digits > 0 else {
            throw PatternSyntaxError("`\\x` at column \(start + 1) needs hexadecimal digits: `\\x41` or `\\x{1F600}`", at: start)
        }
        if digits == 1 { constructs.append(construct(.shortHex, from: start)) }
        return value
    }

    /// `\uhhhh`, `\Uhhhhhhhh`.
    private mutating func parseFixedHex(digits: Int, startingAt start: Int) throws(PatternSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let d = cursor.current?.hexValue else {
                throw PatternSyntaxError("`\\\(digits == 4 ? "u" : "U")` at column \(start + 1) needs exactly \(digits) hexadecimal digits", at: start)
            }
            value = value * 16 + d
            cursor.index += 1
        }
        guard value <= CodePointRanges.maximum else {
            throw PatternSyntaxError("`\\U` at column \(start + 1) names a code point beyond 10FFFF", at: start)
        }
        return value
    }

    /// `\0ooo`: one to three octal digits, at most 377.
    private mutating func parseOctal(startingAt start: Int) throws(PatternSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 3, let d = cursor.current, (0x30...0x37).contains(d), value * 8 + (d - 0x30) <= 0o377 {
            value = value * 8 + (d - 0x30)
            digits += 1
            cursor.index += 1
        }
        guard digits > 0 else {
            throw PatternSyntaxError("`\\0` at column \(start + 1) needs octal digits (ICU reads `\\0101` as `A`)", at: start)
        }
        constructs.append(construct(.octal, from: start))
        return value
    }
}
