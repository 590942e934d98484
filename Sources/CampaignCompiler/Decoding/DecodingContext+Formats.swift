import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension DecodingContext {
    /// A duration (SPEC §2.1), optionally within `range` (E105) and, where the payload carries
    /// seconds, a whole number of seconds (E106). The unit-less form must be a plain integer.
    func duration(
        _ node: YAMLNode, _ field: String, in range: ClosedRange<Duration>? = nil, wholeSeconds: Bool = false
    ) -> Located<Duration>? {
        let expected = "a duration"
        guard let s = scalar(node, field, expected: expected) else { return nil }
        func malformed() -> DiagnosticMessage { ValueMessages.malformedDuration(found: s.found) }
        let unitless = !s.text.isEmpty && s.text.utf8.allSatisfy { ScalarSyntax.isDigit($0) || $0 == UInt8(ascii: "-") }
        if s.style.isQuoted, unitless {
            report(malformed(), at: s.range, help: ValueMessages.quotedSecondsHelp(s.text))
            return nil
        }
        switch ScalarSyntax.duration(s.text) {
        case .malformed:
            report(malformed(), at: s.range)
            return nil
        case .subMillisecond:
            report(ValueMessages.notWholeMilliseconds(field, found: s.found), at: s.range)
            return nil
        case .overflow:
            reportDurationRange(s, range ?? Duration(milliseconds: 0)...Duration(milliseconds: .max))
            return nil
        case .value(let value):
            if let range, !range.contains(value) {
                reportDurationRange(s, range)
                return nil
            }
            if range == nil, value < .zero {
                reportDurationRange(s, Duration(milliseconds: 0)...Duration(milliseconds: .max))
                return nil
            }
            if wholeSeconds, !value.isWholeSeconds {
                report(ValueMessages.notWholeSeconds(field, found: s.found), at: s.range)
                return nil
            }
            if unitless, value != .zero {
                // Read as seconds, as before, but said (SPEC §2.1); zero is zero in every unit.
                report(
                    ValueMessages.durationWithoutUnit(field, written: s.text), at: s.range,
                    fixIts: FixIts.appendUnit(for: field, at: s.range.end))
            }
            return Located(value, at: s.range)
        }
    }

    private func reportDurationRange(_ s: YAMLScalar, _ range: ClosedRange<Duration>) {
        let upper = range.upperBound.milliseconds == .max ? "" : " to \(range.upperBound)"
        let bounds = upper.isEmpty ? "of at least \(range.lowerBound)" : "from \(range.lowerBound)\(upper)"
        report(ValueMessages.durationRange(bounds, found: s.found), at: s.range)
    }

    /// An RFC 3339 time with an offset, to the millisecond.
    func time(_ node: YAMLNode, _ field: String) -> Located<Timestamp>? {
        guard let s = scalar(node, field, expected: "a time") else { return nil }
        switch RFC3339Text.read(s.text) {
        case .value(let milliseconds):
            return Located(Timestamp(unixMilliseconds: milliseconds), at: s.range)
        case .malformed(let missingOffset):
            let help = missingOffset ? ValueMessages.missingOffsetHelp : Self.isDate(s.text) ? ValueMessages.addTimeHelp(date: s.text) : nil
            report(ValueMessages.malformedTime(found: s.found), at: s.range, help: help)
        case .invalid(let field):
            report(ValueMessages.invalidTime(found: s.found, field: field), at: s.range)
        }
        return nil
    }

    /// `2027-01-01`: a date without its time, which a time field takes for a typo of one.
    static func isDate(_ text: String) -> Bool {
        let u = Array(text.utf8)
        return u.count == 10 && u.indices.allSatisfy { [4, 7].contains($0) ? u[$0] == UInt8(ascii: "-") : ScalarSyntax.isDigit(u[$0]) }
    }

    /// An id: `^[a-z0-9][a-z0-9_-]{0,63}$`.
    public func id(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let s = scalar(node, field, expected: "an id") else { return nil }
        guard ScalarSyntax.isID(s.text) else {
            let fixed = String(s.text.lowercased().map { $0 == " " ? "-" : $0 })
            let suggested = ScalarSyntax.isID(fixed)
            // The fix-it (SPEC §13.1) is not safe: an id is the campaign's identity on devices.
            let fixIt = suggested ? sourceText(s.range).flatMap { FixIts.replace(s.range, written: $0, with: fixed, safe: false) } : nil
            report(
                ValueMessages.malformedID(found: s.found),
                at: s.range, help: suggested ? ValueMessages.writeInstead(fixed) : nil, fixIts: fixIt.map { [$0] } ?? []
            )
            return nil
        }
        return Located(s.text, at: s.range)
    }
}
