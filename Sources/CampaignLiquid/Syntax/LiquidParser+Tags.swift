/// The markup of each tag.
extension LiquidParser {
    mutating func tagKind(name: String, nameRange: Range<Int>, markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        switch name {
        case "if", "unless": return .conditional(condition(tag: name, markup: markup, range: range), negated: name == "unless")
        case "case":
            return .case(single(markup: markup, range: range, tag: name) { $0.expression() })
        case "for", "tablerow": return name == "for" ? .for(loop(name, markup: markup, range: range)) : .tablerow(loop(name, markup: markup, range: range))
        case "assign": return assign(markup: markup, range: range)
        case "capture", "increment", "decrement":
            guard let (variable, variableRange) = single(markup: markup, range: range, tag: name, parse: { $0.variableName() }) else {
                return .unsupported
            }
            if name == "capture" { return .capture(name: variable, nameRange: variableRange) }
            return name == "increment" ? .increment(name: variable, nameRange: variableRange) : .decrement(name: variable, nameRange: variableRange)
        case "cycle": return cycle(markup: markup, range: range)
        case "echo": return .echo(single(markup: markup, range: range, tag: name) { $0.filteredExpression() })
        case "break", "continue":
            if !isBlank(markup) { issues.append(LiquidIssue(.tagArguments(name, expected: "nothing after `\(name)`"), range)) }
            return name == "break" ? .break : .continue
        case "abort_message": return abortMessage(markup: markup, range: range)
        case "connected_content": return connectedContent(markup: markup, range: range)
        case "catalog_items", "catalog_selection_items": return catalog(name, markup: markup, range: range)
        case "message_extras": return messageExtras(markup: markup, range: range)
        case "translation":
            let words = self.words(markup)
            guard words.count == 1, let id = words[0].literal else {
                issues.append(LiquidIssue(.tagArguments(name, expected: "one id: `{% translation id %}`"), range))
                return .unsupported
            }
            if !LiquidParser.isTranslationID(id) { issues.append(LiquidIssue(.invalidTranslationID(id), range)) }
            return .translation(id: id, idRange: words[0].range)
        default:
            if LiquidVocabulary.themeTags.contains(name) {
                issues.append(LiquidIssue(.unsupportedTag(name, reason: "it is a Shopify theme tag; in-app messages have no theme"), range))
            } else {
                issues.append(LiquidIssue(.unknownTag(name, suggestion: LiquidSuggestion.closest(to: name, in: LiquidVocabulary.allTags)), range))
            }
            return .unsupported
        }
    }

    func isBlank(_ range: Range<Int>) -> Bool { scalars[range].allSatisfy(LiquidLexer.isSpace) }

    static func isTranslationID(_ id: String) -> Bool {
        let scalars = id.unicodeScalars
        guard (1...64).contains(scalars.count) else { return false }
        return scalars.allSatisfy { LiquidLexer.isIdentifierStart($0) || LiquidLexer.isDigit($0) || $0 == "." || $0 == "-" }
    }

    /// Reads one thing from the markup and expects its end; an empty markup is reported as
    /// the tag missing its argument.
    private mutating func single<T>(markup: Range<Int>, range: Range<Int>, tag: String, parse: (inout LiquidMarkupParser) -> T?) -> T? {
        if isBlank(markup) {
            issues.append(LiquidIssue(.malformedExpression("`\(tag)` needs \(LiquidParser.expectedMarkup[tag] ?? "markup")"), range))
            return nil
        }
        var parser = LiquidMarkupParser(scalars: scalars, range: markup)
        let value = parse(&parser)
        parser.expectEnd()
        issues += parser.issues
        return parser.failed ? nil : value
    }

    static let expectedMarkup: [String: String] = [
        "if": "a condition: `{% if x == 1 %}`", "unless": "a condition: `{% unless x == 1 %}`", "elsif": "a condition: `{% elsif x == 1 %}`",
        "case": "a value: `{% case x %}`", "when": "a value: `{% when 1 %}`", "for": "`{% for item in list %}`",
        "tablerow": "`{% tablerow item in list %}`", "assign": "`{% assign name = value %}`", "capture": "a name: `{% capture name %}`",
        "increment": "a name: `{% increment name %}`", "decrement": "a name: `{% decrement name %}`", "cycle": "values: `{% cycle 'a', 'b' %}`",
        "echo": "a value: `{% echo x %}`",
    ]

    mutating func condition(tag: String, markup: Range<Int>, range: Range<Int>) -> LiquidCondition? {
        single(markup: markup, range: range, tag: tag) { $0.condition(tag: tag) }
    }

