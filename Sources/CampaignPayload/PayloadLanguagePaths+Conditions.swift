import CampaignModel

extension PayloadLanguagePaths {
    /// A condition `type` → the trigger words it may stand for (`purchase` is `any_purchase`,
    /// or `specific_purchase` with a product id): the inverse of
    /// `TriggerConditionMapping.conditionType(of:filtered:)`.
    public static var conditionKinds: [String: [TriggerKind]] {
        var kinds: [String: [TriggerKind]] = [:]
        for kind in TriggerKind.allCases {
            for filtered in kind.takesFilters ? [false, true] : [false] {
                kinds[TriggerConditionMapping.conditionType(of: kind, filtered: filtered), default: []].append(kind)
            }
        }
        return kinds
    }

    /// The members of a condition, and of its `data`, that a trigger reads back from; a
    /// filter's members, which read back together as one value
    /// (`trigger[i].filters[j]: cart_total greater_than 50`).
    public static let conditionKeys = ["type", "data"]
    public static var conditionDataKeys: [String] {
        TriggerKind.allCases.compactMap(TriggerConditionMapping.argumentKey(of:)) + [TriggerConditionMapping.filtersKey]
    }
    public static let filterKeys = ["property_key", "property_type", "comparator", "property_value"]
}
