import CampaignModel
import CampaignPayload
import CanonicalJSON

/// A property filter listed as one readable value (SPEC §5.1), in `FilterWords`' listing
/// register: `cart_total greater_than 50`, `category equals shoes`, `coupon exists true (type:
/// string)`, `last_order less_than_ago 7d`, `signup after 2026-03-01T09:00:00Z`. A filter that
/// does not read back is shown as its JSON.
extension PayloadListing {
    /// An entry of `property_filters`: one filter, or `any_of [a, b]` for several (the OR list
    /// of an `any_of:`).
    static func words(ofEntry entry: PayloadMember<[PayloadMember<PayloadFilter>]>) -> String {
        switch entry {
        case .absent: return ""
        case .other(let json): return Self.json(json)
        case .read(let alternatives):
            if alternatives.count == 1 { return words(of: alternatives[0]) }
            return "any_of [" + alternatives.map(words(of:)).joined(separator: ", ") + "]"
        }
    }

    static func words(of member: PayloadMember<PayloadFilter>) -> String {
        guard let filter = member.value else { return member.other.map(json) ?? "" }
        let written = json(.object(filter.object.members))
        guard filter.hasOnlyFilterKeys, let key = filter.property.value, let type = filter.type, let op = filter.op,
            let comparator = filter.comparator.value.flatMap({ Int(exactly: $0) })
        else { return written }
        if op == .exists {
            guard filter.value == nil, let exists = FilterOperator.existsValue(comparator: comparator) else { return written }
            return FilterWords(property: key, type: type, op: op, comparator: comparator, mustExist: exists, value: nil).text(.listing)
        }
        guard let value = filter.value, let (text, form) = valueWords(value, op: op, type: type) else { return written }
        return FilterWords(property: key, type: type, op: op, comparator: comparator, mustExist: true, value: text, valueType: form).text(.listing)
    }

    /// The value as the language writes it, and the type its form implies.
    private static func valueWords(_ value: JSONValue, op: FilterOperator, type: PropertyType) -> (String, PropertyType)? {
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

    static func json(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.compact(value), as: UTF8.self)
    }
}