    mutating func whenValues(markup: Range<Int>, range: Range<Int>) -> [LiquidExpression] {
        single(markup: markup, range: range, tag: "when") { parser -> [LiquidExpression]? in
            var values: [LiquidExpression] = []
            repeat {
                guard let value = parser.expression() else { return nil }
                if parser.current.kind == .pipe {
                    parser.rejectFilterHere(place: "when")
                    return nil
                }
                values.append(value)
            } while parser.accept(.comma) || parser.acceptIdentifier("or")
            return values
        } ?? []
    }

    private mutating func loop(_ tag: String, markup: Range<Int>, range: Range<Int>) -> LiquidLoop? {
        single(markup: markup, range: range, tag: tag) { parser -> LiquidLoop? in
            guard let (variable, variableRange) = parser.name() else { return nil }
            guard parser.acceptIdentifier("in") else {
                parser.fail("expected `in` after `\(variable)`, found \(parser.current.display)")
                return nil
            }
            guard let collection = parser.expression() else { return nil }
            var loop = LiquidLoop(
                variable: variable, variableRange: variableRange, collection: collection, limit: nil, offset: nil, offsetContinues: false,
                reversed: false, columns: nil)
            // As in Liquid, `reversed` stands right after the collection.
            if tag == "for" && parser.acceptIdentifier("reversed") { loop.reversed = true }
            while !parser.atEnd && !parser.failed {
                if parser.current.kind == .pipe {
                    parser.rejectFilterHere(place: tag)
                    return nil
                }
                guard let option = parser.current.identifier, ["limit", "offset"].contains(option) || (tag == "tablerow" && option == "cols") else {
                    parser.fail("expected `limit:`, `offset:`\(tag == "for" ? "" : " or `cols:`"), found \(parser.current.display)")
                    return nil
                }
                parser.advance()
                guard parser.accept(.colon) else {
                    parser.fail("expected `:` after `\(option)`")
                    return nil
                }
                if option == "offset" && tag == "for" && parser.acceptIdentifier("continue") {
                    loop.offsetContinues = true
                    continue
                }
                guard let value = parser.expression() else { return nil }
                switch option {
                case "limit": loop.limit = value
                case "offset": loop.offset = value
                default: loop.columns = value
                }
                _ = parser.accept(.comma)
            }
            return loop
        }
    }

    private mutating func assign(markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        let result = single(markup: markup, range: range, tag: "assign") { parser -> (String, Range<Int>, LiquidFilteredExpression)? in
            guard let (name, nameRange) = parser.variableName() else { return nil }
            guard parser.accept(.equals) else {
                parser.fail("expected `=` after `\(name)`, found \(parser.current.display)")
                return nil
            }
            guard let value = parser.filteredExpression() else { return nil }
            if case .comparison = parser.current.kind {
                parser.failWith(.logicInAssign, range: range)
                return nil
            }
            if parser.current.identifier == "and" || parser.current.identifier == "or" {
                parser.failWith(.logicInAssign, range: range)
                return nil
            }
            return (name, nameRange, value)
        }
        guard let (name, nameRange, value) = result else { return .unsupported }
        return .assign(name: name, nameRange: nameRange, value: value)
    }

    private mutating func cycle(markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        let result = single(markup: markup, range: range, tag: "cycle") { parser -> (LiquidExpression?, [LiquidExpression])? in
            guard let first = parser.expression() else { return nil }
            var group: LiquidExpression?
            var values = [first]
            if parser.accept(.colon) {
                group = first
                guard let value = parser.expression() else { return nil }
                values = [value]
            }
            while parser.accept(.comma) {
                guard let value = parser.expression() else { return nil }
                values.append(value)
            }
            return (group, values)
        }
        guard let (group, values) = result else { return .unsupported }
        return .cycle(group: group, values: values)
    }
}

extension LiquidMarkupParser {
    /// A variable name as `assign`, `capture`, `increment` take it: a word, or a quoted string.
    mutating func variableName() -> (String, Range<Int>)? {
        if case .string(let text) = current.kind {
            let range = current.range
            advance()
            return (text, range)
        }
        return name()
    }

    /// Reports a filter at the current `|` as misplaced (E807) and stops.
    mutating func rejectFilterHere(place: String) {
        let nameToken = tokens[Swift.min(index + 1, tokens.count - 1)]
        failWith(.filterInMarkup(place: place), range: nameToken.kind == .end ? current.range : nameToken.range)
    }
}
