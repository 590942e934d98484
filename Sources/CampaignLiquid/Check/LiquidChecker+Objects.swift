/// Objects, attributes and variables (E803, E805, E808), what an output shows (W806, W814)
/// and filters (E802).
extension LiquidChecker {
    mutating func check(_ expression: LiquidExpression) {
        switch expression.kind {
        case .range(let lower, let upper):
            check(lower)
            check(upper)
        case .variable(let variable):
            checkVariable(variable, at: expression.range)
            for case .index(let inner, _) in variable.segments { check(inner) }
        default: break
        }
    }

    private mutating func checkVariable(_ variable: LiquidVariable, at range: Range<Int>) {
        let start = range.lowerBound..<range.lowerBound + 1
        if variable.isPersonalization {
            if !LiquidVocabulary.standardAttributes.contains(variable.root) {
                let suggestion = LiquidSuggestion.closest(to: variable.root, in: LiquidVocabulary.standardAttributes)
                issues.append(LiquidIssue(.unknownStandardAttribute(variable.root, suggestion: suggestion), start))
            }
            return
        }
        if let reason = LiquidVocabulary.unavailableRoots[variable.root] {
            issues.append(LiquidIssue(.unavailableInInAppMessages(variable.root, reason: reason), start))
            return
        }
        guard let members = LiquidVocabulary.objectMembers[variable.root] else {
            if !defined.contains(variable.root) { issues.append(LiquidIssue(.undefinedVariable(variable.root), start)) }
            return
        }
        guard let member = variable.firstName else { return }
        switch variable.root {
        case "custom_attribute":
            if let declared = context.attributes, declared[member] == nil {
                let suggestion = LiquidSuggestion.closest(to: member, in: declared.keys.sorted())
                issues.append(LiquidIssue(.undeclaredAttribute(member, suggestion: suggestion), start))
            }
        case "event_properties":
            if let trigger = context.triggers.first(where: { !$0.hasEventProperties }) {
                issues.append(LiquidIssue(.eventPropertiesUnavailable(trigger: trigger.word), start))
            } else if let events = context.events {
                for case .customEvent(let name) in context.triggers {
                    guard let properties = events[name], properties[member] == nil else { continue }
                    let suggestion = LiquidSuggestion.closest(to: member, in: properties.keys.sorted())
                    issues.append(LiquidIssue(.undeclaredEventProperty(member, event: name, suggestion: suggestion), start))
                    break
                }
            }
        case "content_blocks":
            if !context.contentBlocks.contains(member) {
                let suggestion = LiquidSuggestion.closest(to: member, in: context.contentBlocks.sorted())
                issues.append(LiquidIssue(.unknownContentBlock(member, suggestion: suggestion), start))
            }
        case "campaign" where member == "dispatch_id":
            issues.append(LiquidIssue(.unavailableInInAppMessages("campaign.${dispatch_id}", reason: "in-app messages have no dispatch"), start))
        default:
            if let members, !members.contains(member) {
                let suggestion = LiquidSuggestion.closest(to: member, in: members)
                issues.append(LiquidIssue(.unknownMember(object: variable.root, member: member, suggestion: suggestion), start))
            }
        }
    }

    /// A standard attribute, custom attribute or event property.
    func isAttribute(_ expression: LiquidExpression) -> Bool { attributeKey(expression) != nil }

    /// The attribute an expression reads, as `${first_name}` or `custom_attribute.vip`.
    func attributeKey(_ expression: LiquidExpression) -> String? {
        guard let variable = expression.variable else { return nil }
        if variable.isPersonalization { return "${\(variable.root)}" }
        guard variable.root == "custom_attribute" || variable.root == "event_properties", let member = variable.firstName else { return nil }
        return "\(variable.root).\(member)"
    }

    /// A loop rather than `compactMap(attributeKey)`, whose closure copied the whole checker.
    func testedPaths(_ expressions: [LiquidExpression]) -> [String] {
        var paths: [String] = []
        for expression in expressions {
            if let key = attributeKey(expression) { paths.append(key) }
        }
        return paths
    }

