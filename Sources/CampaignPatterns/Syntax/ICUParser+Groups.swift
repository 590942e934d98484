extension ICUParser {
    /// `*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`, each greedy, lazy (`?`) or possessive (`+`).
    mutating func parseQuantifier(_ node: PatternNode) throws(PatternSyntaxError) -> PatternNode {
        let start = cursor.index
        let c = cursor.advance()
        var min = 0
        var max: Int?
        switch c {
        case 0x2A: break
        case 0x2B: min = 1
        case 0x3F: max = 1
        default:
            (min, max) = try parseInterval(openedAt: start)
        }
        skipFreeSpacing()
        var mode = RepetitionMode.greedy
        if cursor.accept("?") {
            mode = c == 0x7B ? .lazy : .lazyLoop
        } else if cursor.accept("+") {
            mode = c == 0x7B ? .possessive : .possessiveLoop
            constructs.append(construct(.possessive, range: start..<cursor.index))
        }
        skipFreeSpacing()
        if let next = cursor.current, Self.isQuantifierStart(next) {
            throw PatternSyntaxError(
                "`\(Self.describe(next))` at column \(cursor.index + 1) repeats a repetition (put the first in a group)", at: cursor.index)
        }
        return .repetition(node, min: min, max: max, mode: mode)
    }

    /// The bounds of `{n}`, `{n,}` or `{n,m}` (the `{` already read).
    private mutating func parseInterval(openedAt start: Int) throws(PatternSyntaxError) -> (Int, Int?) {
        func malformed() -> PatternSyntaxError {
            PatternSyntaxError("`{` at column \(start + 1) starts no repetition count such as `{2}` or `{2,5}` (write `\\{` for the character)", at: start)
        }
        skipFreeSpacing()
        guard let min = cursor.number(limit: Self.maximumCount) else { throw malformed() }
        skipFreeSpacing()
        var max: Int? = min
        if cursor.accept(",") {
            skipFreeSpacing()
            max = cursor.number(limit: Self.maximumCount)
            skipFreeSpacing()
        }
        guard cursor.accept("}") else { throw malformed() }
        if min > Self.maximumCount || (max ?? 0) > Self.maximumCount {
            throw PatternSyntaxError("the count at column \(start + 1) is over ICU's limit of \(Self.maximumCount)", at: start)
        }
        if let max, max < min {
            throw PatternSyntaxError("`{\(min),\(max)}` at column \(start + 1) has its bounds the wrong way round", at: start)
        }
        return (min, max)
    }

    /// A group, after its `(`: capturing, `(?:…)`, `(?>…)`, lookaround, `(?<name>…)`,
    /// `(?#…)`, or flags `(?i)` / `(?i:…)`.
    mutating func parseGroup(openedAt start: Int) throws(PatternSyntaxError) -> Atom {
        skipFreeSpacing()
        guard cursor.accept("?") else {
            captureCount += 1
            let number = captureCount
            return Atom(nodes: [.group(try parseGroupBody(openedAt: start), capture: number)], quantifiable: true)
        }
        // `(?#` is a comment even under `x`, where `#` elsewhere starts one.
        if cursor.current == 0x23 {
            cursor.index += 1
            while let c = cursor.current, c != 0x29 { cursor.index += 1 }
            guard cursor.accept(")") else { throw PatternSyntaxError("the comment `(?#` at column \(start + 1) is never closed by `)`", at: start) }
            constructs.append(construct(.comment, from: start))
            return Atom(nodes: [], quantifiable: false, isTransparent: true)
        }
        skipFreeSpacing()
        if cursor.accept(":") {
            return Atom(nodes: [.group(try parseGroupBody(openedAt: start), capture: nil)], quantifiable: true)
        }
        if cursor.accept(">") {
            let body = try parseGroupBody(openedAt: start)
            constructs.append(construct(.atomicGroup, range: start..<cursor.index))
            return Atom(nodes: [.atomic(body)], quantifiable: true)
        }
        if cursor.accept("=") || cursor.accept("!") {
            let negative = cursor.units[cursor.index - 1] == 0x21
            return Atom(nodes: [.look(try parseGroupBody(openedAt: start), behind: false, negative: negative)], quantifiable: false)
        }
        if cursor.accept("<=") || cursor.accept("<!") {
            let negative = cursor.units[cursor.index - 1] == 0x21
            let body = try parseGroupBody(openedAt: start)
            guard LookbehindLength.isBounded(body) else {
                throw PatternSyntaxError(
                    "the lookbehind at column \(start + 1) has no fixed longest length (ICU allows only bounded repetitions there)",
                    at: start)
            }
            return Atom(nodes: [.look(body, behind: true, negative: negative)], quantifiable: false)
        }
        if cursor.accept("<") {
            return try parseNamedGroup(openedAt: start)
        }
        return try parseFlagGroup(openedAt: start)
    }

    /// `(?<name>…)`, after `(?<`.
    private mutating func parseNamedGroup(openedAt start: Int) throws(PatternSyntaxError) -> Atom {
        let nameStart = cursor.index
        guard let first = cursor.current, first.isASCIILetter else {
            throw PatternSyntaxError("the group name at column \(nameStart + 1) must start with an ASCII letter", at: nameStart)
        }
        while let c = cursor.current, c.isASCIILetter || c.isASCIIDigit { cursor.index += 1 }
        let name = cursor.text(nameStart..<cursor.index)
        guard cursor.accept(">") else {
            throw PatternSyntaxError("the group name at column \(nameStart + 1) may hold only ASCII letters and digits, then `>`", at: nameStart)
        }
        if names.contains(where: { $0.name == name }) {
            throw PatternSyntaxError("the group name `\(name)` at column \(nameStart + 1) is used twice", at: nameStart)
        }
        captureCount += 1
        let number = captureCount
        names.append((name, number))
        return Atom(nodes: [.group(try parseGroupBody(openedAt: start), capture: number)], quantifiable: true)
    }

    /// `(?ismwx-ismwx)` (to the end of the enclosing group) or `(?ismwx-ismwx:…)`.
    private mutating func parseFlagGroup(openedAt start: Int) throws(PatternSyntaxError) -> Atom {
        var updated = flags
        var on = true
        var any = false
        while let c = cursor.current, c != 0x29, c != 0x3A {
            cursor.index += 1
            switch c {
            case 0x2D where on: on = false
            case 0x69: updated.caseless = on
            case 0x6D: updated.multiline = on
            case 0x73: updated.dotAll = on
            case 0x78: updated.freeSpacing = on
            case 0x64: updated.unixLines = on
            case 0x77: updated.unicodeWords = on
            case 0x75: break
            default:
                throw PatternSyntaxError(
                    "`(?` at column \(start + 1) starts no group ICU knows: `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?>`, `(?<name>`, `(?#` or flags such as `(?i)`",
                    at: start)
            }
            any = true
        }
        guard any, let end = cursor.current else {
            throw PatternSyntaxError(
                "`(?` at column \(start + 1) starts no group ICU knows: `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?>`, `(?<name>`, `(?#` or flags such as `(?i)`",
                at: start)
        }
        cursor.index += 1
        if updated.unicodeWords { unsupported = unsupported ?? "the `w` flag" }
        if end == 0x29 {
            constructs.append(construct(.inlineFlags, from: start))
            flags = updated
            return Atom(nodes: [], quantifiable: false)
        }
        constructs.append(construct(.inlineFlags, from: start))
        let saved = flags
        flags = updated
        let body = try parseGroupBody(openedAt: start, restoring: saved)
        return Atom(nodes: [.group(body, capture: nil)], quantifiable: true)
    }

    /// The alternation inside a group and its `)`; the flags return to what they were at the
    /// group's start (or to `restoring`).
    private mutating func parseGroupBody(openedAt start: Int, restoring: Flags? = nil) throws(PatternSyntaxError) -> PatternNode {
        let saved = restoring ?? flags
        depth += 1
        defer { depth -= 1 }
        if depth > RegularExpression.maximumNesting { throw RegularExpression.nestingError(at: start) }
        let body = try parseAlternation()
        flags = saved
        guard cursor.accept(")") else {
            throw PatternSyntaxError("the `(` at column \(start + 1) is never closed by `)`", at: start)
        }
        return body
    }
}
