import CampaignModel
import CampaignPatterns
import CanonicalJSON

/// Evaluates property filters against an event's properties (SPEC §9.1 "Filter evaluation",
/// R1.4, R1.5, with the options `absent_property`, `ago_bounds` and `regex_case`). It only
/// decides; the words of a failure are written later, for what is printed (`VerdictText`).
final class FilterEvaluator {
    let regexCase: RegexCase
    let absentProperty: AbsentProperty
    let agoBounds: AgoBounds
    let regexes: RegexTable
    /// How patterns are read: as JavaScript on Web (the Web SDK's `new RegExp`), else as ICU.
    let dialect: PatternDialect
    /// The searches already made in this scenario: many campaigns test the same pattern
    /// against the same property of one event.
    private var searches: [Search: SearchOutcome?] = [:]

    private struct Search: Hashable {
        let pattern: String
        let text: String
    }

    init(options: ResolvedSimulatorOptions, regexes: RegexTable) {
        regexCase = options.regexCase
        absentProperty = options.absentProperty
        agoBounds = options.agoBounds
        self.regexes = regexes
        dialect = options.platform == .web ? .javaScript : .icu
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
                    if failure == nil { failure = FilterFailure(outer: Int32(outer), inner: Int32(inner), kind: kind) }
                    // An `any_of` failure names every alternative and what it met.
                    if entry.count > 1 { failure?.alternatives.append(kind) }
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
        if op == .matches || op == .doesNotMatch, case .string(let text) = typed {
            guard case .string(let pattern)? = filter.value else { return .value }
            switch search(pattern, in: text) {
            case .found?: return op == .matches ? nil : .value
            // A pattern the dialect rejects never matches.
            case .notFound?, nil: return op == .matches ? .value : nil
            case .tooComplex?, .unsupported?: return .tooComplex
            }
        }
        return holds(op, filter.value, typed, time) ? nil : .value
    }

    private enum Typed {
        case string(String)
        case number(Double)
        case boolean(Bool)
        /// Unix milliseconds.
        case date(Double)
    }

    private static func typedValue(_ value: EventValue, as type: EngineFilter.PropertyType) -> Typed? {
        switch (type, value) {
        case (.string, .string(let s)): .string(s)
        case (.number, .number(let n)): .number(n)
        case (.boolean, .boolean(let b)): .boolean(b)
        case (.date, .string(let s)): RFC3339Text.unixMilliseconds(s).map { .date(Double($0)) }
        default: nil
        }
    }

    /// Comparisons are made on doubles: a filter value of any size compares without overflow
    /// (a time value far beyond year 9999 is simply very late or very early). Times compare in
    /// milliseconds, as the Web SDK's do: the property's time and the event's to the
    /// millisecond, against the filter's value (whole seconds on the wire) times 1000.
    private func holds(_ op: FilterOperator, _ filterValue: JSONValue?, _ value: Typed, _ time: Int64) -> Bool {
        switch value {
        case .string(let v):
            guard case .string(let x)? = filterValue else { return false }
            switch op {
            case .equals: return v == x
            case .notEquals: return v != x
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
            guard let seconds = Self.number(filterValue) else { return false }
            let x = seconds * 1000
            let t = Double(time)
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

    /// A regular-expression search in the dialect of the platform, case-insensitive unless
    /// `regex_case: sensitive`; nil when the dialect rejects the pattern.
    private func search(_ pattern: String, in text: String) -> SearchOutcome? {
        let key = Search(pattern: pattern, text: text)
        if let known = searches[key] { return known }
        let outcome = regexes.search(pattern, in: text, dialect: dialect, caseInsensitive: regexCase == .insensitive)
        // Bounded: a scenario of many distinct texts keeps no more than this many answers.
        if searches.count >= 4096 { searches.removeAll(keepingCapacity: true) }
        searches[key] = outcome
        return outcome
    }

    /// On Web, the first filter of `conditions` (of `trigger`) whose pattern JavaScript
    /// rejects: the Web SDK throws there, for every campaign on the event (SPEC §19 item 14).
    func webThrow(in trigger: EngineTrigger, conditions: ArraySlice<Int32>) -> (condition: Int32, outer: Int32, inner: Int32)? {
        guard dialect == .javaScript, !regexes.rejectedOnWeb.isEmpty else { return nil }
        for condition in conditions {
            for (outer, entry) in trigger.conditions[Int(condition)].filters.enumerated() {
                for (inner, filter) in entry.enumerated() where filter.op == .matches || filter.op == .doesNotMatch {
                    if case .string(let pattern)? = filter.value, regexes.rejectedOnWeb.contains(pattern) {
                        return (condition, Int32(outer), Int32(inner))
                    }
                }
            }
        }
        return nil
    }
}

/// The filter that made a condition fail: its indexes (0-based) and how it failed. The filter
/// itself and the event's property are looked up when the failure is written (`TraceWriter`).
struct FilterFailure: Sendable {
    enum Kind: UInt8, Sendable {
        /// `exists` did not hold.
        case existence
        /// The property is absent.
        case absent
        /// The property is of another type than the filter's.
        case otherType
        /// The comparison does not hold.
        case value
        /// The search gave up: the pattern is too complex to evaluate within its budget.
        case tooComplex
    }

    let outer: Int32
    let inner: Int32
    let kind: Kind
    /// For an `any_of` of several filters, how each failed, in order; empty otherwise.
    var alternatives: [Kind] = []
}
