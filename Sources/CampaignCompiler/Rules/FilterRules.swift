import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// The static checks of SPEC §2.4 over the AND level of each trigger's filters: E310 for
/// filters on the same property that can never match together.
struct FilterRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        for trigger in campaign.triggers ?? [] {
            check(trigger.filters, in: context)
        }
    }

    /// Checks the plain filters and the single-filter `any_of` groups (which are plain filters
    /// too); each later filter is reported at most once, at the earliest earlier filter it
    /// contradicts. One pass: each property keeps a summary of its earlier filters
    /// (`EarlierFilters`) that answers "the earliest earlier filter this one contradicts" in
    /// logarithmic time, so 20,000 filters on one property cost no more than 20,000 on many.
    func check(_ entries: [FilterEntry], in context: RuleContext) {
        var earlierByProperty: [String: EarlierFilters] = [:]
        for (position, entry) in entries.enumerated() {
            guard let later = entry.single else { continue }
            let property = later.property.value
            var earlier = earlierByProperty.removeValue(forKey: property) ?? EarlierFilters()
            if let index = earlier.earliestContradiction(of: later), let first = entries[index].single,
                let reason = Self.contradiction(first, later, describe: { Self.describe($0, in: context) })
            {
                context.report(
                    TriggerMessages.contradiction(property, reason: reason),
                    at: later.range, notes: [context.note(TriggerMessages.earlierFilterNote, at: first.range)]
                )
            }
            earlier.append(later, at: position)
            earlierByProperty[property] = earlier
        }
    }

    /// Why two filters on the same property can never both match, or nil.
    static func contradiction(
        _ a: PropertyFilter, _ b: PropertyFilter, describe: (PropertyFilter) -> String = \.describe
    ) -> String? {
        // Built only when returned: most pairs do not contradict.
        func both() -> String { "`\(describe(a))` and `\(describe(b))`" }
        if a.type != b.type {
            return "compared as \(a.type.rawValue) and as \(b.type.rawValue)"
        }
        switch (a.op.value, a.value.value, b.op.value, b.value.value) {
        case (.exists, .boolean(false), .exists, .boolean(false)):
            return nil
        case (.exists, .boolean(false), _, _), (_, _, .exists, .boolean(false)):
            return both()
        case (.equals, let x, .equals, let y):
            return same(x, y) ? nil : both()
        case (.equals, let x, .notEquals, let y), (.notEquals, let x, .equals, let y):
            return same(x, y) ? both() : nil
        case (.lessThanAgo, .duration(let within), .moreThanAgo, .duration(let before)),
            (.moreThanAgo, .duration(let before), .lessThanAgo, .duration(let within)),
            (.lessThanIn, .duration(let within), .moreThanIn, .duration(let before)),
            (.moreThanIn, .duration(let before), .lessThanIn, .duration(let within)):
            return before >= within ? both() : nil
        case (.before, .time(let first), .after, .time(let last)),
            (.after, .time(let last), .before, .time(let first)):
            return first <= last ? both() : nil
        default:
            break
        }
        if let x = a.numericBound, let y = b.numericBound {
            return NumericBound.disjoint(x, y) ? both() : nil
        }
        return nil
    }

    /// `greater_than: 50`, with the value as written when it is short and on one line.
    static func describe(_ filter: PropertyFilter, in context: RuleContext) -> String {
        if let text = context.sourceText(filter.value.range), !text.isEmpty, text.unicodeScalars.count <= 40,
            !text.contains("\n"), !text.contains("`")
        {
            return "\(filter.op.value.rawValue): \(text)"
        }
        return filter.describe
    }

    static func same(_ x: FilterValue, _ y: FilterValue) -> Bool {
        if case .number(let m) = x, case .number(let n) = y { return m.sameValue(as: n) }
        return x == y
    }
}

extension FilterEntry {
    /// The entry's one filter (a plain filter, or an `any_of` of one), or nil.
    fileprivate var single: PropertyFilter? {
        switch self {
        case .filter(let filter): filter
        case .anyOf(let filters, _): filters.count == 1 ? filters[0] : nil
        }
    }
}
