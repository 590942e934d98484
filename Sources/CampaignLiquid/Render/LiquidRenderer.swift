/// Renders a parsed template for a profile (SPEC §15.4): Liquid 5's semantics as Shopify's
/// Ruby implementation has them, Braze's tags and differences, and bounded work.
struct LiquidRenderer {
    static let maximumIterations = 10_000
    static let maximumOutputBytes = 1 << 20
    static let maximumDepth = 10

    /// What stops rendering: an error, or `abort_message`.
    enum Stop: Error {
        case error(LiquidRenderError)
        case abort(String?)
    }

    enum Interrupt {
        case none
        case breakLoop
        case continueLoop
    }

    let profile: LiquidProfile
    let environment: LiquidRenderEnvironment
    /// Loop scopes, innermost last.
    var scopes: [[String: LiquidValue]] = []
    /// What `assign` and `capture` write.
    var variables: [String: LiquidValue] = [:]
    /// What `increment` and `decrement` count, apart from `assign`'s variables as in Liquid.
    var counters: [String: Int] = [:]
    var cycles: [String: Int] = [:]
    var forOffsets: [String: Int] = [:]
    var iterations = 0
    var extras: [LiquidRenderedExtra] = []
    var depth = 0
    var interrupt = Interrupt.none
    /// The text of the template being rendered (content blocks and translations swap it).
    var scalars: [Unicode.Scalar]

    init(profile: LiquidProfile, environment: LiquidRenderEnvironment, scalars: [Unicode.Scalar]) {
        self.profile = profile
        self.environment = environment
        self.scalars = scalars
    }

    func source(_ range: Range<Int>) -> String {
        guard range.upperBound <= scalars.count else { return "" }
        return LiquidScalars.string(scalars[range])
    }

    func fail(_ kind: LiquidRenderError.Kind, _ range: Range<Int>) -> Stop { .error(LiquidRenderError(kind, range: range)) }

    mutating func write(_ text: String, to buffer: inout String, at range: Range<Int>) throws(Stop) {
        buffer += text
        if buffer.utf8.count > LiquidRenderer.maximumOutputBytes { throw fail(.outputTooLarge(limit: LiquidRenderer.maximumOutputBytes), range) }
    }

    mutating func render(_ nodes: [LiquidNode], into buffer: inout String) throws(Stop) {
        // By index: each node read in place, not copied whole (one template renders per persona).
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text, let range): try write(text, to: &buffer, at: range)
            case .output(let output):
                guard let expression = output.expression else { continue }
                let value = try evaluate(expression, at: output.range)
                try write(value.outputText, to: &buffer, at: output.range)
            case .tag(let tag): try render(tag, into: &buffer)
            }
            if interrupt != .none { return }
        }
    }

    /// Another template's text rendered in this context: a content block or a translation.
    mutating func renderNested(_ text: String, name: String, at range: Range<Int>) throws(Stop) -> String {
        guard depth < LiquidRenderer.maximumDepth else { throw fail(.nestingTooDeep(limit: LiquidRenderer.maximumDepth), range) }
        let template = LiquidTemplate(parsing: text)
        if let issue = template.issues.first(where: { $0.kind.isSyntax }) {
            throw fail(.invalidTemplate(name: name, issue: issue.summary), range)
        }
        let saved = scalars
        scalars = template.allScalars
        depth += 1
        defer {
            depth -= 1
            scalars = saved
        }
        var buffer = ""
        try render(template.nodes, into: &buffer)
        return buffer
    }

    mutating func countIteration(at range: Range<Int>) throws(Stop) {
        iterations += 1
        if iterations > LiquidRenderer.maximumIterations { throw fail(.tooManyIterations(limit: LiquidRenderer.maximumIterations), range) }
    }
}

extension LiquidTemplate {
    /// Renders the template for `profile`. A template with a syntax problem is not rendered
    /// (`.failed`); an error of the run gives no text at all.
    public func render(for profile: LiquidProfile, in environment: LiquidRenderEnvironment) -> LiquidRenderOutcome {
        if let issue = issues.first(where: { $0.kind.isSyntax }) {
            return .failed(LiquidRenderError(.invalidTemplate(name: "the text", issue: issue.summary), range: issue.range))
        }
        var renderer = LiquidRenderer(profile: profile, environment: environment, scalars: allScalars)
        var buffer = ""
        do {
            try renderer.render(nodes, into: &buffer)
        } catch {
            switch error {
            case .error(let error): return .failed(error)
            case .abort(let reason): return .aborted(reason: reason)
            }
        }
        return .rendered(buffer, extras: renderer.extras)
    }
}
