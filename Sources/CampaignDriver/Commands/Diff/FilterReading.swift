import CampaignModel
import CampaignPayload
import CanonicalJSON

/// A property filter read back as one readable value (SPEC §5.1): `cart_total greater_than 50`,
/// `category equals shoes`, `coupon exists true (type: string)`, `last_order less_than_ago 7d`,
/// `signup after 2026-03-01T09:00:00Z`. The type is added when neither the operator nor the
/// value's own form implies it. A filter that does not read back is shown as its JSON.
enum FilterReading {
    /// An entry of `property_filters`: one filter, or `any_of [a, b]` for several (the OR list
    /// of an `any_of:`).
    static func text(ofEntry entry: JSONValue) -> String {
        guard case .array(let alternatives) = entry else { return json(entry) }
        if alternatives.count == 1 { return text(of: alternatives[0]) }
        return "any_of [" + alternatives.map(text(of:)).joined(separator: ", ") + "]"
    }

    static func text(of filter: JSONValue) -> String {
        guard case .object(let members) = filter, members.keys.allSatisfy(PayloadLanguagePaths.filterKeys.contains),
            case .string(let key)? = members["property_key"], case .string(let typeWord)? = members["property_type"],
            let type = PropertyType.allCases.first(where: { TriggerConditionMapping.wireName(of: $0) == typeWord }),
            case .integer(let code)? = members["comparator"], let comparator = Int(exactly: code),
            let op = FilterOperator(comparator: comparator, type: type)
        else { return json(filter) }
        let property = ActionListText.text(key)
        if op == .exists {
            guard members["property_value"] == nil, let exists = FilterOperator.existsValue(comparator: comparator) else { return json(filter) }
            return "\(property) exists \(exists)" + suffix(type, implied: nil)
        }
        guard let written = members["property_value"], let (value, form) = value(written, op: op, type: type) else { return json(filter) }
        return "\(property) \(op.rawValue) \(value)" + suffix(type, implied: op.impliedType ?? form)
    }

    /// The value as the language writes it, and the type its form implies.
    private static func value(_ value: JSONValue, op: FilterOperator, type: PropertyType) -> (String, PropertyType)? {
        switch value {
        case .integer(let number) where type == .time:
            let fixedTime = [FilterOperator.after, .before, .equals].contains(op)
            let text = fixedTime ? ScalarReading.time(number) : ScalarReading.duration(seconds: number)
            return text.map { ($0, .time) }
        case .string(let text): return (ActionListText.text(text), .string)
        case .integer, .number: return (String(decoding: JSONWriter.compact(value), as: UTF8.self), .number)
        case .bool(let flag): return (flag ? "true" : "false", .boolean)
        default: return nil
        }
    }

    private static func suffix(_ type: PropertyType, implied: PropertyType?) -> String {
        type == implied ? "" : " (type: \(type.rawValue))"
    }

    private static func json(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.compact(value), as: UTF8.self)
    }
}
