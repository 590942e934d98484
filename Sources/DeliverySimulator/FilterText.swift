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
            guard filter.type == .date else { return String(n) }
            let fixedTime = [FilterOperator.after, .before, .equals].contains(filter.op)
            // A value no calendar date or duration can show (beyond ±10^12 s, or the years
            // 0000–9999) is written as the number it is, never multiplied into an overflow.
            if fixedTime {
                return (-62_167_219_200...253_402_300_799).contains(n) ? TimeText.utc(milliseconds: n * 1000) : "\(n) (Unix seconds)"
            }
            return (-1_000_000_000_000...1_000_000_000_000).contains(n) ? TimeText.duration(milliseconds: n * 1000) : "\(n)s"
        case .number(let d): return String(d)
        default: return "null"
        }
    }
}