    /// W806 in visible text, W814 in a URI's query.
    mutating func checkShown(_ value: LiquidFilteredExpression, output: LiquidOutput) {
        // A few filters an output: read in place, not gathered into a set.
        switch context.field {
        case .visibleText:
            guard let key = attributeKey(value.value), !value.filters.contains(where: { $0.name == "default" }),
                !guards.contains(where: { $0.contains(key) })
            else { return }
            let start = value.value.range.lowerBound
            issues.append(LiquidIssue(.missingDefault(value.value.variable?.displayName ?? key), start..<start + 1))
        case .uri:
            guard let queryStart, output.range.lowerBound > queryStart, !value.filters.contains(where: { LiquidVocabulary.queryEscapes.contains($0.name) })
            else { return }
            issues.append(LiquidIssue(.unescapedQueryOutput, output.range))
        default: break
        }
    }

    /// Where the query of a URI starts: the first `?` of its literal text.
    func literalQueryStart(_ nodes: [LiquidNode]) -> Int? {
        for node in nodes {
            guard case .text(_, let range) = node else { continue }
            if let offset = range.first(where: { scalars[$0] == "?" }) { return offset }
            if range.contains(where: { scalars[$0] == "#" }) { return nil }
        }
        return nil
    }

    mutating func checkFilter(_ filter: LiquidFilter) {
        let name = filter.name
        guard let (minimum, maximum) = LiquidVocabulary.filterArity[name] else {
            if let unsupported = LiquidVocabulary.unsupportedFilters[name] {
                issues.append(LiquidIssue(.unsupportedFilter(name, reason: unsupported.reason, alternative: unsupported.alternative), filter.nameRange))
            } else {
                let suggestion = LiquidSuggestion.closest(to: name, in: LiquidVocabulary.allFilters)
                issues.append(LiquidIssue(.unknownFilter(name, suggestion: suggestion), filter.nameRange))
            }
            return
        }
        // The arguments read in place (most filters have one or none); the one keyword
        // argument a filter takes is `default`'s `allow_false`.
        let positionalCount = filter.arguments.reduce(0) { $0 + ($1.keyword == nil ? 1 : 0) }
        let keywordsAllowed = filter.arguments.allSatisfy { $0.keyword.map { keyword in name == "default" && keyword == "allow_false" } ?? true }
        if positionalCount < minimum || positionalCount > maximum || !keywordsAllowed {
            let expected: String
            switch (minimum, maximum) {
            case (0, 0): expected = "no argument"
            case (1, 1): expected = "one argument"
            case (0, 1): expected = "at most one argument"
            case (let low, let high) where low == high: expected = "\(low) arguments"
            default: expected = "\(minimum) to \(maximum) arguments"
            }
            issues.append(LiquidIssue(.filterArguments(name, expected: expected), filter.nameRange))
            return
        }
        if LiquidVocabulary.numericArguments.contains(name) {
            for argument in filter.positional {
                guard case .string(let text) = argument.kind, !LiquidNumber.readsAsNumber(text) else { continue }
                issues.append(LiquidIssue(.filterArguments(name, expected: "a number, not the string \"\(text)\""), filter.nameRange))
                return
            }
        }
    }

    /// W809: Liquid inside `<!-- … -->` of an html field.
    mutating func checkHTMLComments(_ nodes: [LiquidNode]) {
        var comments: [Range<Int>] = []
        var position = 0
        while position + 3 < scalars.count {
            guard scalars[position] == "<", scalars[position + 1] == "!", scalars[position + 2] == "-", scalars[position + 3] == "-" else {
                position += 1
                continue
            }
            var end = position + 4
            while end + 2 < scalars.count && !(scalars[end] == "-" && scalars[end + 1] == "-" && scalars[end + 2] == ">") { end += 1 }
            let stop = end + 2 < scalars.count ? end + 3 : scalars.count
            comments.append(position..<stop)
            position = stop
        }
        if !comments.isEmpty { reportInComments(nodes, comments) }
    }

    private mutating func reportInComments(_ nodes: [LiquidNode], _ comments: [Range<Int>]) {
        for node in nodes {
            if case .text = node { continue }
            if comments.contains(where: { $0.contains(node.range.lowerBound) }) {
                issues.append(LiquidIssue(.liquidInHTMLComment, node.range))
            } else if case .tag(let tag) = node {
                for branch in tag.branches { reportInComments(branch.nodes, comments) }
            }
        }
    }
}
