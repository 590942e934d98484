import CampaignModel
import CanonicalJSON

/// The schema of `trigger_condition` entries and `property_filters`.
extension PayloadSchema {
    static var conditionDefinitions: [String: JSONValue] {
        [
            "trigger_condition": ["oneOf": .array(conditionForms)],
            "property_filters": JSONSchema.array(
                JSONSchema.array(JSONSchema.ref("property_filter"), "OR: at least one must match.", minItems: 1),
                "AND: every inner list must match.", minItems: 1
            ),
            "property_filter": propertyFilter,
        ]
    }

    /// One closed form per condition type.
    static var conditionForms: [JSONValue] {
        let name = JSONSchema.string(minLength: 1)
        let filters = JSONSchema.ref("property_filters")
        func form(_ type: String, _ description: String, required: [String], _ data: [String: JSONValue]) -> JSONValue {
            JSONSchema.object(
                description, required: ["type", "data"],
                [
                    "type": JSONSchema.constant(.string(type)),
                    "data": JSONSchema.object(required: required, data),
                ])
        }
        return [
            JSONSchema.object("Session start.", required: ["type"], ["type": JSONSchema.constant("open")]),
            form("purchase", "Any purchase, or a purchase of `product_id`.", required: [], ["product_id": name]),
            form(
                "purchase_property", "A purchase of `product_id` whose properties match.",
                required: ["product_id", "property_filters"], ["product_id": name, "property_filters": filters]),
            form("custom_event", "A custom event logged by the SDK.", required: ["event_name"], ["event_name": name]),
            form(
                "custom_event_property", "A custom event whose properties match.",
                required: ["event_name", "property_filters"], ["event_name": name, "property_filters": filters]),
            form("push_click", "A click on the push campaign `campaign_id`.", required: ["campaign_id"], ["campaign_id": name]),
        ]
    }

    /// Every comparator code the payload may hold, ascending.
    static var comparators: [Int] {
        let codes = FilterOperator.allCases.flatMap { op in
            op == .exists ? [op.comparator(existsValue: true), op.comparator(existsValue: false)] : [op.comparator()]
        }
        return Array(Set(codes)).sorted()
    }

    static var propertyFilter: JSONValue {
        let existence = [FilterOperator.exists.comparator(existsValue: true), FilterOperator.exists.comparator(existsValue: false)]
        let valued = comparators.filter { !existence.contains($0) }
        func codes(_ list: [Int]) -> [JSONValue] { list.map(JSONValue.init(_:)) }
        func comparatorsAllowing(_ type: PropertyType) -> [Int] {
            FilterOperator.allCases.filter { $0 != .exists && $0.allowedTypes.contains(type) }.map { $0.comparator() }
        }
        var filter =
            JSONSchema.object(
                "One property comparison. `exists` (11) and `does not exist` (12) carry no value.",
                required: ["property_key", "property_type", "comparator"],
                [
                    "property_key": JSONSchema.string(minLength: 1),
                    "property_type": JSONSchema.words(PropertyType.allCases.map(TriggerConditionMapping.wireName(of:))),
                    "comparator": ["enum": .array(codes(comparators))],
                    "property_value": ["type": ["string", "number", "boolean"]],
                ]
            ).objectValue ?? [:]
        var rules: [JSONValue] = [
            JSONSchema.when("comparator", in: codes(existence), then: JSONSchema.forbids(["property_value"])),
            JSONSchema.when("comparator", in: codes(valued), then: JSONSchema.requires(["property_value"])),
        ]
        let valueTypes: [(PropertyType, JSONValue)] = [
            (.string, ["type": "string"]),
            (.number, ["type": "number"]),
            (.boolean, ["type": "boolean"]),
            (.time, ["type": "integer"]),
        ]
        for (type, valueSchema) in valueTypes {
            let allowed = existence + comparatorsAllowing(type)
            rules.append(
                JSONSchema.when(
                    "property_type", in: [.string(TriggerConditionMapping.wireName(of: type))],
                    then: ["properties": ["comparator": ["enum": .array(codes(allowed.sorted()))], "property_value": valueSchema]]
                ))
        }
        filter["allOf"] = .array(rules)
        return .object(filter)
    }
}
