import CanonicalJSON

/// Filters in the campaign language's words, for notes: `cart_total greater_than 50`.
enum FilterText {
    /// The operator word of a comparator on a property type (SPEC §2.4's table, v2).
    static func operatorWord(_ comparator: Int, type: EngineFilter.PropertyType) -> String {
        if type == .date {
            switch comparator {
            case 1: return "equals"
            case 3: return "after"
            case 4: return "less_than_ago"
            case 5: return "before"
            case 6: return "more_than_ago"
            case 11: return "exists: true"
            case 12: return "exists: false"
            case 15: return "less_than_in"
            case 16: return "more_than_in"
            default: return "comparator \(comparator)"
            }
        }
        switch comparator {
        case 1: return "equals"
        case 2: return "not_equals"
        case 3: return "greater_than"
        case 4: return "greater_than_or_equal"
        case 5: return "less_than"
        case 6: return "less_than_or_equal"
        case 10: return "matches"
        case 11: return "exists: true"
        case 12: return "exists: false"
        case 17: return "does_not_match"
        default: return "comparator \(comparator)"
        }
    }

    /// `cart_total greater_than 50`.
    static func describe(_ filter: EngineFilter) -> String {
        let word = operatorWord(filter.comparator, type: filter.type)
        guard let value = filter.value, filter.comparator != 11, filter.comparator != 12 else { return "`\(filter.key)` \(word)" }
        return "`\(filter.key)` \(word) \(text(of: value, type: filter.type, comparator: filter.comparator))"
    }

    static func text(of value: JSONValue, type: EngineFilter.PropertyType, comparator: Int) -> String {
        switch value {
        case .string(let s): return "\"\(s)\""
        case .bool(let b): return b ? "true" : "false"
        case .integer(let n):
            if type == .date {
                return comparator == 3 || comparator == 5 || comparator == 1 ? TimeText.utc(milliseconds: n * 1000) : TimeText.duration(milliseconds: n * 1000)
            }
            return String(n)
        case .number(let d): return String(d)
        default: return "null"
        }
    }
}
