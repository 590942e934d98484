import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension DecodingContext {
    /// A colour: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (CSS order, alpha last, any case), else E106.
    /// A plain `#…` is a YAML comment, so the value arrives as nothing: the E107 then says
    /// to quote it.
    func colour(_ node: YAMLNode, _ field: String) -> Located<Colour>? {
        if case .scalar(let s) = node, s.isNull, s.text.isEmpty, commentFollows(s.range.start) {
            report(ValueMessages.needsValue(field).helping(ValueMessages.unquotedColourHelp), at: node.range)
            return nil
        }
        let expected = "a colour such as `\"#1B78CF\"`"
        guard let s = scalar(node, field, expected: expected) else { return nil }
        guard let colour = Colour(css: s.text) else {
            if let straight = straightQuoted(s) {
                // `“#FFFFFF”`: the quotes are text to YAML; straight ones are what was meant.
                let fixIt = FixIts.replace(s.range, written: s.text, with: straight.text, safe: true)
                report(ValueMessages.typographicQuotes(s.text, quote: straight.quote, straight: straight.text), at: s.range, fixIts: fixIt.map { [$0] } ?? [])
                return nil
            }
            report(ValueMessages.malformedColour(found: s.found), at: s.range, help: ValueMessages.colourHelp(found: s.text))
            return nil
        }
        return Located(colour, at: s.range)
    }

    /// A plain scalar between two typographic quotes (`“#FFFFFF”`) whose inside is a colour:
    /// the text with straight quotes (`"#FFFFFF"`) and the opening quote's code point.
    private func straightQuoted(_ s: YAMLScalar) -> (text: String, quote: UInt32)? {
        let scalars = Array(s.text.unicodeScalars)
        guard s.style == .plain, scalars.count > 2, let open = LookalikeCharacters.straightQuote(for: scalars[0]),
            let close = LookalikeCharacters.straightQuote(for: scalars[scalars.count - 1]), open == close
        else { return nil }
        var inside = String.UnicodeScalarView()
        inside.append(contentsOf: scalars[1..<(scalars.count - 1)])
        guard Colour(css: String(inside)) != nil else { return nil }
        return ("\(open)\(String(inside))\(close)", scalars[0].value)
    }

    /// True when the first non-blank byte at or after `position` on its line is `#`.
    private func commentFollows(_ position: SourcePosition) -> Bool {
        let bytes = source.bytes
        var i = position.offset
        while i >= 0, i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"): i += 1
            case UInt8(ascii: "#"): return true
            default: return false
            }
        }
        return false
    }
}
