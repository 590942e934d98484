public import CampaignDiagnostics
public import CampaignLiquid
public import CampaignYAML

/// A field's text as the campaign language reads it (SPEC §15): plain text, or a Liquid
/// template whose every character maps back to where the file wrote it (`ScalarSourceMap`),
/// in literal and Liquid segments. A text without `{{` or `{%` is one literal segment and
/// costs one scan of its bytes: its map is built only for Liquid.
public struct FieldText: Sendable {
    /// One run of the text: written as is, or an output or tag (a block with its body).
    public enum Segment: Sendable, Equatable {
        case literal(String, SourceRange)
        case liquid(String, SourceRange)
    }

    /// The value, after YAML's quoting, escapes and folding.
    public let text: String
    /// Where the scalar was written, quotes included.
    public let range: SourceRange
    /// The parsed template (one text node when the text has no Liquid).
    public let template: LiquidTemplate
    /// Where each character came from; nil for plain text.
    public let map: ScalarSourceMap?

    /// The text of `scalar`, read from `source`.
    public init(_ scalar: YAMLScalar, in source: SourceFile) {
        self.init(scalar.text, at: scalar.range, in: source)
    }

    /// The text `text`, written at `range` of `source`.
    public init(_ text: String, at range: SourceRange, in source: SourceFile) {
        self.text = text
        self.range = range
        template = LiquidTemplate(parsing: text)
        map = LiquidDetection.containsLiquid(text) ? ScalarSourceMap(value: text, range: range, source: source) : nil
    }

    /// True when the text holds `{{` or `{%`.
    public var isLiquid: Bool { map != nil }

    /// The file range of the text's Unicode scalars `scalars`; the whole scalar for plain text.
    public func range(_ scalars: Range<Int>) -> SourceRange {
        map?.range(scalars) ?? range
    }

    /// The text in literal and Liquid segments, in order.
    public var segments: [Segment] {
        let scalars = Array(text.unicodeScalars)
        return template.nodes.map { node in
            let span: Range<Int>
            if case .tag(let tag) = node, let end = tag.endRange {
                span = tag.range.lowerBound..<end.upperBound
            } else {
                span = node.range
            }
            var written = String.UnicodeScalarView()
            written.append(contentsOf: scalars[span.clamped(to: 0..<scalars.count)])
            if case .text = node { return .literal(String(written), range(span)) }
            return .liquid(String(written), range(span))
        }
    }
}
