extension ICUParser {
    /// A set at `[` (or a POSIX class `[:alpha:]` standing alone), with the case closure and
    /// the negation of the outermost set applied.
    mutating func parseSetAtom() throws(PatternSyntaxError) -> CharacterClass {
        let start = cursor.index
        if let posix = try parsePosixClass() {
            constructs.append(construct(.posixClass, from: start))
            return posix
        }
        return try parseSet()
    }

    /// `[:name:]` or `[:^name:]` at the cursor; nil (cursor unmoved) when the text there is not
    /// of that form.
    private mutating func parsePosixClass() throws(PatternSyntaxError) -> CharacterClass? {
        guard cursor.looksAt("[:") else { return nil }
        var end = cursor.index + 2
        while end + 1 < cursor.units.count, !(cursor.units[end] == 0x3A && cursor.units[end + 1] == 0x5D) {
            if cursor.units[end] == 0x5D || cursor.units[end] == 0x5B { return nil }
            end += 1
        }
        guard end + 1 < cursor.units.count else { return nil }
        let start = cursor.index
        var nameStart = start + 2
        let negated = cursor.units[nameStart] == 0x5E
        if negated { nameStart += 1 }
        let name = cursor.text(nameStart..<end)
        // A `}` in the name makes it a nested set of those characters.
        if cursor.units[nameStart..<end].contains(0x7D) { return nil }
        // ICU reads escapes in the name: a control escape gives a name no class has, and the
        // text is then a nested set of its characters; any other escape is an error.
        if name.contains("\\") {
            let escaped = cursor.units[nameStart..<end].indices.filter { cursor.units[$0] == 0x5C }.map { cursor.units[$0 + 1] }
            if escaped.allSatisfy({ "aefnrtv".unicodeScalars.map(\.value).contains($0) }) { return nil }
            throw PatternSyntaxError("`[:\(name):]` at column \(start + 1) names no class ICU knows", at: start)
        }
        cursor.index = end + 2
        guard case .found(let set, let closes)? = PropertyName.resolve(name) else {
            throw PatternSyntaxError("`[:\(negated ? "^" : "")\(name):]` at column \(start + 1) names no class ICU knows", at: start)
        }
        let closed = flags.caseless && closes ? CharacterClass.caseClosure(set) : set
        return negated ? .complement(closed) : closed
    }

    /// `[…]` at the cursor. Items are characters, ranges, escapes, nested sets and POSIX
    /// classes; `&&` and `--` intersect with and subtract everything after them, left to
    /// right. Case-insensitively, each set (nested ones too) is closed over case before its
    /// `^` negates it, as ICU does.
    private mutating func parseSet() throws(PatternSyntaxError) -> CharacterClass {
        let start = cursor.index
        cursor.index += 1
        setDepth += 1
        depth += 1
        defer {
            setDepth -= 1
            depth -= 1
        }
        if depth > RegularExpression.maximumNesting { throw RegularExpression.nestingError(at: start) }
        let negated = cursor.accept("^")
        var result: CharacterClass?
        var pending: (intersect: Bool, offset: Int)?
        var operand: [CharacterClass] = []
        var ranges = CodePointRanges()
        var first = true
        func finishOperand() -> CharacterClass? {
            if !ranges.isEmpty { operand.append(.ranges(ranges)) }
            defer {
                operand = []
                ranges = CodePointRanges()
            }
            switch operand.count {
            case 0: return nil
            case 1: return operand[0]
            default: return .union(operand)
            }
        }
        func unterminated() -> PatternSyntaxError {
            PatternSyntaxError("a `[` is never closed by `]`", at: start)
        }
        while true {
            if flags.freeSpacing { skipFreeSpacing() }
            guard let c = cursor.current else { throw unterminated() }
            if c == 0x5D, !first {
                cursor.index += 1
                break
            }
            let itemStart = cursor.index
            let operandStarts = pending != nil && operand.isEmpty && ranges.isEmpty
            if !operandStarts, cursor.looksAt("&&") || cursor.looksAt("--") {
                let intersect = c == 0x26
                let left = finishOperand()
                guard let left = combine(result, pending, left) else {
                    throw PatternSyntaxError("`\(intersect ? "&&" : "--")` at column \(itemStart + 1) has no set before it", at: itemStart)
                }
                result = left
                cursor.index += 2
                pending = (intersect, itemStart)
                constructs.append(construct(.setOperation, range: itemStart..<cursor.index))
                first = false
                continue
            }
            first = false
            if c == 0x5B {
                operand.append(try applySingleOperators(to: try parseNestedSet()))
                continue
            }
            let low: UInt32
            switch try parseSetItem() {
            case .characterClass(var set):
                // `\p{…}` is a set, so a single `-` or `&` and a set may follow it.
                if cursor.units[itemStart + 1] == 0x70 || cursor.units[itemStart + 1] == 0x50 {
                    set = try applySingleOperators(to: set)
                }
                operand.append(set)
                continue
            case .quoted(let characters):
                // Each quoted character is an item; the last may start a range.
                guard let last = characters.last else { continue }
                for character in characters.dropLast() { ranges.insert(character) }
                low = last
            case .character(let value):
                low = value
            }
            if low > 0xFFFF { constructs.append(construct(.astralInSet, range: itemStart..<cursor.index)) }
            // A range `a-z`; a `-` before `]`, `[` or another `-` stands for itself.
            if cursor.current == 0x2D, let after = cursor.peek(1), after != 0x5D, after != 0x5B, after != 0x2D {
                let dash = cursor.index
                cursor.index += 1
                if flags.freeSpacing { skipFreeSpacing() }
                let (end, quotedAfter) = try parseRangeEnd()
                for character in quotedAfter { ranges.insert(character) }
                guard let high = end else {
                    ranges.insert(low)
                    ranges.insert(0x2D)
                    continue
                }
                guard low <= high else {
                    throw PatternSyntaxError("the range at column \(itemStart + 1) runs backwards", at: dash)
                }
                ranges.insert(low, high)
            } else {
                ranges.insert(low)
            }
        }
        let last = finishOperand()
        if let pending, last == nil {
            throw PatternSyntaxError("`\(pending.intersect ? "&&" : "--")` at column \(pending.offset + 1) has no set after it", at: pending.offset)
        }
        let set = combine(result, pending, last) ?? .nothing
        let closed = flags.caseless ? CharacterClass.caseClosure(set) : set
        return negated ? .complement(closed) : closed
    }

