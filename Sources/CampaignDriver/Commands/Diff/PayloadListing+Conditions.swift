import CampaignModel
import CampaignPayload
import CanonicalJSON

/// `trigger_condition` listed as `trigger[i]` (SPEC §5.1): the trigger word as the value of
/// `trigger[i]` (`session_start`, `any_purchase`) or as the last step of the path with the
/// argument as value (`trigger[0].custom_event: "added_to_cart"`), and each entry of
/// `property_filters` as `trigger[i].filters[j]`, one readable value.
extension PayloadListing {
    /// Lists the conditions; takes `trigger_condition` when it is a list.
    mutating func listConditions(
        _ conditions: PayloadMember<[PayloadMember<PayloadCondition>]>, at path: LanguagePath, payload: LanguagePath
    ) -> [PayloadKey] {
        guard let conditions = conditions.value else { return [] }
        for (index, condition) in conditions.enumerated() {
            list(condition, at: path.index(index), payload: payload.index(index))
        }
        return [.triggerCondition]
    }

    private mutating func list(_ member: PayloadMember<PayloadCondition>, at path: LanguagePath, payload: LanguagePath) {
        guard let condition = member.value, let type = condition.type.value, let kind = condition.kind,
            condition.data.other == nil
        else {
            if let json = member.json { add(payload, .json(json)) }
            return
        }
        let data = condition.data.value ?? PayloadObject([:])
        var left = data.members
        let argumentKey = TriggerConditionMapping.argumentKey(of: kind)
        if let argumentKey, let argument = condition.argument(of: kind).value {
            add(path.field(kind.rawValue, rank: 0), .text(argument))
            triggerWords.append(kind.rawValue + " " + ActionListText.text(argument))
            left[argumentKey.rawValue] = nil
        } else if argumentKey == nil {
            add(path, .plain(kind.rawValue))
            triggerWords.append(kind.rawValue)
        }
        var filtered = false
        if kind.takesFilters, let entries = condition.filters.value {
            let filters = path.field("filters", rank: 1)
            for (index, entry) in entries.enumerated() {
                add(filters.index(index), .plain(Self.words(ofEntry: entry)))
            }
            filtered = !entries.isEmpty
            left[TriggerConditionMapping.filtersKey.rawValue] = nil
        }
        // The type must be the one the trigger compiles to; `open` has no `data`.
        if type != TriggerConditionMapping.conditionType(of: kind, filtered: filtered) {
            add(payload.name(PayloadKey.type.rawValue), .json(.string(type)))
        }
        if kind == .sessionStart, let given = condition.object[.data] {
            add(payload.name(PayloadKey.data.rawValue), .json(given))
            left = [:]
        }
        for (key, value) in left {
            add(payload.name(PayloadKey.data.rawValue).name(key), .json(value))
        }
        for (key, value) in condition.object.members where !PayloadLanguagePaths.conditionKeys.contains(key) {
            add(payload.name(key), .json(value))
        }
    }
}

extension PayloadMember where Value == PayloadCondition {
    /// The condition as written.
    var json: JSONValue? {
        switch self {
        case .absent: nil
        case .read(let condition): .object(condition.object.members)
        case .other(let json): json
        }
    }
}
