public import CampaignDiagnostics
public import CampaignLiquid
public import CampaignYAML

/// A field's text as the campaign language reads it (SPEC §15): plain text, or a Liquid
/// template whose every character maps back to where the file wrote it (`ScalarSourceMap`),
/// in literal and Liquid segments. A text without `{{` or `{%` is one literal segment and
/// costs one scan of its bytes; a Liquid text's map is built only when a position inside it
/// is asked for (a diagnostic, a segment), since most texts have none to report.
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
    /// True when the text holds `{{` or `{%`.
    public let isLiquid: Bool
    /// The file the text was read from, for its map.
    private let source: SourceFile

    /// The map, once `mapped()` built it.
    private var built: ScalarSourceMap?

    /// Where each character came from; nil for plain text. Built on each call unless
    /// `mapped()` built it: call that first when many positions are needed.
    public var map: ScalarSourceMap? {
        built ?? (isLiquid ? ScalarSourceMap(value: text, range: range, source: source) : nil)
    }

    /// The same text with its map built once, for the positions of many diagnostics.
    public func mapped() -> FieldText {
        var copy = self
        copy.built = map
        return copy
    }

    /// The text of `scalar`, read from `source`; `template` is its parse when the caller has it.
    public init(_ scalar: YAMLScalar, in source: SourceFile, template: LiquidTemplate? = nil) {
        self.init(scalar.text, at: scalar.range, in: source, template: template)
    }

    /// The text `text`, written at `range` of `source`; `template` is its parse when the caller
    /// has it.
    public init(_ text: String, at range: SourceRange, in source: SourceFile, template: LiquidTemplate? = nil) {
        self.text = text
        self.range = range
        self.source = source
        self.template = template ?? LiquidTemplate(parsing: text)
        isLiquid = LiquidDetection.containsLiquid(text)
    }

    /// The file range of the text's Unicode scalars `scalars`; the whole scalar for plain text.
    public func range(_ scalars: Range<Int>) -> SourceRange {
        map?.range(scalars) ?? range
    }

    /// The text in literal and Liquid segments, in order.
    public var segments: [Segment] {
        let scalars = Array(text.unicodeScalars)
        let map = self.map
        return template.nodes.map { node in
            let span: Range<Int>
            if case .tag(let tag) = node, let end = tag.endRange {
                span = tag.range.lowerBound..<end.upperBound
            } else {
                span = node.range
            }
            var written = String.UnicodeScalarView()
            written.append(contentsOf: scalars[span.clamped(to: 0..<scalars.count)])
            let place = map?.range(span) ?? range
            if case .text = node { return .literal(String(written), place) }
            return .liquid(String(written), place)
        }
    }
}
