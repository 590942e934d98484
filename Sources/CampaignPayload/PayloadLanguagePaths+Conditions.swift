public import CampaignModel

extension PayloadLanguagePaths {
    /// A condition `type` → the trigger words it may stand for (`purchase` is `any_purchase`,
    /// or `specific_purchase` with a product id): the inverse of
    /// `TriggerConditionMapping.conditionType(of:filtered:)`.
    public static var conditionKinds: [String: [TriggerKind]] { PayloadCondition.kindsByType }

    /// The members of a condition, and of its `data`, that a trigger reads back from; a
    /// filter's members, which read back together as one value
    /// (`trigger[i].filters[j]: cart_total greater_than 50`).
    public static let conditionKeys = [PayloadKey.type, .data].map(\.rawValue)
    public static var conditionDataKeys: [String] {
        (TriggerKind.allCases.compactMap(TriggerConditionMapping.argumentKey(of:)) + [TriggerConditionMapping.filtersKey]).map(\.rawValue)
    }
    public static let filterKeys = [PayloadKey.propertyKey, .propertyType, .comparator, .propertyValue].map(\.rawValue)
}
