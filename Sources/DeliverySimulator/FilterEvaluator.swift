import CampaignDiagnostics
import CampaignModel
import CanonicalJSON
import Foundation

/// Evaluates property filters against an event's properties (SPEC §9.1 "Filter evaluation",
/// R1.4, R1.5).
final class FilterEvaluator {
    let regexCase: RegexCase
    let regexes: RegexTable
    /// Event property values a `date` filter could not read as a time (E605), in the order met.
    private(set) var unreadableTimes: [EventProperty] = []

    init(regexCase: RegexCase, regexes: RegexTable) {
        self.regexCase = regexCase
        self.regexes = regexes
    }

    /// Nil when every entry holds; else the first filter that fails (its outer and inner index
    /// and why). An OR entry fails with its first filter's explanation.
    func firstFailure(of filters: [[EngineFilter]], in properties: [EventProperty], atMilliseconds time: Int64) -> FilterFailure? {
        for (outer, entry) in filters.enumerated() {
            var failure: FilterFailure?
            var holds = false
            for (inner, filter) in entry.enumerated() {
                if let why = check(filter, properties, time) {
                    if failure == nil { failure = FilterFailure(outer: outer, inner: inner, filter: filter, why: why) }
                } else {
                    holds = true
                    break
                }
            }
            if !holds, let failure { return failure }
        }
        return nil
    }

    /// Nil when `filter` holds; else why it does not.
    private func check(_ filter: EngineFilter, _ properties: [EventProperty], _ time: Int64) -> String? {
        let property = properties.first { $0.name.value == filter.key }
        let actual = property.map { "`\(filter.key)` is \(EventValueText.of($0.value.value))" } ?? "the event has no `\(filter.key)`"
        let wanted = FilterText.describe(filter)
        let typed = property.flatMap { typedValue($0, as: filter.type) }
        if filter.op == .exists {
            if filter.mustExist { return typed != nil ? nil : "\(actual); the filter needs `\(filter.key)` to exist as a \(filter.type.rawValue)" }
            return typed == nil ? nil : "\(actual); the filter needs `\(filter.key)` not to exist"
        }
        guard let typed else {
            if property == nil { return "\(actual); the filter needs \(wanted)" }
            return "\(actual), not a \(filter.type.rawValue); the filter needs \(wanted)"
        }
        return holds(filter, typed, time) ? nil : "\(actual); the filter needs \(wanted)"
    }

    private enum Typed {
        case string(String)
        case number(Double)
        case boolean(Bool)
        case date(Double)
    }

    private func typedValue(_ property: EventProperty, as type: EngineFilter.PropertyType) -> Typed? {
        switch (type, property.value.value) {
        case (.string, .string(let s)): return .string(s)
        case (.number, .number(let n)): return .number(n)
        case (.boolean, .boolean(let b)): return .boolean(b)
        case (.date, .string(let s)):
            if let seconds = RFC3339Text.unixSeconds(s) { return .date(Double(seconds)) }
            if !unreadableTimes.contains(property) { unreadableTimes.append(property) }
            return nil
        default: return nil
        }
    }

    private func holds(_ filter: EngineFilter, _ value: Typed, _ time: Int64) -> Bool {
        guard let op = filter.op else { return false }
        switch value {
        case .string(let v):
            guard case .string(let x)? = filter.value else { return false }
            switch op {
            case .equals: return v == x
            case .notEquals: return v != x
            case .matches: return search(x, in: v)
            case .doesNotMatch: return !search(x, in: v)
            default: return false
            }
        case .boolean(let v):
            guard case .bool(let x)? = filter.value else { return false }
            switch op {
            case .equals: return v == x
            case .notEquals: return v != x
            default: return false
            }
        case .number(let v):
            guard let x = Self.number(filter.value) else { return false }
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
            guard let x = Self.number(filter.value) else { return false }
            let t = Double(time) / 1000
            switch op {
            case .lessThanAgo: return t - v < x
            case .moreThanAgo: return t - v > x
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

/// The filter that made a condition fail: indexes (0-based) and the explanation.
struct FilterFailure {
    let outer: Int
    let inner: Int
    let filter: EngineFilter
    let why: String
}
