/// Checks a parsed template against Braze's dialect and what an in-app message can use
/// (SPEC §15.2–§15.3, §15.6, §16.2). A pure function of the template and the context.
public struct LiquidChecker {
    let context: LiquidCheckContext
    let scalars: [Unicode.Scalar]
    var issues: [LiquidIssue] = []
    /// Variables assigned so far, in text order.
    var defined: Set<String> = []
    /// The attribute paths each enclosing `if`, `unless` or `case` tests (a few a block: a
    /// list, searched).
    var guards: [[String]] = []
    var translationDepth = 0
    var translationTexts: [String: String] = [:]
    var extrasBytes = 0
    /// True inside an output of a URI's query (W814).
    var queryStart: Int?

    init(context: LiquidCheckContext, scalars: [Unicode.Scalar]) {
        self.context = context
        self.scalars = scalars
    }

    /// Every issue of `template` in `context`: the parser's and the checker's, in text order.
    public static func check(_ template: LiquidTemplate, in context: LiquidCheckContext) -> [LiquidIssue] {
        guard !template.nodes.allSatisfy({ if case .text = $0 { return true } else { return false } }) || !template.issues.isEmpty else {
            return []
        }
        var checker = LiquidChecker(context: context, scalars: template.allScalars)
        if context.field == .uri { checker.queryStart = checker.literalQueryStart(template.nodes) }
        checker.walk(template.nodes)
        if context.field == .html { checker.checkHTMLComments(template.nodes) }
        return LiquidTemplate.ordered(template.issues + checker.issues)
    }

    func string(_ range: Range<Int>) -> String { LiquidScalars.string(scalars[range]) }

    mutating func walk(_ nodes: [LiquidNode]) {
        // By index: each node read in place, not copied whole.
        for index in nodes.indices {
            switch nodes[index] {
            case .text: break
            case .output(let output):
                guard let expression = output.expression else { continue }
                check(expression)
                checkShown(expression, output: output)
            case .tag(let tag): check(tag)
            }
        }
    }

    private mutating func check(_ tag: LiquidTag) {
        switch tag.kind {
        case .conditional(let condition, _):
            var tested: [String] = []
            if let condition {
                check(condition, tag: tag)
                tested = testedPaths(condition.expressions)
            }
            for branch in tag.branches {
                if case .elsif(let condition?) = branch.kind {
                    check(condition, tag: tag)
                    tested += testedPaths(condition.expressions)
                }
                guards.append(tested)
                walk(branch.nodes)
                guards.removeLast()
            }
        case .case(let subject):
            if let subject { check(subject) }
            let tested = subject.map { testedPaths([$0]) } ?? []
            for branch in tag.branches {
                if case .when(let values) = branch.kind { for value in values { check(value) } }
                guards.append(tested)
                walk(branch.nodes)
                guards.removeLast()
            }
        case .for(let loop), .tablerow(let loop):
            if let loop {
                check(loop.collection)
                for option in [loop.limit, loop.offset, loop.columns].compactMap({ $0 }) { check(option) }
            }
            let saved = defined
            if let loop { defined.insert(loop.variable) }
            defined.insert(tag.name == "for" ? "forloop" : "tablerowloop")
            walk(tag.body)
            defined = saved.union(loop.map { [$0.variable] } ?? [])
            for branch in tag.branches.dropFirst() { walk(branch.nodes) }
        case .assign(let name, _, let value):
            if let value { check(value) }
            defined.insert(name)
        case .capture(let name, _):
            walk(tag.body)
            defined.insert(name)
        case .increment(let name, _), .decrement(let name, _):
            defined.insert(name)
        case .cycle(let group, let values):
            if let group { check(group) }
            for value in values { check(value) }
        case .echo(let value):
            if let value { check(value) }
        case .liquid, .unsupported:
            for branch in tag.branches { walk(branch.nodes) }
        case .connectedContent(let content):
            walk(content.url.nodes)
            if let name = content.saveName { defined.insert(name) }
        case .catalogItems(let catalog, let ids):
            walk(catalog.nodes)
            for id in ids { walk(id.nodes) }
            defined.insert("items")
        case .catalogSelectionItems(let catalog, let selection):
            walk(catalog.nodes)
            walk(selection.nodes)
            defined.insert("items")
        case .messageExtras(let extras):
            for extra in extras {
                walk(extra.key.nodes)
                walk(extra.value.nodes)
                extrasBytes += literalBytes(extra.key) + literalBytes(extra.value)
            }
            if extrasBytes > 1024 { issues.append(LiquidIssue(.extrasTooLarge(bytes: extrasBytes), tag.range)) }
        case .translation(let id, _):
            if translationDepth > 0 { issues.append(LiquidIssue(.nestedTranslation, tag.range)) }
            let text = bodyText(tag)
            if let earlier = translationTexts[id], earlier != text {
                issues.append(LiquidIssue(.conflictingTranslation(id: id), tag.range))
            } else if translationTexts[id] == nil {
                translationTexts[id] = text
            }
            translationDepth += 1
            walk(tag.body)
            translationDepth -= 1
        case .break, .continue, .raw, .comment, .abortMessage: break
        }
    }

    private func literalBytes(_ word: LiquidWord) -> Int {
        word.nodes.reduce(0) { total, node in
            if case .text(let text, _) = node { return total + text.utf8.count }
            return total
        }
    }

    func bodyText(_ tag: LiquidTag) -> String {
        let end = tag.endRange?.lowerBound ?? tag.body.last?.range.upperBound ?? tag.range.upperBound
        return string(tag.range.upperBound..<max(end, tag.range.upperBound))
    }

    private mutating func check(_ condition: LiquidCondition, tag: LiquidTag) {
        switch condition {
        case .value(let value): check(value)
        case .comparison(let left, let op, let right):
            check(left)
            check(right)
            if isAttribute(left) && isAttribute(right) { issues.append(LiquidIssue(.attributesCompared, tag.range)) }
            if op != .contains {
                checkLiteralType(left, right)
                checkLiteralType(right, left)
            }
        case .and(let left, let right), .or(let left, let right):
            check(left, tag: tag)
            check(right, tag: tag)
        }
    }

    /// W813: a declared custom attribute compared with a literal of another type.
    private mutating func checkLiteralType(_ attribute: LiquidExpression, _ literal: LiquidExpression) {
        guard let variable = attribute.variable, variable.root == "custom_attribute", !variable.isPersonalization,
            variable.segments.count == 1, let name = variable.firstName, let declared = context.attributes?[name]
        else { return }
        let literalType: LiquidValueType
        switch literal.kind {
        case .string: literalType = .string
        case .integer, .float: literalType = .number
        case .boolean: literalType = .boolean
        default: return
        }
        let compatible = declared == literalType || declared == .array || (declared == .time && literalType != .boolean)
        if !compatible {
            issues.append(
                LiquidIssue(
                    .comparedTypeMismatch(attribute: variable.displayName, declared: declared, literal: literalType),
                    attribute.range.lowerBound..<attribute.range.lowerBound + 1))
        }
    }

    mutating func check(_ value: LiquidFilteredExpression) {
        check(value.value)
        for filter in value.filters {
            checkFilter(filter)
            for argument in filter.arguments { check(argument.value) }
        }
    }
}
