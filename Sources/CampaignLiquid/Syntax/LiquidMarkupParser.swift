/// Reads expressions, filters and conditions from the tokens of one markup. On the first
/// malformed part it records one issue and stops (`failed`), so a markup yields one syntax
/// problem, never a cascade.
struct LiquidMarkupParser {
    /// Deepest nesting of `[ ]` and `( )` read before giving up with an issue.
    static let maximumDepth = 50

    private(set) var tokens: [LiquidToken]
    private(set) var index = 0
    private(set) var issues: [LiquidIssue]
    private(set) var failed = false
    private var depth = 0

    init(scalars: [Unicode.Scalar], range: Range<Int>) {
        let lexed = LiquidLexer.tokens(scalars, range)
        tokens = lexed.tokens
        issues = lexed.issues
        // A lexing problem is already reported; parsing the rest would only repeat it.
        if issues.contains(where: { if case .typographicQuote = $0.kind { return false } else { return true } }) { failed = true }
    }

    var current: LiquidToken { tokens[index] }
    var atEnd: Bool { current.kind == .end }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    /// Records a malformed-expression issue at `token` (once).
    mutating func fail(_ detail: String, at token: LiquidToken? = nil) {
        guard !failed else { return }
        failed = true
        var token = token ?? current
        // At the end of the markup, point at what came last.
        if token.kind == .end, index > 0 { token = tokens[index - 1] }
        let range = token.range.isEmpty ? max(token.range.lowerBound - 1, 0)..<token.range.lowerBound : token.range
        issues.append(LiquidIssue(.malformedExpression(detail), range))
    }

    /// Records `kind` at `range` (once) and stops.
    mutating func failWith(_ kind: LiquidIssueKind, range: Range<Int>) {
        guard !failed else { return }
        failed = true
        issues.append(LiquidIssue(kind, range))
    }

    mutating func accept(_ kind: LiquidToken.Kind) -> Bool {
        guard current.kind == kind else { return false }
        advance()
        return true
    }

    mutating func acceptIdentifier(_ name: String) -> Bool {
        guard current.identifier == name else { return false }
        advance()
        return true
    }

    /// Expects the end of the markup.
    mutating func expectEnd() {
        if !atEnd { fail("unexpected \(current.display)") }
    }

    /// A plain name: the variable of `assign`, `for`, `capture`.
    mutating func name() -> (String, Range<Int>)? {
        guard let name = current.identifier else {
            fail("expected a name, found \(current.display)")
            return nil
        }
        let range = current.range
        advance()
        return (name, range)
    }

    // MARK: Expressions

    mutating func expression() -> LiquidExpression? {
        guard !failed else { return nil }
        let token = current
        switch token.kind {
        case .string(let text):
            advance()
            return LiquidExpression(.string(text), range: token.range)
        case .integer(let value):
            advance()
            return LiquidExpression(.integer(value), range: token.range)
        case .float(let value):
            advance()
            return LiquidExpression(.float(value), range: token.range)
        case .openParen: return rangeLiteral()
        case .identifier(let name):
            advance()
            if !continuesPath {
                switch name {
                case "true": return LiquidExpression(.boolean(true), range: token.range)
                case "false": return LiquidExpression(.boolean(false), range: token.range)
                case "nil", "null": return LiquidExpression(.nil, range: token.range)
                case "empty": return LiquidExpression(.empty, range: token.range)
                case "blank": return LiquidExpression(.blank, range: token.range)
                default: break
                }
            }
            return path(root: name, rootRange: token.range, personalization: false)
        case .personalization(let name):
            advance()
            return path(root: name, rootRange: token.range, personalization: true)
        case .openBracket:
            // `["key"]` at the root looks a name up dynamically; read it as a root of that name.
            guard let lookup = bracketIndex() else { return nil }
            guard case .string(let key) = lookup.expression.kind else {
                fail("a lookup at the root needs a string key", at: token)
                return nil
            }
            return path(root: key, rootRange: lookup.range, personalization: false)
        case .end:
            fail("expected a value")
            return nil
        default:
            fail("expected a value, found \(token.display)")
            return nil
        }
    }

    private var continuesPath: Bool { current.kind == .dot || current.kind == .openBracket }

    private mutating func path(root: String, rootRange: Range<Int>, personalization: Bool) -> LiquidExpression? {
        var segments: [LiquidVariable.Segment] = []
        var upper = rootRange.upperBound
        while !failed {
            if accept(.dot) {
                switch current.kind {
                case .identifier(let name):
                    segments.append(.name(name, range: current.range, personalization: false))
                case .personalization(let name):
                    segments.append(.name(name, range: current.range, personalization: true))
                default:
                    fail("expected a name after `.`, found \(current.display)")
                    return nil
                }
                upper = current.range.upperBound
                advance()
            } else if current.kind == .openBracket {
                guard let lookup = bracketIndex() else { return nil }
                segments.append(.index(lookup.expression, range: lookup.range))
                upper = lookup.range.upperBound
            } else {
                break
            }
        }
        let variable = LiquidVariable(root: root, rootRange: rootRange, isPersonalization: personalization, segments: segments)
        return LiquidExpression(.variable(variable), range: rootRange.lowerBound..<upper)
    }

