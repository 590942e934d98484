import CampaignYAML

/// Where a scenario names a campaign (SPEC §13.6 part 3, §13.9): the items of `campaigns`; in
/// an `expect`, the value of `displayed` or `visible` (or an item of their lists), an item of
/// `stack`, and `dropped` (a plain id, a list item, or a `campaign:` value); a `history`
/// entry's `campaign`. Read from the node tree, so a scenario with errors elsewhere still has them.
enum ScenarioReferences {
    static func campaigns(in root: YAMLMapping) -> [NamedRange] {
        var found: [NamedRange] = []
        found += scalars(root.entry("campaigns")?.value, listed: true)
        if case .sequence(let history)? = root.entry("history")?.value {
            for case .mapping(let entry) in history.items { found += scalars(entry.entry("campaign")?.value, listed: false) }
        }
        if case .sequence(let steps)? = root.entry("steps")?.value {
            for case .mapping(let step) in steps.items {
                guard case .mapping(let expect)? = step.entry("expect")?.value else { continue }
                for entry in expect.entries {
                    switch entry.key.text {
                    case "displayed", "visible", "stack": found += scalars(entry.value, listed: true)
                    case "dropped": found += dropped(entry.value)
                    default: continue
                    }
                }
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A plain id, a `{campaign, reason}`, or a list of either.
    private static func dropped(_ node: YAMLNode) -> [NamedRange] {
        switch node {
        case .scalar: return scalars(node, listed: false)
        case .mapping(let entry): return scalars(entry.entry("campaign")?.value, listed: false)
        case .sequence(let list): return list.items.flatMap { $0.isSequence ? [] : dropped($0) }
        default: return []
        }
    }

    /// The scalar `node`, or with `listed` the scalar items of the list it is.
    private static func scalars(_ node: YAMLNode?, listed: Bool) -> [NamedRange] {
        switch node {
        case .scalar(let scalar)? where !scalar.isNull: return [NamedRange(scalar)]
        case .sequence(let list)? where listed:
            return list.items.compactMap { item in
                guard case .scalar(let scalar) = item, !scalar.isNull else { return nil }
                return NamedRange(scalar)
            }
        default: return []
        }
    }
}

extension YAMLNode {
    fileprivate var isSequence: Bool {
        if case .sequence = self { return true }
        return false
    }
}
