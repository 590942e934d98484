import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension DecodingContext {
    /// E103 "expected `expected`, found …" at the node.
    func typeMismatch(_ node: YAMLNode, expected: String, help: String? = nil, fixIts: @autoclosure () -> [FixIt] = []) {
        report(ValueMessages.wrongType(expected, found: node.found), at: node.range, help: help, fixIts: fixIts())
    }

    /// The scalar to type, or nil after the shared failures: `.invalid` (silent), null
    /// (E107 "`field` needs a value"), a mapping or list (E103 "expected `expected`, found …").
    /// `expected` is only worked out when it is reported.
    func scalar(_ node: YAMLNode, _ field: String, expected: @autoclosure () -> String) -> YAMLScalar? {
        switch node {
        case .invalid:
            return nil
        case .scalar(let s) where s.isNull:
            report(ValueMessages.needsValue(field), at: node.range)
            return nil
        case .scalar(let s):
            return s
        case .mapping, .sequence:
            typeMismatch(node, expected: expected())
            return nil
        }
    }

    /// Any scalar's text as written.
    func string(_ node: YAMLNode, _ field: String) -> Located<String>? {
        scalar(node, field, expected: "a string").map { Located($0.text, at: $0.range) }
    }

    /// A string that is not empty (`""` is E107).
    func nonEmptyString(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let s = string(node, field) else { return nil }
        if s.value.isEmpty {
            report(ValueMessages.mustNotBeEmpty(field), at: s.range)
            return nil
        }
        return s
    }

    /// Plain `true` or `false` only.
    func boolean(_ node: YAMLNode, _ field: String) -> Located<Bool>? {
        let expected = "true or false"
        guard let s = scalar(node, field, expected: expected) else { return nil }
        if s.style == .plain, s.text == "true" || s.text == "false" {
            return Located(s.text == "true", at: s.range)
        }
        let lowered = s.text.lowercased()
        let help = s.style.isQuoted && (lowered == "true" || lowered == "false") ? ValueMessages.quotedValueHelp : ValueMessages.booleanHelp
        typeMismatch(node, expected: expected, help: help, fixIts: booleanFixIts(s))
        return nil
    }

    /// E103's fix-its for a boolean (SPEC §13.1): plain `yes`, `y`, `on`, `no`, `n`, `off` in any
    /// case and `True`, `TRUE`, `False`, `FALSE` become `true` or `false`; a quoted `"true"` or
    /// `"false"` loses its quotes. All safe: the author's answer is kept.
    private func booleanFixIts(_ s: YAMLScalar) -> [FixIt] {
        if s.style.isQuoted {
            return s.text == "true" || s.text == "false" ? unquoteFixIts(s) : []
        }
        let value: String? =
            switch s.text.lowercased() {
            case "yes", "y", "on": "true"
            case "no", "n", "off": "false"
            default: ["True", "TRUE"].contains(s.text) ? "true" : ["False", "FALSE"].contains(s.text) ? "false" : nil
            }
        return value.flatMap { FixIts.replace(s.range, written: s.text, with: $0, safe: true) }.map { [$0] } ?? []
    }

    /// E103's fix-it for a quoted scalar whose text, written plain, the field accepts
    /// (`priority: "80"`): the text without its quotes, safe.
    func unquoteFixIts(_ s: YAMLScalar) -> [FixIt] {
        guard s.style.isQuoted, let written = sourceText(s.range) else { return [] }
        return FixIts.replace(s.range, written: written, with: s.text, safe: true).map { [$0] } ?? []
    }

    /// A plain decimal integer (`-12`, `0`, `42`), optionally within `range` (E105).
    func integer(_ node: YAMLNode, _ field: String, in range: ClosedRange<Int>? = nil) -> Located<Int>? {
        let expected = "an integer"
        guard let s = scalar(node, field, expected: expected) else { return nil }
        guard s.style == .plain, ScalarSyntax.isDecimalInteger(s.text) else {
            let accepted = ScalarSyntax.isDecimalInteger(s.text) && Int(s.text).map { range?.contains($0) ?? true } == true
            typeMismatch(node, expected: expected, help: quotedNumberHelp(s), fixIts: accepted ? unquoteFixIts(s) : [])
            return nil
        }
        guard let value = Int(s.text), range.map({ $0.contains(value) }) ?? true else {
            let bounds = range ?? Int.min...Int.max
            report(ValueMessages.integerRange(bounds, found: s.found), at: s.range)
            return nil
        }
        return Located(value, at: s.range)
    }

    /// A YAML 1.2 core integer or float, written plain; not `.inf` or `.nan`.
    func number(_ node: YAMLNode, _ field: String) -> Located<NumberValue>? {
        let expected = "a number"
        guard let s = scalar(node, field, expected: expected) else { return nil }
        guard s.style == .plain, let number = ScalarSyntax.number(s.text) else {
            let nonFinite = s.style == .plain && ScalarSyntax.isInfinityOrNaN(s.text)
            let accepted = ScalarSyntax.number(s.text)?.double.isFinite == true
            typeMismatch(
                node, expected: expected, help: nonFinite ? ValueMessages.nonFiniteHelp : quotedNumberHelp(s),
                fixIts: accepted ? unquoteFixIts(s) : [])
            return nil
        }
        guard number.double.isFinite else {
            report(ValueMessages.finiteNumber(found: s.found), at: s.range)
            return nil
        }
        return Located(number, at: s.range)
    }

    /// One of `words` (quoted or plain): E104 with the list and a did-you-mean.
    func word(_ node: YAMLNode, _ field: String, among words: [String]) -> Located<String>? {
        guard let s = scalar(node, field, expected: Words.list(words)) else { return nil }
        guard words.contains(s.text) else {
            reportUnknownWord(s, among: words)
            return nil
        }
        return Located(s.text, at: s.range)
    }

    /// One of an enumeration's raw values, in declaration order.
    func word<W: RawRepresentable & CaseIterable>(_ node: YAMLNode, _ field: String, as type: W.Type) -> Located<W>?
    where W.RawValue == String {
        guard let s = scalar(node, field, expected: Words.list(W.allCases.map(\.rawValue))) else { return nil }
        // The raw values are exactly the words, so this is `word(_:_:among:)` without the list.
        guard let value = W(rawValue: s.text) else {
            reportUnknownWord(s, among: W.allCases.map(\.rawValue))
            return nil
        }
        return Located(value, at: s.range)
    }

    /// E104 "expected `a`, `b` or `c`, found …" with a did-you-mean.
    private func reportUnknownWord(_ s: YAMLScalar, among words: [String]) {
        report(
            ValueMessages.notAllowedWord(Words.list(words), found: s.found), at: s.range,
            help: DidYouMean.help(for: s.text, among: words),
            fixIts: s.style == .plain ? DidYouMean.wordFixIt(for: s.text, among: words, at: s.range) : []
        )
    }

    /// A list, flow or block.
    func list(_ node: YAMLNode, _ field: String) -> Located<[YAMLNode]>? {
        if case .sequence(let seq) = node { return Located(seq.items, at: seq.range) }
        if case .scalar(let s) = node, !s.isNull {
            typeMismatch(node, expected: "a list")
            return nil
        }
        _ = scalar(node, field, expected: "a list")
        return nil
    }

    /// "remove the quotes" when a quoted scalar would have been a valid plain one.
    func quotedNumberHelp(_ s: YAMLScalar) -> String? {
        s.style.isQuoted && ScalarSyntax.number(s.text) != nil ? ValueMessages.quotedValueHelp : nil
    }
}
