/// The markup of Braze's own tags, which is words and `:options` rather than expressions.
extension LiquidParser {
    /// The markup's words, split at spaces outside `{{ }}`; each word's outputs are parsed.
    mutating func words(_ markup: Range<Int>) -> [LiquidWord] {
        var words: [LiquidWord] = []
        var position = markup.lowerBound
        while position < markup.upperBound {
            while position < markup.upperBound && LiquidLexer.isSpace(scalars[position]) { position += 1 }
            guard position < markup.upperBound else { break }
            let start = position
            var insideOutput = false
            while position < markup.upperBound {
                let c = scalars[position]
                if !insideOutput && LiquidLexer.isSpace(c) { break }
                if c == "{" && position + 1 < markup.upperBound && scalars[position + 1] == "{" {
                    insideOutput = true
                    position += 1
                } else if c == "}" && position + 1 < markup.upperBound && scalars[position + 1] == "}" {
                    insideOutput = false
                    position += 1
                }
                position += 1
            }
            words.append(word(start..<position))
        }
        return words
    }

    /// A piece of markup read as text with outputs in it.
    mutating func word(_ range: Range<Int>) -> LiquidWord {
        var segmenter = LiquidSegmenter(scalars: scalars)
        segmenter.run(range)
        issues += segmenter.issues
        var nodes: [LiquidNode] = []
        for segment in segmenter.segments {
            switch segment.kind {
            case .output:
                var inner = LiquidParser(scalars: scalars)
                nodes += inner.build([segment], end: range.upperBound)
                issues += inner.issues
            default:
                nodes.append(.text(string(segment.range), range: segment.range))
            }
        }
        return LiquidWord(range: range, nodes: nodes)
    }

    /// `:name value` options: each starts at a `:` after a space (or the start) and its value
    /// runs to the next option.
    func options(_ markup: Range<Int>) -> [(name: String, range: Range<Int>, value: Range<Int>?)] {
        var starts: [Int] = []
        var insideOutput = false
        for offset in markup {
            let c = scalars[offset]
            if c == "{" && offset + 1 < markup.upperBound && scalars[offset + 1] == "{" { insideOutput = true }
            if c == "}" && offset > markup.lowerBound && scalars[offset - 1] == "}" { insideOutput = false }
            if !insideOutput && c == ":" && (offset == markup.lowerBound || LiquidLexer.isSpace(scalars[offset - 1])) { starts.append(offset) }
        }
        var options: [(name: String, range: Range<Int>, value: Range<Int>?)] = []
        for (index, start) in starts.enumerated() {
            let stop = index + 1 < starts.count ? starts[index + 1] : markup.upperBound
            var nameEnd = start + 1
            while nameEnd < stop && LiquidLexer.isIdentifierPart(scalars[nameEnd]) { nameEnd += 1 }
            var valueStart = nameEnd
            var valueEnd = stop
            while valueStart < valueEnd && LiquidLexer.isSpace(scalars[valueStart]) { valueStart += 1 }
            while valueEnd > valueStart && LiquidLexer.isSpace(scalars[valueEnd - 1]) { valueEnd -= 1 }
            options.append((string(start + 1..<nameEnd), start..<nameEnd, valueStart < valueEnd ? valueStart..<valueEnd : nil))
        }
        return options
    }

    mutating func abortMessage(markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        if isBlank(markup) { return .abortMessage(reason: nil) }
        var parser = LiquidMarkupParser(scalars: scalars, range: markup)
        guard parser.accept(.openParen) else {
            issues.append(LiquidIssue(.tagArguments("abort_message", expected: "a reason in parentheses: `{% abort_message(\"why\") %}`"), range))
            return .abortMessage(reason: nil)
        }
        if parser.accept(.closeParen) {
            parser.expectEnd()
            issues += parser.issues
            return .abortMessage(reason: nil)
        }
        let hasOutput = scalars[markup].indices.contains { scalars[$0] == "{" && $0 + 1 < markup.upperBound && scalars[$0 + 1] == "{" }
        let reason = parser.expression()
        if !parser.failed && !parser.accept(.closeParen) { parser.fail("expected `)`, found \(parser.current.display)") }
        parser.expectEnd()
        issues += parser.issues
        guard let reason, !parser.failed else { return .abortMessage(reason: nil) }
        if hasOutput || !(reason.kind.isString) { issues.append(LiquidIssue(.abortReasonNotLiteral, range)) }
        return .abortMessage(reason: reason)
    }

