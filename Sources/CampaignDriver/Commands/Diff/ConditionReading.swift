import CampaignModel
import CampaignPayload
import CanonicalJSON

/// One `trigger_condition` entry read back as `trigger[i]` (SPEC §5.1): the trigger word as
/// the value of `trigger[i]` (`session_start`, `any_purchase`) or as the last step of the path
/// with the argument as value (`trigger[0].custom_event: "added_to_cart"`), and each entry of
/// `property_filters` as `trigger[i].filters[j]`, one readable value (`FilterReading`).
enum ConditionReading {
    static func read(_ value: JSONValue, into reading: inout TriggerObjectReading, at path: LanguagePath, payload: LanguagePath) {
        guard case .object(let members) = value, case .string(let type)? = members["type"],
            let kinds = PayloadLanguagePaths.conditionKinds[type]
        else {
            reading.add(payload, .json(value))
            return
        }
        var data: [String: JSONValue] = [:]
        if let given = members["data"] {
            guard case .object(let object) = given else {
                reading.add(payload, .json(value))
                return
            }
            data = object
        }
        // `purchase` is any_purchase without a product id; the other types name one word.
        let kind =
            kinds.first { TriggerConditionMapping.argumentKey(of: $0).map { data[$0] != nil } ?? false }
            ?? kinds.first { TriggerConditionMapping.argumentKey(of: $0) == nil } ?? kinds[0]
        var left = data
        let argumentKey = TriggerConditionMapping.argumentKey(of: kind)
        if let argumentKey, case .string(let argument)? = data[argumentKey] {
            reading.add(path.field(kind.rawValue, rank: 0), .text(argument))
            reading.triggerWords.append(kind.rawValue + " " + ActionListText.text(argument))
            left[argumentKey] = nil
        } else if argumentKey == nil {
            reading.add(path, .plain(kind.rawValue))
            reading.triggerWords.append(kind.rawValue)
        }
        var filtered = false
        if kind.takesFilters, case .array(let entries)? = data[TriggerConditionMapping.filtersKey] {
            let filters = path.field("filters", rank: 1)
            for (index, entry) in entries.enumerated() {
                reading.add(filters.index(index), .plain(FilterReading.text(ofEntry: entry)))
            }
            filtered = !entries.isEmpty
            left[TriggerConditionMapping.filtersKey] = nil
        }
        // The type must be the one the trigger compiles to; `open` has no `data`.
        if type != TriggerConditionMapping.conditionType(of: kind, filtered: filtered) {
            reading.add(payload.name("type"), .json(.string(type)))
        }
        if kind == .sessionStart, let given = members["data"] {
            reading.add(payload.name("data"), .json(given))
            left = [:]
        }
        for (key, value) in left {
            reading.add(payload.name("data").name(key), .json(value))
        }
        for (key, value) in members where !PayloadLanguagePaths.conditionKeys.contains(key) {
            reading.add(payload.name(key), .json(value))
        }
    }
}
