/// The trigger conditions of a payload by the event they name (R1.3), built once per payload
/// and shared by every scenario run: an event looks only at the conditions that name it,
/// never at every trigger of the payload.
struct TriggerIndex: Sendable {
    /// An event's kind and name, product id (nil: any purchase) or push campaign.
    struct Key: Hashable, Sendable {
        let kind: EngineCondition.Kind
        let argument: String?
    }

    /// One trigger with the indexes of its conditions that name an event, in their order.
    struct Named: Sendable {
        let trigger: Int
        var conditions: [Int]
    }

    /// Per key, the triggers with conditions naming it, in payload order.
    private let byEvent: [Key: [Named]]
    /// Per custom event or product, the property names some `date` filter on it compares (for
    /// E605, as `validate` finds it: whatever the scenario's `campaigns`).
    private let timed: [Key: Set<String>]

    init(_ triggers: [EngineTrigger]) {
        var byEvent: [Key: [Named]] = [:]
        var timed: [Key: Set<String>] = [:]
        for (index, trigger) in triggers.enumerated() {
            for (number, condition) in trigger.conditions.enumerated() {
                let key = Key(kind: condition.kind, argument: condition.kind == .open ? nil : condition.argument)
                if let last = byEvent[key]?.last, last.trigger == index {
                    byEvent[key]![byEvent[key]!.count - 1].conditions.append(number)
                } else {
                    byEvent[key, default: []].append(Named(trigger: index, conditions: [number]))
                }
                guard key.argument != nil else { continue }
                for entry in condition.filters {
                    for filter in entry where filter.type == .date { timed[key, default: []].insert(filter.key) }
                }
            }
        }
        self.byEvent = byEvent
        self.timed = timed
    }

    /// The triggers whose conditions name `event`, in payload order; for a purchase, those of
    /// its product and those of any purchase, merged.
    func named(_ kind: EngineCondition.Kind, _ argument: String?) -> [Named] {
        let own = byEvent[Key(kind: kind, argument: kind == .open ? nil : argument)] ?? []
        guard kind == .purchase, argument != nil, let any = byEvent[Key(kind: .purchase, argument: nil)] else { return own }
        return Self.merge(own, any)
    }

    /// The property names a `date` filter compares on this custom event or product.
    func timedProperties(_ kind: EngineCondition.Kind, _ argument: String?) -> Set<String>? {
        guard let argument else { return nil }
        return timed[Key(kind: kind, argument: argument)]
    }

    /// Two lists in trigger order, one entry per trigger (conditions in their order).
    private static func merge(_ a: [Named], _ b: [Named]) -> [Named] {
        var result: [Named] = []
        result.reserveCapacity(a.count + b.count)
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].trigger < b[j].trigger) {
                result.append(a[i])
                i += 1
            } else if i == a.count || b[j].trigger < a[i].trigger {
                result.append(b[j])
                j += 1
            } else {
                result.append(Named(trigger: a[i].trigger, conditions: (a[i].conditions + b[j].conditions).sorted()))
                i += 1
                j += 1
            }
        }
        return result
    }
}
