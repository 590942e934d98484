/// A parsed field text: its node tree and the syntax problems found while reading it. Every
/// range is in Unicode scalar offsets of `text`.
public struct LiquidTemplate: Sendable, Equatable {
    public let text: String
    public let nodes: [LiquidNode]
    /// Problems of syntax (E801) and of the dialect found while reading (E802, E807, E808,
    /// E810, E811, E901 ids), in text order.
    public let issues: [LiquidIssue]
    /// The number of Unicode scalars of `text`: the end of the field.
    public let length: Int
    /// The Unicode scalars of `text` when it holds Liquid, as the parser read them (empty for a
    /// plain text, which needs none); the checker and the renderer read the same array.
    let scalars: [Unicode.Scalar]

    /// Parses `text`. Linear in its length; never fails: problems are `issues`.
    public init(parsing text: String) {
        self.text = text
        guard LiquidDetection.containsLiquid(text) else {
            length = LiquidScalars.count(text)
            nodes = length == 0 ? [] : [.text(text, range: 0..<length)]
            issues = []
            scalars = []
            return
        }
        let scalars = LiquidScalars.array(text)
        self.scalars = scalars
        length = scalars.count
        let parsed = LiquidParser.parse(scalars)
        nodes = parsed.nodes
        issues = LiquidTemplate.ordered(parsed.issues)
    }

    /// The Unicode scalars of `text`, for a plain text too.
    var allScalars: [Unicode.Scalar] { scalars.isEmpty && length > 0 ? LiquidScalars.array(text) : scalars }

    /// True when the template reads as Liquid 5 with Braze's tags: no syntax problem (E801)
    /// and no tag that neither has (Shopify's theme tags other than `render` and `include` are
    /// not Liquid 5's either). What python-liquid's verdict is compared with.
    public var parses: Bool {
        !issues.contains { issue in
            switch issue.kind {
            case .unknownTag: return true
            case .unsupportedTag(let name, _): return name != "render" && name != "include"
            default: return issue.kind.isSyntax
            }
        }
    }

    /// Issues sorted by position; ties keep the order they were found in.
    static func ordered(_ issues: [LiquidIssue]) -> [LiquidIssue] {
        issues.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
    }
}