    mutating func connectedContent(markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        let all = words(markup)
        guard let url = all.first, !url.range.isEmpty, scalars[url.range.lowerBound] != ":" else {
            issues.append(LiquidIssue(.tagArguments("connected_content", expected: "a URL: `{% connected_content https://… :save name %}`"), range))
            return .unsupported
        }
        var options: [LiquidConnectedContent.Option] = []
        for option in self.options(url.range.upperBound..<markup.upperBound) {
            if option.name == "retry" {
                issues.append(
                    LiquidIssue(.unavailableInInAppMessages("connected_content … :retry", reason: "in-app messages are rendered once, without retries"), range))
            } else if !LiquidVocabulary.connectedContentOptions.contains(option.name) {
                let suggestion = LiquidSuggestion.closest(to: option.name, in: LiquidVocabulary.connectedContentOptions)
                issues.append(LiquidIssue(.unknownOption(tag: "connected_content", option: option.name, suggestion: suggestion), option.range))
            }
            if option.name == "save" && (option.value.map { !isName($0) } ?? true) {
                issues.append(LiquidIssue(.tagArguments("connected_content", expected: "a variable name after `:save`"), option.range))
            }
            options.append(LiquidConnectedContent.Option(name: option.name, range: option.range, value: option.value.map(string)))
        }
        return .connectedContent(LiquidConnectedContent(url: url, options: options))
    }

    private func isName(_ range: Range<Int>) -> Bool {
        LiquidLexer.isIdentifierStart(scalars[range.lowerBound]) && scalars[range].allSatisfy(LiquidLexer.isIdentifierPart)
    }

    mutating func catalog(_ name: String, markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        let all = words(markup)
        if name == "catalog_items" {
            guard all.count >= 2 else {
                issues.append(LiquidIssue(.tagArguments(name, expected: "a catalog and item ids: `{% catalog_items games 1234 %}`"), range))
                return .unsupported
            }
            return .catalogItems(catalog: all[0], ids: Array(all.dropFirst()))
        }
        guard all.count == 2 else {
            issues.append(LiquidIssue(.tagArguments(name, expected: "a catalog and a selection: `{% catalog_selection_items games top %}`"), range))
            return .unsupported
        }
        return .catalogSelectionItems(catalog: all[0], selection: all[1])
    }

    mutating func messageExtras(markup: Range<Int>, range: Range<Int>) -> LiquidTagKind {
        if scalars[markup].indices.contains(where: { scalars[$0] == "{" && $0 + 1 < markup.upperBound && scalars[$0 + 1] == "%" }) {
            issues.append(LiquidIssue(.extrasTagInside, range))
            return .unsupported
        }
        var extras: [LiquidExtra] = []
        var pendingKey: LiquidWord?
        var pendingValue: LiquidWord?
        for option in options(markup) {
            let value = option.value.map { word($0) } ?? LiquidWord(range: option.range.upperBound..<option.range.upperBound, nodes: [])
            switch option.name {
            case "key":
                if pendingValue != nil {
                    issues.append(LiquidIssue(.extrasKeyAfterValue, range))
                    return .unsupported
                }
                if pendingKey != nil {
                    issues.append(LiquidIssue(.extrasIncomplete, range))
                    return .unsupported
                }
                pendingKey = value
            case "value":
                guard let key = pendingKey else {
                    pendingValue = value
                    continue
                }
                extras.append(LiquidExtra(key: key, value: value))
                pendingKey = nil
            default:
                issues.append(
                    LiquidIssue(
                        .unknownOption(
                            tag: "message_extras", option: option.name, suggestion: LiquidSuggestion.closest(to: option.name, in: ["key", "value"])),
                        option.range))
                return .unsupported
            }
        }
        if pendingKey != nil || pendingValue != nil || extras.isEmpty {
            issues.append(LiquidIssue(.extrasIncomplete, range))
            return .unsupported
        }
        return .messageExtras(extras)
    }
}

extension LiquidExpression.Kind {
    var isString: Bool {
        if case .string = self { return true }
        return false
    }
}
