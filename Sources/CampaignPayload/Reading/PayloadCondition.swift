public import CampaignModel
public import CanonicalJSON

/// One entry of `trigger_condition` read back (`TriggerConditionMapping` written backwards):
/// the trigger word its `type` and `data` stand for, its argument and its property filters.
public struct PayloadCondition: Hashable, Sendable {
    public let object: PayloadObject

    public init(_ object: PayloadObject) {
        self.object = object
    }

    /// The condition type word (`open`, `custom_event_property`).
    public var type: PayloadMember<String> { object.text(.type) }

    public var data: PayloadMember<PayloadObject> { object.object(.data) }

    /// The trigger words `type` may stand for (`purchase` is `any_purchase`, or
    /// `specific_purchase` with a product id); empty for a type the writer never writes.
    public var kinds: [TriggerKind] {
        type.value.flatMap { Self.kindsByType[$0] } ?? []
    }

    /// The trigger word the condition stands for: of `kinds`, the first whose argument key is
    /// in `data`, else the first without an argument; nil for a type the writer never writes.
    public var kind: TriggerKind? {
        let kinds = kinds
        let data = data.value ?? PayloadObject([:])
        return kinds.first { TriggerConditionMapping.argumentKey(of: $0).map { data[$0] != nil } ?? false }
            ?? kinds.first { TriggerConditionMapping.argumentKey(of: $0) == nil } ?? kinds.first
    }

    /// The argument of `kind` in `data` (the product id, event name or push campaign id);
    /// absent for a word without one, or a condition without a `data` object.
    public func argument(of kind: TriggerKind) -> PayloadMember<String> {
        guard let key = TriggerConditionMapping.argumentKey(of: kind), let data = data.value else { return .absent }
        return data.text(key)
    }

    /// `property_filters` of `data`: the AND list of OR lists, each filter read in turn.
    public var filters: PayloadMember<[PayloadMember<[PayloadMember<PayloadFilter>]>]> {
        guard let data = data.value else { return .absent }
        return data.list(TriggerConditionMapping.filtersKey) { entry in
            entry.arrayValue?.map { PayloadMember($0) { PayloadObject($0).map(PayloadFilter.init) } }
        }
    }

    /// A condition `type` → the trigger words it may stand for: the inverse of
    /// `TriggerConditionMapping.conditionType(of:filtered:)`.
    static let kindsByType: [String: [TriggerKind]] = {
        var kinds: [String: [TriggerKind]] = [:]
        for kind in TriggerKind.allCases {
            for filtered in kind.takesFilters ? [false, true] : [false] {
                kinds[TriggerConditionMapping.conditionType(of: kind, filtered: filtered), default: []].append(kind)
            }
        }
        return kinds
    }()
}

/// One property filter read back (`TriggerConditionMapping.filter` written backwards).
public struct PayloadFilter: Hashable, Sendable {
    public let object: PayloadObject

    public init(_ object: PayloadObject) {
        self.object = object
    }

    public var property: PayloadMember<String> { object.text(.propertyKey) }
    /// `property_type` as written (`string`, `number`, `boolean`, `date`).
    public var typeWord: PayloadMember<String> { object.text(.propertyType) }
    public var comparator: PayloadMember<Int64> { object.integer(.comparator) }
    /// `property_value`, of whichever JSON type; nil for `exists`.
    public var value: JSONValue? { object[.propertyValue] }

    /// The language's type of `property_type` (`date` is `time`); nil for a word the writer
    /// never writes.
    public var type: PropertyType? {
        typeWord.value.flatMap { word in PropertyType.allCases.first { TriggerConditionMapping.wireName(of: $0) == word } }
    }

    /// The operator the comparator stands for on `type`; nil when either does not read back.
    public var op: FilterOperator? {
        guard let type, let code = comparator.value, let comparator = Int(exactly: code) else { return nil }
        return FilterOperator(comparator: comparator, type: type)
    }

    /// True when every member is one the writer writes.
    public var hasOnlyFilterKeys: Bool {
        object.members.keys.allSatisfy(PayloadLanguagePaths.filterKeys.contains)
    }
}
