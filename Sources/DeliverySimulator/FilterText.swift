import CampaignModel
import CanonicalJSON

/// Filters read back from a payload in the words of the simulator's notes (`FilterWords`'
/// note register): `` `cart_total` greater_than 50 ``.
enum FilterText {
    static func describe(_ filter: EngineFilter) -> String {
        FilterWords(
            property: filter.key, type: filter.type.language, op: filter.op, comparator: filter.comparator, mustExist: filter.mustExist,
            value: filter.op == .exists ? nil : filter.value.map { text(of: $0, filter) }
        ).text(.note)
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
