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
        let object: ValueWriter = Self.condition(of: trigger)
        return object.value
    }

    static func condition<Object: ObjectWriter>(of trigger: Trigger) -> Object {
        let type = conditionType(of: trigger.kind, filtered: !trigger.filters.isEmpty)
        var condition = Object()
        condition.set(.type, .string(type))
        guard let argumentKey = argumentKey(of: trigger.kind) else {
            if trigger.kind == .anyPurchase { condition.set(.data, object: Object()) }
            return condition
        }
        var data = Object()
        data.set(argumentKey, trigger.argument.map { JSONValue.string($0.value) })
        if trigger.kind.takesFilters, !trigger.filters.isEmpty {
            data.set(filtersKey.rawValue, lists: propertyFilters(trigger.filters))
        }
        condition.set(.data, object: data)
        return condition
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
        let lists: [[ValueWriter]] = Self.propertyFilters(entries)
        return .array(lists.map { .array($0.map(\.value)) })
    }

    static func propertyFilters<Object: ObjectWriter>(_ entries: [FilterEntry]) -> [[Object]] {
        entries.map { entry in entry.alternatives.map { filter($0) } }
    }

    /// `property_key`, `property_type` (`date` for `time`), `comparator` and, except for
    /// `exists` (whose comparator, 11 or 12, says it all), `property_value`.
    public static func filter(_ filter: PropertyFilter) -> JSONValue {
        let object: ValueWriter = Self.filter(filter)
        return object.value
    }

    static func filter<Object: ObjectWriter>(_ filter: PropertyFilter) -> Object {
        var members = Object()
        members.set(.propertyKey, .string(filter.property.value))
        members.set(.propertyType, .string(wireName(of: filter.type)))
        members.set(.comparator, JSONValue(filter.comparator))
        if filter.op.value != .exists {
            members.set(.propertyValue, value(of: filter.value.value))
        }
        return members
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
