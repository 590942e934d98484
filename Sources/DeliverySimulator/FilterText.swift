import CampaignModel
import CanonicalJSON

/// Filters in the campaign language's words, for notes: `cart_total greater_than 50`.
enum FilterText {
    /// The operator word of a filter (SPEC §2.4's table): its operator's key, `exists: true` /
    /// `exists: false`, or `comparator 99` for a comparator the engines do not know.
    static func operatorWord(_ filter: EngineFilter) -> String {
        guard let op = filter.op else { return "comparator \(filter.comparator)" }
        if op == .exists { return filter.mustExist ? "exists: true" : "exists: false" }
        return op.rawValue
    }

    /// `cart_total greater_than 50`.
    static func describe(_ filter: EngineFilter) -> String {
        let word = operatorWord(filter)
        guard let value = filter.value, filter.op != .exists else { return "`\(filter.key)` \(word)" }
        return "`\(filter.key)` \(word) \(text(of: value, filter))"
    }

    /// A value as the filter reads it: on a date, a fixed time for `after`, `before` and
    /// `equals`, else a duration.
    static func text(of value: JSONValue, _ filter: EngineFilter) -> String {
        switch value {
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return b ? "true" : "false"
        case .integer(let n):
            if filter.type == .date {
                let fixedTime = [FilterOperator.after, .before, .equals].contains(filter.op)
                return fixedTime ? TimeText.utc(milliseconds: n * 1000) : TimeText.duration(milliseconds: n * 1000)
            }
            return String(n)
        case .number(let d): return String(d)
        default: return "null"
        }
    }
}
