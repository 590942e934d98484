public import CampaignDiagnostics

/// One property filter of a trigger (SPEC §2.4): `property`, exactly one operator and its
/// value, and the resolved type.
public struct PropertyFilter: Hashable, Sendable {
    public var property: Located<String>
    /// The operator, located at its key.
    public var op: Located<FilterOperator>
    /// The operator's value, located at the value.
    public var value: Located<FilterValue>
    /// The resolved type: `type` if given, else implied by the operator, else by the value.
    public var type: PropertyType
    /// True when `type` was written in the filter.
    public var typeIsExplicit: Bool
    /// The whole filter mapping.
    public var range: SourceRange

    public init(
        property: Located<String>,
        op: Located<FilterOperator>,
        value: Located<FilterValue>,
        type: PropertyType,
        typeIsExplicit: Bool,
        range: SourceRange
    ) {
        self.property = property
        self.op = op
        self.value = value
        self.type = type
        self.typeIsExplicit = typeIsExplicit
        self.range = range
    }

    /// The delivery engine's comparator code (table of SPEC §2.4; exists true 11, false 12).
    public var comparator: Int {
        if case .boolean(let flag) = value.value, op.value == .exists {
            return op.value.comparator(existsValue: flag)
        }
        return op.value.comparator()
    }

    /// What the filter tests, without source positions: equal keys mean equal filters.
    public var key: PropertyFilterKey {
        PropertyFilterKey(property: property.value, comparator: comparator, type: type, value: value.value.normalized)
    }
}

/// A filter without positions, for comparing filters and triggers.
public struct PropertyFilterKey: Hashable, Sendable {
    public var property: String
    public var comparator: Int
    public var type: PropertyType
    public var value: FilterValue

    public init(property: String, comparator: Int, type: PropertyType, value: FilterValue) {
        self.property = property
        self.comparator = comparator
        self.type = type
        self.value = value
    }
}

/// One entry of a `filters` list: a filter that must match, or `any_of` filters of which at
/// least one must match. On the wire each entry is one inner list of `property_filters`.
public enum FilterEntry: Hashable, Sendable {
    case filter(PropertyFilter)
    case anyOf([PropertyFilter], range: SourceRange)

    /// The filters of this entry: one for a plain filter, the alternatives for `any_of`.
    public var alternatives: [PropertyFilter] {
        switch self {
        case .filter(let filter): [filter]
        case .anyOf(let filters, _): filters
        }
    }
}