    /// Between two sets, a single `-` subtracts and a single `&` intersects.
    private mutating func applySingleOperators(to set: CharacterClass) throws(PatternSyntaxError) -> CharacterClass {
        var result = set
        while let op = cursor.current, op == 0x2D || op == 0x26, cursor.peek(1) == 0x5B {
            let opStart = cursor.index
            cursor.index += 1
            let right = try parseNestedSet()
            constructs.append(construct(.setOperation, range: opStart..<(opStart + 1)))
            result = op == 0x2D ? .subtraction(result, right) : .intersection(result, right)
        }
        return result
    }

    /// A set nested in a set (or a POSIX class), at its `[`.
    private mutating func parseNestedSet() throws(PatternSyntaxError) -> CharacterClass {
        let start = cursor.index
        if let posix = try parsePosixClass() {
            constructs.append(construct(.posixClass, from: start))
            return posix
        }
        let nested = try parseSet()
        constructs.append(construct(.setOperation, range: start..<cursor.index))
        return nested
    }

    /// `left` combined with `right` by the pending operator (or `right` alone).
    private func combine(_ left: CharacterClass?, _ pending: (intersect: Bool, offset: Int)?, _ right: CharacterClass?) -> CharacterClass? {
        guard let left, let pending else { return right ?? left }
        guard let right else { return left }
        return pending.intersect ? .intersection(left, right) : .subtraction(left, right)
    }

    /// What one item of a set stands for.
    private enum SetItem {
        case character(UInt32)
        case characterClass(CharacterClass)
        /// `\Q…\E`: each character.
        case quoted([UInt32])
    }

    /// One character of a set, an escape that stands for a class, or a quotation.
    private mutating func parseSetItem() throws(PatternSyntaxError) -> SetItem {
        let start = cursor.index
        let c = cursor.advance()
        guard c == 0x5C else { return .character(c) }
        guard let next = cursor.current else { throw PatternSyntaxError("it ends with a lone `\\`", at: start) }
        if next == 0x51 {
            cursor.index += 1
            var quoted: [UInt32] = []
            while let d = cursor.current, !cursor.looksAt("\\E") {
                quoted.append(d)
                cursor.index += 1
            }
            _ = cursor.accept("\\E")
            constructs.append(construct(.quotation(quoted), from: start))
            return .quoted(quoted)
        }
        switch try parseSetEscape(startingAt: start) {
        case .character(let value): return .character(value)
        case .characterClass(let set): return .characterClass(set)
        }
    }

    /// The end of a range (nil when the `-` stands for itself), and the characters of a
    /// quotation after its first, which ends the range.
    private mutating func parseRangeEnd() throws(PatternSyntaxError) -> (UInt32?, [UInt32]) {
        let start = cursor.index
        let c = cursor.advance()
        guard c == 0x5C else { return (c, []) }
        if cursor.current == 0x51 {
            cursor.index += 1
            var quoted: [UInt32] = []
            while let d = cursor.current, !cursor.looksAt("\\E") {
                quoted.append(d)
                cursor.index += 1
            }
            _ = cursor.accept("\\E")
            constructs.append(construct(.quotation(quoted), from: start))
            guard let first = quoted.first else { return (nil, []) }
            return (first, Array(quoted.dropFirst()))
        }
        if let letter = cursor.current, [0x70, 0x50, 0x68, 0x48, 0x76, 0x56].contains(letter) {
            // `[a-\h]` ends the range at `h`, and `[a-\p{L}]` at `p` (then `{`, `L`, `}`):
            // so ICU reads `\p`, `\P`, `\h`, `\H`, `\v` and `\V` there.
            cursor.index += 1
            return (letter, [])
        }
        switch try parseSetEscape(startingAt: start) {
        case .character(let value): return (value, [])
        case .characterClass:
            throw PatternSyntaxError("the range at column \(start) ends in a class, not a character", at: start)
        }
    }

    /// An escape inside a set, after its `\`: `\b` and the assertions stand for their letters.
    private mutating func parseSetEscape(startingAt start: Int) throws(PatternSyntaxError) -> Escaped {
        guard let c = cursor.current else { throw PatternSyntaxError("it ends with a lone `\\`", at: start) }
        switch c {
        case 0x31...0x39, 0x41, 0x42, 0x47, 0x5A, 0x7A, 0x52, 0x58, 0x62, 0x45, 0x6B:
            cursor.index += 1
            if c == 0x62 || (0x31...0x37).contains(c) { constructs.append(construct(.setEscape, from: start)) }
            return .character(c)
        default:
            return try parseCommonEscape(startingAt: start)
        }
    }
}