    private mutating func bracketIndex() -> (expression: LiquidExpression, range: Range<Int>)? {
        let open = current
        advance()
        guard enter(at: open) else { return nil }
        defer { depth -= 1 }
        guard let inner = expression() else { return nil }
        if current.kind == .pipe {
            issues.append(LiquidIssue(.filterInMarkup(place: "[ ]"), tokens[index + 1 < tokens.count ? index + 1 : index].range))
            failed = true
            return nil
        }
        guard current.kind == .closeBracket else {
            fail("expected `]`, found \(current.display)", at: current.kind == .end ? open : current)
            return nil
        }
        let close = current.range
        advance()
        return (inner, open.range.lowerBound..<close.upperBound)
    }

    private mutating func rangeLiteral() -> LiquidExpression? {
        let open = current
        advance()
        guard enter(at: open) else { return nil }
        defer { depth -= 1 }
        guard let lower = expression() else { return nil }
        guard accept(.dotDot) else {
            fail("expected `..` in a range, found \(current.display)")
            return nil
        }
        guard let upper = expression() else { return nil }
        guard current.kind == .closeParen else {
            fail("expected `)` to close the range, found \(current.display)")
            return nil
        }
        let close = current.range
        advance()
        return LiquidExpression(.range(lower, upper), range: open.range.lowerBound..<close.upperBound)
    }

    private mutating func enter(at token: LiquidToken) -> Bool {
        depth += 1
        if depth > LiquidMarkupParser.maximumDepth {
            guard !failed else { return false }
            failed = true
            issues.append(LiquidIssue(.nestingTooDeep(limit: LiquidMarkupParser.maximumDepth), token.range))
            return false
        }
        return true
    }

    // MARK: Filters

    /// `expression | filter: args …` up to the end of the markup.
    mutating func filteredExpression() -> LiquidFilteredExpression? {
        guard let value = expression() else { return nil }
        let filters = self.filters()
        guard !failed else { return nil }
        return LiquidFilteredExpression(value: value, filters: filters)
    }

    mutating func filters() -> [LiquidFilter] {
        var filters: [LiquidFilter] = []
        while !failed && current.kind == .pipe {
            let pipe = current
            advance()
            guard let name = current.identifier else {
                fail("expected a filter name after `|`, found \(current.display)")
                break
            }
            let nameRange = current.range
            advance()
            var arguments: [LiquidFilter.Argument] = []
            var upper = nameRange.upperBound
            if accept(.colon) {
                repeat {
                    var keyword: String?
                    if let word = current.identifier, tokens[index + 1].kind == .colon {
                        keyword = word
                        advance()
                        advance()
                    }
                    guard let value = expression() else { break }
                    arguments.append(LiquidFilter.Argument(keyword: keyword, value: value))
                    upper = value.range.upperBound
                } while accept(.comma)
            }
            filters.append(LiquidFilter(name: name, nameRange: nameRange, arguments: arguments, range: pipe.range.lowerBound..<upper))
        }
        return filters
    }

    // MARK: Conditions

    /// `comparison ((and | or) comparison)*`, right-associative as Liquid evaluates it.
    mutating func condition(tag: String) -> LiquidCondition? {
        guard let first = comparison(tag: tag) else { return nil }
        if acceptIdentifier("and") {
            guard let rest = condition(tag: tag) else { return nil }
            return .and(first, rest)
        }
        if acceptIdentifier("or") {
            guard let rest = condition(tag: tag) else { return nil }
            return .or(first, rest)
        }
        return first
    }

    private mutating func comparison(tag: String) -> LiquidCondition? {
        guard let left = expression() else { return nil }
        if rejectFilter(tag: tag) { return nil }
        guard case .comparison(let op) = current.kind else { return .value(left) }
        let opToken = current
        advance()
        guard current.kind != .end else {
            fail("expected a value after \(opToken.display)", at: opToken)
            return nil
        }
        guard let right = expression() else { return nil }
        if rejectFilter(tag: tag) { return nil }
        return .comparison(left, op, right)
    }

    /// Braze refuses filters in conditions (`E807`): reported at the filter's name.
    private mutating func rejectFilter(tag: String) -> Bool {
        guard current.kind == .pipe else { return false }
        let nameToken = tokens[min(index + 1, tokens.count - 1)]
        issues.append(LiquidIssue(.filterInMarkup(place: tag), nameToken.kind == .end ? current.range : nameToken.range))
        failed = true
        return true
    }
}
