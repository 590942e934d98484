import CampaignDiagnostics
import CampaignModel

/// The static checks of SPEC §2.4 over the AND level of one trigger's filters: E310 for
/// filters on the same property that can never match together.
struct FilterChecks {
    let context: DecodingContext

    /// Checks the plain filters and the single-filter `any_of` groups (which are plain filters
    /// too); each later filter is reported at most once, with a note at the earlier one.
    func check(_ entries: [FilterEntry]) {
        let filters = entries.compactMap { entry -> PropertyFilter? in
            let alternatives = entry.alternatives
            return alternatives.count == 1 ? alternatives[0] : nil
        }
        // The earlier filters of each property, each (type, operator, value) once: a repeat
        // contradicts exactly what its first occurrence does, and the first one is the one
        // reported. Without this, N aliases of one filter cost N² checks (SPEC §7).
        var earlierByProperty: [String: [PropertyFilter]] = [:]
        var seen: Set<Signature> = []
        for later in filters {
            let property = later.property.value
            for earlier in earlierByProperty[property] ?? [] {
                if let reason = Self.contradiction(earlier, later, describe: describe) {
                    context.report(
                        .E310, "filters on `\(property)` can never match together: \(reason)",
                        at: later.range, notes: [context.note("the earlier filter is here", at: earlier.range)]
                    )
                    break
                }
            }
            if seen.insert(Signature(later)).inserted {
                earlierByProperty[property, default: []].append(later)
            }
        }
    }

    /// What `contradiction` looks at in a filter, with its property.
    private struct Signature: Hashable {
        let property: String
        let type: PropertyType
        let op: FilterOperator
        let value: FilterValue

        init(_ filter: PropertyFilter) {
            property = filter.property.value
            type = filter.type
            op = filter.op.value
            value = filter.value.value
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
             (.moreThanAgo, .duration(let before), .lessThanAgo, .duration(let within)):
            return before >= within ? both() : nil
        default:
            break
        }
        if let x = a.numericBound, let y = b.numericBound {
            return NumericBound.disjoint(x, y) ? both() : nil
        }
        return nil
    }

    /// `greater_than: 50`, with the value as written when it is short and on one line.
    func describe(_ filter: PropertyFilter) -> String {
        if let text = context.sourceText(filter.value.range), !text.isEmpty, text.unicodeScalars.count <= 40,
           !text.contains("\n"), !text.contains("`") {
            return "\(filter.op.value.rawValue): \(text)"
        }
        return filter.describe
    }

    static func same(_ x: FilterValue, _ y: FilterValue) -> Bool {
        if case .number(let m) = x, case .number(let n) = y { return m.sameValue(as: n) }
        return x == y
    }
}

/// A numeric filter as a set of numbers: a point or a half-line.
enum NumericBound {
    case point(NumberValue)
    case above(NumberValue, strict: Bool)
    case below(NumberValue, strict: Bool)

    /// True when no number satisfies both.
    static func disjoint(_ x: NumericBound, _ y: NumericBound) -> Bool {
        switch (x, y) {
        case (.point(let p), .point(let q)):
            return !p.sameValue(as: q)
        case (.point(let p), let bound), (let bound, .point(let p)):
            return !bound.admits(p)
        case (.above(let lo, let strictLo), .below(let hi, let strictHi)),
             (.below(let hi, let strictHi), .above(let lo, let strictLo)):
            let order = compare(lo, hi)
            return order > 0 || (order == 0 && (strictLo || strictHi))
        default:
            return false
        }
    }

    func admits(_ p: NumberValue) -> Bool {
        switch self {
        case .point(let q): p.sameValue(as: q)
        case .above(let lo, let strict): strict ? Self.compare(p, lo) > 0 : Self.compare(p, lo) >= 0
        case .below(let hi, let strict): strict ? Self.compare(p, hi) < 0 : Self.compare(p, hi) <= 0
        }
    }

    /// -1, 0 or 1; exact for two integers, by double value otherwise.
    static func compare(_ a: NumberValue, _ b: NumberValue) -> Int {
        if let x = a.integer, let y = b.integer { return x < y ? -1 : x == y ? 0 : 1 }
        return a.double < b.double ? -1 : a.double == b.double ? 0 : 1
    }
}

extension PropertyFilter {
    /// The filter's numeric set, when it compares numbers with `equals` or a bound.
    var numericBound: NumericBound? {
        guard case .number(let n) = value.value else { return nil }
        switch op.value {
        case .equals: return .point(n)
        case .greaterThan: return .above(n, strict: true)
        case .greaterThanOrEqual: return .above(n, strict: false)
        case .lessThan: return .below(n, strict: true)
        case .lessThanOrEqual: return .below(n, strict: false)
        default: return nil
        }
    }

    /// `greater_than: 50`, as written in messages.
    var describe: String {
        let shown: String
        switch value.value {
        case .string(let s): shown = s.unicodeScalars.count > 30 ? "\"" + String(s.prefix(30)) + "…\"" : "\"\(s)\""
        case .number(let n): shown = n.text
        case .boolean(let b): shown = b ? "true" : "false"
        case .duration(let d): shown = d.description
        }
        return "\(op.value.rawValue): \(shown)"
    }
}
