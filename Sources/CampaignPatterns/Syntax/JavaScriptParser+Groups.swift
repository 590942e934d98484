extension JavaScriptParser {
    /// A group after its `(`: capturing, `(?:…)`, `(?<name>…)`, lookahead (which Annex B lets
    /// a quantifier follow) or lookbehind (which it does not).
    mutating func parseGroup(openedAt start: Int) throws(PatternSyntaxError) -> Term {
        guard cursor.accept("?") else {
            captureCount += 1
            let number = captureCount
            return Term(node: .group(try parseGroupBody(openedAt: start), capture: number))
        }
        if cursor.accept(":") {
            return Term(node: .group(try parseGroupBody(openedAt: start), capture: nil))
        }
        if cursor.accept("=") || cursor.accept("!") {
            let negative = cursor.units[cursor.index - 1] == 0x21
            return Term(node: .look(try parseGroupBody(openedAt: start), behind: false, negative: negative))
        }
        if cursor.accept("<=") || cursor.accept("<!") {
            let negative = cursor.units[cursor.index - 1] == 0x21
            let body = try parseGroupBody(openedAt: start)
            return Term(node: .look(body, behind: true, negative: negative), quantifiable: false, isLookbehind: true)
        }
        if cursor.accept("<") {
            let nameStart = cursor.index
            guard let name = Self.readGroupName(cursor.units, from: nameStart) else {
                throw PatternSyntaxError("the group name at column \(nameStart + 1) is not a JavaScript identifier", at: nameStart)
            }
            if names.contains(name.text) {
                throw PatternSyntaxError("the group name `\(name.text)` at column \(nameStart + 1) is used twice", at: nameStart)
            }
            cursor.index = name.end
            names.append(name.text)
            captureCount += 1
            let number = captureCount
            return Term(node: .group(try parseGroupBody(openedAt: start), capture: number))
        }
        throw PatternSyntaxError(Self.invalidGroupReason(cursor, start: start), at: start)
    }

    /// Why `(?` starts no group, naming the construct when it is one of ICU's.
    static func invalidGroupReason(_ cursor: PatternCursor, start: Int) -> String {
        let what: String
        switch cursor.current {
        case 0x3E: what = "JavaScript has no atomic groups `(?>…)`"
        case 0x23: what = "JavaScript has no comments `(?#…)`"
        case let c? where c.isASCIILetter || c == 0x2D: what = "JavaScript has no inline flags such as `(?i)`"
        default: what = "JavaScript knows only `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` and `(?<name>`"
        }
        return "`(?` at column \(start + 1): \(what)"
    }

    private mutating func parseGroupBody(openedAt start: Int) throws(PatternSyntaxError) -> PatternNode {
        depth += 1
        defer { depth -= 1 }
        if depth > RegularExpression.maximumNesting { throw RegularExpression.nestingError(at: start) }
        let body = try parseAlternation()
        guard cursor.accept(")") else {
            throw PatternSyntaxError("the `(` at column \(start + 1) is never closed by `)`", at: start)
        }
        return body
    }

    /// A group name and its `>` from `start`: an identifier (ID_Start, `$`, `_`, then
    /// ID_Continue, `$`, ZWNJ, ZWJ), code points given as `\uXXXX` or as surrogate pairs.
    /// Nil when it is not one.
    static func readGroupName(_ units: [UInt32], from start: Int) -> (text: String, end: Int)? {
        var index = start
        var scalars: [UInt32] = []
        while index < units.count, units[index] != 0x3E {
            var value = units[index]
            index += 1
            if value == 0x5C {
                guard index + 4 < units.count, units[index] == 0x75 else { return nil }
                var code: UInt32 = 0
                for offset in 1...4 {
                    guard let digit = units[index + offset].hexValue else { return nil }
                    code = code * 16 + digit
                }
                value = code
                index += 5
            } else if (0xD800...0xDBFF).contains(value), index < units.count, (0xDC00...0xDFFF).contains(units[index]) {
                value = 0x10000 + ((value - 0xD800) << 10) + (units[index] - 0xDC00)
                index += 1
            }
            guard let scalar = Unicode.Scalar(value) else { return nil }
            let first = scalars.isEmpty
            let allowed =
                value == 0x24 || value == 0x5F
                || (first ? scalar.properties.isIDStart : scalar.properties.isIDContinue || value == 0x200C || value == 0x200D)
            guard allowed else { return nil }
            scalars.append(value)
        }
        guard index < units.count, !scalars.isEmpty else { return nil }
        return (PatternCursor.text(of: scalars), index + 1)
    }
}
