/// What a template uses, for the preview, the payload and localisation.
extension LiquidTemplate {
    /// Every attribute and event property the template reads, in text order, each once.
    public var usedNames: [LiquidUsedName] {
        var names: [LiquidUsedName] = []
        var seen: Set<LiquidUsedName> = []
        visitExpressions { expression in
            guard let variable = expression.variable else { return }
            let used: LiquidUsedName
            if variable.isPersonalization {
                used = LiquidUsedName(kind: .standardAttribute, name: variable.root)
            } else if let member = variable.firstName, variable.root == "custom_attribute" || variable.root == "event_properties" {
                used = LiquidUsedName(kind: variable.root == "custom_attribute" ? .customAttribute : .eventProperty, name: member)
            } else {
                return
            }
            if seen.insert(used).inserted { names.append(used) }
        }
        return names
    }

    /// True when the message must be rendered when triggered (SPEC §15.5): it uses
    /// `event_properties`, `connected_content`, `catalog_items` or `catalog_selection_items`.
    public var isTemplated: Bool {
        var templated = false
        visitTags { tag in
            switch tag.kind {
            case .connectedContent, .catalogItems, .catalogSelectionItems: templated = true
            default: break
            }
        }
        visitExpressions { expression in
            if let variable = expression.variable, !variable.isPersonalization, variable.root == "event_properties" { templated = true }
        }
        return templated
    }

    /// The `{% translation id %}` blocks, in text order.
    public var translationBlocks: [LiquidTranslationBlock] {
        var blocks: [LiquidTranslationBlock] = []
        let scalars = Array(text.unicodeScalars)
        visitTags { tag in
            guard case .translation(let id, _) = tag.kind else { return }
            let end = tag.endRange?.lowerBound ?? length
            let textRange = tag.range.upperBound..<max(end, tag.range.upperBound)
            let range = tag.range.lowerBound..<(tag.endRange?.upperBound ?? length)
            blocks.append(LiquidTranslationBlock(id: id, range: range, textRange: textRange, text: LiquidScalars.string(scalars[textRange])))
        }
        return blocks
    }

    /// The outputs and tags of the template as written, in text order (a translation's own
    /// tags left out), for comparing a text's placeholders with its translation's.
    public var placeholders: [LiquidPlaceholder] {
        let scalars = Array(text.unicodeScalars)
        var out: [LiquidPlaceholder] = []
        func add(_ range: Range<Int>, _ kind: LiquidPlaceholder.Kind) {
            out.append(LiquidPlaceholder(kind: kind, text: LiquidScalars.string(scalars[range]), range: range))
        }
        func walk(_ nodes: [LiquidNode]) {
            for node in nodes {
                switch node {
                case .text: continue
                case .output(let output): add(output.range, .output)
                case .tag(let tag):
                    let isTranslation: Bool
                    if case .translation = tag.kind { isTranslation = true } else { isTranslation = false }
                    if !isTranslation { add(tag.range, .tag) }
                    for (index, branch) in tag.branches.enumerated() {
                        if index > 0 && branch.tagRange != tag.range { add(branch.tagRange, .tag) }
                        walk(branch.nodes)
                    }
                    if let end = tag.endRange, !isTranslation { add(end, .tag) }
                }
            }
        }
        walk(nodes)
        return out
    }

    /// Calls `body` for every tag, depth first in text order.
    func visitTags(_ body: (LiquidTag) -> Void) {
        func walk(_ nodes: [LiquidNode]) {
            for case .tag(let tag) in nodes {
                body(tag)
                for branch in tag.branches { walk(branch.nodes) }
                switch tag.kind {
                case .connectedContent(let content): walk(content.url.nodes)
                case .catalogItems(let catalog, let ids): walk(catalog.nodes + ids.flatMap(\.nodes))
                case .catalogSelectionItems(let catalog, let selection): walk(catalog.nodes + selection.nodes)
                case .messageExtras(let extras): walk(extras.flatMap { $0.key.nodes + $0.value.nodes })
                default: break
                }
            }
        }
        walk(nodes)
    }

    /// Calls `body` for every expression (index expressions inside paths too), in text order.
    func visitExpressions(_ body: (LiquidExpression) -> Void) {
        func visit(_ expression: LiquidExpression) {
            body(expression)
            switch expression.kind {
            case .range(let lower, let upper):
                visit(lower)
                visit(upper)
            case .variable(let variable):
                for case .index(let inner, _) in variable.segments { visit(inner) }
            default: break
            }
        }
        func visit(_ value: LiquidFilteredExpression) {
            visit(value.value)
            for argument in value.filters.flatMap(\.arguments) { visit(argument.value) }
        }
        func walk(_ nodes: [LiquidNode]) {
            for node in nodes {
                switch node {
                case .text: continue
                case .output(let output): output.expression.map(visit)
                case .tag(let tag):
                    switch tag.kind {
                    case .conditional(let condition, _): condition?.expressions.forEach(visit)
                    case .case(let subject): subject.map(visit)
                    case .for(let loop), .tablerow(let loop):
                        if let loop { ([loop.collection] + [loop.limit, loop.offset, loop.columns].compactMap { $0 }).forEach(visit) }
                    case .assign(_, _, let value): value.map(visit)
                    case .echo(let value): value.map(visit)
                    case .cycle(let group, let values): ((group.map { [$0] } ?? []) + values).forEach(visit)
                    case .connectedContent(let content): walk(content.url.nodes)
                    case .catalogItems(let catalog, let ids): walk(catalog.nodes + ids.flatMap(\.nodes))
                    case .catalogSelectionItems(let catalog, let selection): walk(catalog.nodes + selection.nodes)
                    case .messageExtras(let extras): walk(extras.flatMap { $0.key.nodes + $0.value.nodes })
                    default: break
                    }
                    for branch in tag.branches {
                        switch branch.kind {
                        case .elsif(let condition?): condition.expressions.forEach(visit)
                        case .when(let values): values.forEach(visit)
                        default: break
                        }
                        walk(branch.nodes)
                    }
                }
            }
        }
        walk(nodes)
    }
}

/// An attribute or event property a template reads.
public struct LiquidUsedName: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case standardAttribute
        case customAttribute
        case eventProperty
    }

    public var kind: Kind
    public var name: String

    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}

/// A `{% translation id %}…{% endtranslation %}` block: the whole block's range and its
/// text's.
public struct LiquidTranslationBlock: Sendable, Equatable {
    public var id: String
    public var range: Range<Int>
    public var textRange: Range<Int>
    public var text: String

    public init(id: String, range: Range<Int>, textRange: Range<Int>, text: String) {
        self.id = id
        self.range = range
        self.textRange = textRange
        self.text = text
    }
}

/// An output or tag as written, for placeholder parity between texts.
public struct LiquidPlaceholder: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case output
        case tag
    }

    public var kind: Kind
    public var text: String
    public var range: Range<Int>
}
