/// A URI with Liquid as SPEC §15.6 checks it: the literal text with each output replaced by
/// one letter (`x`), tags contributing their branches' text in order.
public struct LiquidURISkeleton: Sendable, Equatable {
    /// The literal parts with `x` for each output.
    public var text: String
    /// True when no output comes before the scheme's `:`.
    public var schemeIsLiteral: Bool
    /// True when the URI is one output and nothing else (checked when rendered).
    public var isSingleOutput: Bool
    /// The range of the first output or tag, where "the scheme must be written" points.
    public var firstLiquidRange: Range<Int>?

    public init(_ template: LiquidTemplate) {
        var text = ""
        var schemeIsLiteral = true
        var sawColon = false
        var first: Range<Int>?
        func walk(_ nodes: [LiquidNode]) {
            for node in nodes {
                switch node {
                case .text(let value, _):
                    if !sawColon, value.contains(":") { sawColon = true }
                    text += value
                case .output(let output):
                    first = first ?? output.range
                    if !sawColon { schemeIsLiteral = false }
                    text += "x"
                case .tag(let tag):
                    first = first ?? tag.range
                    if case .raw(let raw) = tag.kind {
                        if !sawColon, raw.contains(":") { sawColon = true }
                        text += raw
                    }
                    for branch in tag.branches { walk(branch.nodes) }
                }
            }
        }
        walk(template.nodes)
        self.text = text
        self.schemeIsLiteral = schemeIsLiteral
        if case .output? = template.nodes.first, template.nodes.count == 1 { isSingleOutput = true } else { isSingleOutput = false }
        firstLiquidRange = first
    }
}
