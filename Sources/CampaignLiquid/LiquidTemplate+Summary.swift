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
