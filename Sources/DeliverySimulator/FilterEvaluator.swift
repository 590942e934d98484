import CampaignModel
import CanonicalJSON
import Foundation

/// Evaluates property filters against an event's properties (SPEC §9.1 "Filter evaluation",
/// R1.4, R1.5, with the options `absent_property`, `ago_bounds` and `regex_case`). It only
/// decides; the words of a failure are written later, for what is printed (`VerdictText`).
struct FilterEvaluator {
    let regexCase: RegexCase
    let absentProperty: AbsentProperty
    let agoBounds: AgoBounds
    let regexes: RegexTable

    init(options: ResolvedSimulatorOptions, regexes: RegexTable) {
        regexCase = options.regexCase
        absentProperty = options.absentProperty
        agoBounds = options.agoBounds
        self.regexes = regexes
    }

    /// Nil when every entry holds; else the first filter that fails. An OR entry fails with
    /// its first filter.
    func firstFailure(of filters: [[EngineFilter]], in event: EngineEvent, atMilliseconds time: Int64) -> FilterFailure? {
        for (outer, entry) in filters.enumerated() {
            var failure: FilterFailure?
            var holds = false
            for (inner, filter) in entry.enumerated() {
                let property = event.property(filter.key)
                if let kind = check(filter, property, time) {
                    if failure == nil { failure = FilterFailure(outer: outer, inner: inner, filter: filter, property: property, kind: kind) }
                } else {
                    holds = true
                    break
                }
            }
            if !holds, let failure { return failure }
        }
        return nil
    }

    /// Nil when `filter` holds on `property`; else how it fails.
    private func check(_ filter: EngineFilter, _ property: EventProperty?, _ time: Int64) -> FilterFailure.Kind? {
        let lenient = absentProperty == .lenient
        let typed = property.flatMap { Self.typedValue($0.value.value, as: filter.type) }
        guard let op = filter.op else { return property == nil ? .absent : .value }
        if op == .exists {
            // §9.1: `exists: false` holds exactly when the property is absent, whatever its type.
            guard filter.mustExist else { return property == nil ? nil : .existence }
            let present = lenient ? property != nil : typed != nil
            return present ? nil : .existence
        }
        guard let typed else {
            if lenient, op == .notEquals || op == .doesNotMatch { return nil }
            return property == nil ? .absent : .otherType
        }
        return holds(op, filter.value, typed, time) ? nil : .value
    }

    private enum Typed {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case date(Double)
    }

    private static func typedValue(_ value: EventValue, as type: EngineFilter.PropertyType) -> Typed? {
        switch (type, value) {
        case (.string, .string(let s)): .string(s)
        case (.number, .number(let n)): .number(n)
        case (.boolean, .boolean(let b)): .boolean(b)
        case (.date, .string(let s)): RFC3339Text.unixSeconds(s).map { .date(Double($0)) }
        default: nil
        }
    }

    /// Comparisons are made on doubles: a filter value of any size compares without overflow
    /// (a time value far beyond year 9999 is simply very late or very early).
    private func holds(_ op: FilterOperator, _ filterValue: JSONValue?, _ value: Typed, _ time: Int64) -> Bool {
        switch value {
        case .string(let v):
            guard case .string(let x)? = filterValue else { return false }
            switch op {
            case .equals: return v == x
            case .notEquals: return v != x
            case .matches: return search(x, in: v)
            case .doesNotMatch: return !search(x, in: v)
            default: return false
            }
        case .boolean(let v):
            guard case .bool(let x)? = filterValue else { return false }
            switch op {
            case .equals: return v == x
            case .notEquals: return v != x
            default: return false
            }
        case .number(let v):
            guard let x = Self.number(filterValue) else { return false }
            switch op {
            case .equals: return v == x
            case .notEquals: return v != x
            case .greaterThan: return v > x
            case .greaterThanOrEqual: return v >= x
            case .lessThan: return v < x
            case .lessThanOrEqual: return v <= x
            default: return false
            }
        case .date(let v):
            guard let x = Self.number(filterValue) else { return false }
            let t = Double(time) / 1000
            let inclusive = agoBounds == .inclusive
            switch op {
            case .lessThanAgo: return inclusive ? t - v <= x : t - v < x
            case .moreThanAgo: return inclusive ? t - v >= x : t - v > x
            case .lessThanIn: return v - t < x
            case .moreThanIn: return v - t > x
            case .before: return v < x
            case .after: return v > x
            case .equals: return v == x
            default: return false
            }
        }
    }

    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .integer(let n)?: Double(n)
        case .number(let d)?: d
        default: nil
        }
    }

    /// A regular-expression search, case-insensitive unless `regex_case: sensitive`.
    private func search(_ pattern: String, in text: String) -> Bool {
        guard let regex = regexes.regex(pattern, caseInsensitive: regexCase == .insensitive) else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// The filter that made a condition fail: indexes (0-based), the property as the event gave
/// it (nil when absent) and how it failed.
struct FilterFailure: Sendable {
    enum Kind: Sendable {
        /// `exists` did not hold.
        case existence
        /// The property is absent.
        case absent
        /// The property is of another type than the filter's.
        case otherType
        /// The comparison does not hold.
        case value
    }

    let outer: Int
    let inner: Int
    let filter: EngineFilter
    let property: EventProperty?
    let kind: Kind
}
