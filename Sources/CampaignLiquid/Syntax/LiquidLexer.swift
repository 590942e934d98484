/// Splits markup (a range of the field's scalars) into tokens, reporting what it cannot read.
/// `{{` and `}}` inside tag markup are skipped: Braze reads `{% if {{x}} %}` as `{% if x %}`.
struct LiquidLexer {
    private let scalars: [Unicode.Scalar]
    private var position: Int
    private let end: Int
    private(set) var issues: [LiquidIssue] = []

    init(scalars: [Unicode.Scalar], range: Range<Int>) {
        self.scalars = scalars
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    /// Every token up to the end of the range, the last one `.end`.
    static func tokens(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> (tokens: [LiquidToken], issues: [LiquidIssue]) {
        var lexer = LiquidLexer(scalars: scalars, range: range)
        var tokens: [LiquidToken] = []
        // A token is at least one scalar, and the end one more: room for a typical markup's
        // tokens at once (growing from empty copied them at each doubling), at most 64.
        tokens.reserveCapacity(min(range.count + 1, 64))
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .end { break }
        }
        return (tokens, lexer.issues)
    }

    private func scalar(_ offset: Int) -> Unicode.Scalar? { offset < end ? scalars[offset] : nil }

    mutating func next() -> LiquidToken {
        while let c = scalar(position) {
            if LiquidLexer.isSpace(c) {
                position += 1
            } else if (c == "{" && scalar(position + 1) == "{") || (c == "}" && scalar(position + 1) == "}") {
                position += 2
            } else {
                break
            }
        }
        let start = position
        guard let c = scalar(position) else { return LiquidToken(kind: .end, range: end..<end) }
        func single(_ kind: LiquidToken.Kind, length: Int = 1) -> LiquidToken {
            position += length
            return LiquidToken(kind: kind, range: start..<position)
        }
        switch c {
        case "\"", "'": return lexString(quote: c)
        case "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}": return lexTypographicString()
        case "$" where scalar(position + 1) == "{": return lexPersonalization()
        case ".": return scalar(position + 1) == "." ? single(.dotDot, length: 2) : single(.dot)
        case "[": return single(.openBracket)
        case "]": return single(.closeBracket)
        case "(": return single(.openParen)
        case ")": return single(.closeParen)
        case "|": return single(.pipe)
        case ":": return single(.colon)
        case ",": return single(.comma)
        case "=": return scalar(position + 1) == "=" ? single(.comparison(.equal), length: 2) : single(.equals)
        case "!" where scalar(position + 1) == "=": return single(.comparison(.notEqual), length: 2)
        case "<":
            if scalar(position + 1) == "=" { return single(.comparison(.lessOrEqual), length: 2) }
            if scalar(position + 1) == ">" { return single(.comparison(.lessOrGreater), length: 2) }
            return single(.comparison(.less))
        case ">": return scalar(position + 1) == "=" ? single(.comparison(.greaterOrEqual), length: 2) : single(.comparison(.greater))
        default:
            if LiquidLexer.isDigit(c) || (c == "-" && scalar(position + 1).map(LiquidLexer.isDigit) == true) { return lexNumber() }
            if LiquidLexer.isIdentifierStart(c) { return lexIdentifier() }
            position += 1
            issues.append(LiquidIssue(.unexpectedCharacter(Character(c)), start..<position))
            return LiquidToken(kind: .invalid, range: start..<position)
        }
    }

    private mutating func lexString(quote: Unicode.Scalar) -> LiquidToken {
        let start = position
        position += 1
        while let c = scalar(position), c != quote {
            if c == "\u{2018}" || c == "\u{2019}" || c == "\u{201C}" || c == "\u{201D}" { reportTypographic(at: position) }
            position += 1
        }
        let text = LiquidScalars.string(scalars[start + 1..<position])
        if scalar(position) == quote {
            position += 1
        } else {
            issues.append(LiquidIssue(.stringNotClosed, start..<start + 1))
        }
        return LiquidToken(kind: .string(text), range: start..<position)
    }

    /// A string opened by a typographic quote: reported with a fix, then read to the matching
    /// closing quote (typographic or straight) so the rest of the markup is still checked.
    private mutating func lexTypographicString() -> LiquidToken {
        let start = position
        let double = scalars[position] == "\u{201C}" || scalars[position] == "\u{201D}"
        reportTypographic(at: position)
        position += 1
        let closers: [Unicode.Scalar] = double ? ["\u{201C}", "\u{201D}", "\""] : ["\u{2018}", "\u{2019}", "'"]
        while let c = scalar(position), !closers.contains(c) { position += 1 }
        let text = LiquidScalars.string(scalars[start + 1..<position])
        if let c = scalar(position) {
            if c != "\"" && c != "'" { reportTypographic(at: position) }
            position += 1
        } else {
            issues.append(LiquidIssue(.stringNotClosed, start..<start + 1))
        }
        return LiquidToken(kind: .string(text), range: start..<position)
    }

    private mutating func reportTypographic(at offset: Int) {
        let quote = scalars[offset]
        let straight = quote == "\u{201C}" || quote == "\u{201D}" ? "\"" : "'"
        issues.append(
            LiquidIssue(.typographicQuote(Character(quote)), offset..<offset + 1, fix: LiquidFix(range: offset..<offset + 1, replacement: straight)))
    }

    private mutating func lexPersonalization() -> LiquidToken {
        let start = position
        var cursor = position + 2
        while let c = scalar(cursor), c != "}" { cursor += 1 }
        guard cursor < end else {
            position = end
            issues.append(LiquidIssue(.personalizationNotClosed, start..<start + 2))
            return LiquidToken(kind: .invalid, range: start..<end)
        }
        let name = LiquidScalars.string(scalars[(start + 2)..<cursor])
        position = cursor + 1
        return LiquidToken(kind: .personalization(name), range: start..<position)
    }

    private mutating func lexNumber() -> LiquidToken {
        let start = position
        if scalars[position] == "-" { position += 1 }
        while let c = scalar(position), LiquidLexer.isDigit(c) { position += 1 }
        var isFloat = false
        if scalar(position) == ".", let next = scalar(position + 1), LiquidLexer.isDigit(next) {
            isFloat = true
            position += 1
            while let c = scalar(position), LiquidLexer.isDigit(c) { position += 1 }
        }
        let text = LiquidScalars.string(scalars[start..<position])
        if isFloat { return LiquidToken(kind: .float(Double(text) ?? 0), range: start..<position) }
        if let value = Int(text) { return LiquidToken(kind: .integer(value), range: start..<position) }
        // Beyond 64 bits: read as a float rather than fail.
        return LiquidToken(kind: .float(Double(text) ?? 0), range: start..<position)
    }

    private mutating func lexIdentifier() -> LiquidToken {
        let start = position
        while let c = scalar(position), LiquidLexer.isIdentifierPart(c) { position += 1 }
        if scalar(position) == "?" { position += 1 }
        let name = LiquidScalars.string(scalars[start..<position])
        if name == "contains" { return LiquidToken(kind: .comparison(.contains), range: start..<position) }
        return LiquidToken(kind: .identifier(name), range: start..<position)
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" }
    static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }
    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        (c.value >= 65 && c.value <= 90) || (c.value >= 97 && c.value <= 122) || c == "_"
    }
    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool { isIdentifierStart(c) || isDigit(c) || c == "-" }
}
