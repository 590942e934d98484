public import CampaignModel
public import CanonicalJSON

/// A trigger → one entry of `trigger_condition` (SPEC §6):
///
/// | trigger | condition |
/// |---|---|
/// | `session_start` | `{"type":"open"}` |
/// | `any_purchase` | `{"type":"purchase","data":{}}` |
/// | `specific_purchase: P` | `{"type":"purchase","data":{"product_id":P}}` |
/// | … with `filters` | `{"type":"purchase_property","data":{"product_id":P,"property_filters":…}}` |
/// | `custom_event: E` | `{"type":"custom_event","data":{"event_name":E}}` |
/// | … with `filters` | `{"type":"custom_event_property","data":{"event_name":E,"property_filters":…}}` |
/// | `push_click: C` | `{"type":"push_click","data":{"campaign_id":C}}` |
public enum TriggerConditionMapping {
    /// The condition type words, in the order of the table above.
    public static let conditionTypes = [
        "open", "purchase", "purchase_property", "custom_event", "custom_event_property", "push_click",
    ]

    public static func condition(of trigger: Trigger) -> JSONValue {
        let type = conditionType(of: trigger.kind, filtered: !trigger.filters.isEmpty)
        guard let argumentKey = argumentKey(of: trigger.kind) else {
            var condition: [String: JSONValue] = [:]
            condition[.type] = .string(type)
            if trigger.kind == .anyPurchase { condition[.data] = .object([:]) }
            return .object(condition)
        }
        var data: [String: JSONValue] = [:]
        data[argumentKey] = trigger.argument.map { JSONValue.string($0.value) }
        if trigger.kind.takesFilters, !trigger.filters.isEmpty {
            data[filtersKey] = propertyFilters(trigger.filters)
        }
        var condition: [String: JSONValue] = [:]
        condition[.type] = .string(type)
        condition[.data] = .object(data)
        return .object(condition)
    }

    /// The condition `type` of a trigger word: `type_property` when it has filters.
    public static func conditionType(of kind: TriggerKind, filtered: Bool) -> String {
        let type =
            switch kind {
            case .sessionStart: "open"
            case .anyPurchase, .specificPurchase: "purchase"
            case .customEvent: "custom_event"
            case .pushClick: "push_click"
            }
        return kind.takesFilters && filtered ? type + "_property" : type
    }

    /// The key of `data` holding the trigger's argument: the product id, event name or push
    /// campaign id; nil for the words without one.
    public static func argumentKey(of kind: TriggerKind) -> PayloadKey? {
        switch kind {
        case .sessionStart, .anyPurchase: nil
        case .specificPurchase: .productID
        case .customEvent: .eventName
        case .pushClick: .campaignID
        }
    }

    /// The key of `data` holding the filters.
    public static let filtersKey = PayloadKey.propertyFilters

    /// A list of lists: the outer list is AND, each inner list OR. A plain filter is a
    /// one-element inner list; `any_of` keeps its alternatives in the order written.
    public static func propertyFilters(_ entries: [FilterEntry]) -> JSONValue {
        .array(entries.map { entry in .array(entry.alternatives.map(filter(_:))) })
    }

    /// `property_key`, `property_type` (`date` for `time`), `comparator` and, except for
    /// `exists` (whose comparator, 11 or 12, says it all), `property_value`.
    public static func filter(_ filter: PropertyFilter) -> JSONValue {
        var members: [String: JSONValue] = [:]
        members[.propertyKey] = .string(filter.property.value)
        members[.propertyType] = .string(wireName(of: filter.type))
        members[.comparator] = JSONValue(filter.comparator)
        if filter.op.value != .exists {
            members[.propertyValue] = value(of: filter.value.value)
        }
        return .object(members)
    }

    /// `string`, `number`, `boolean`, `date`.
    public static func wireName(of type: PropertyType) -> String {
        type == .time ? "date" : type.rawValue
    }

    /// A string, an exact integer when the number is one that fits 64 bits, else the
    /// double; a boolean; a duration as whole seconds; a time as Unix seconds.
    public static func value(of value: FilterValue) -> JSONValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): number.integer.map(JSONValue.integer) ?? .number(number.double)
        case .boolean(let flag): .bool(flag)
        case .duration(let duration): .integer(duration.seconds)
        case .time(let time): .integer(time.unixSeconds)
        }
    }
}
