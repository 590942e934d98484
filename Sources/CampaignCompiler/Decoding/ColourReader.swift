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
            report(ValueMessages.malformedColour(found: s.found), at: s.range, help: ValueMessages.colourHelp(found: s.text))
            return nil
        }
        return Located(colour, at: s.range)
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
