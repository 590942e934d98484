/// The trigger conditions of a payload by the event they name (R1.3), built once per payload
/// and shared by every scenario run: an event looks only at the triggers that name it, never
/// at every trigger of the payload, and finds what checks 2–4 need in one plain value per
/// trigger (no reference counting in the engine's innermost loop).
struct TriggerIndex: Sendable {
    /// An event's kind and name, product id (nil: any purchase) or push campaign.
    struct Key: Hashable, Sendable {
        let kind: EngineCondition.Kind
        let argument: String?
    }

    /// One trigger that names an event, with what checks 2–4 read.
    struct Candidate: Sendable {
        let trigger: Int
        /// Its conditions that name the event: `conditions[firstCondition ..< firstCondition + conditionCount]` of the entry.
        let firstCondition: Int32
        let conditionCount: Int32
        /// True when one of those conditions has property filters.
        let hasFilters: Bool
        let priority: Int64
        /// Unix seconds; 0: no start.
        let start: Int64
        let end: Int64?
        /// Seconds; nil: once only.
        let reEligibility: Int64?
        /// Seconds.
        let delay: Int64
    }

    /// The triggers naming one event, in payload order, and the indexes of their conditions.
    struct Entry: Sendable {
        var candidates: [Candidate] = []
        var conditions: [Int32] = []
    }

    private let byEvent: [Key: Entry]
    /// For a purchase of a product no condition names: the triggers of any purchase.
    private let anyPurchase: Entry
    /// Per custom event or product, the property names some `date` filter on it compares (for
    /// E605, as `validate` finds it: whatever the scenario's `campaigns`).
    private let timed: [Key: Set<String>]

    init(_ triggers: [EngineTrigger]) {
        // Per key and trigger, the conditions naming the key, in payload order.
        var named: [Key: [(trigger: Int, conditions: [Int])]] = [:]
        var timed: [Key: Set<String>] = [:]
        for (index, trigger) in triggers.enumerated() {
            for (number, condition) in trigger.conditions.enumerated() {
                let key = Key(kind: condition.kind, argument: condition.kind == .open ? nil : condition.argument)
                if let last = named[key]?.last, last.trigger == index {
                    named[key]![named[key]!.count - 1].conditions.append(number)
                } else {
                    named[key, default: []].append((index, [number]))
                }
                guard key.argument != nil else { continue }
                for entry in condition.filters {
                    for filter in entry where filter.type == .date { timed[key, default: []].insert(filter.key) }
                }
            }
        }
        // A product's purchase also fires the conditions of any purchase: merged once here.
        let any = named[Key(kind: .purchase, argument: nil)] ?? []
        var byEvent: [Key: Entry] = [:]
        for (key, list) in named {
            let merged = key.kind == .purchase && key.argument != nil ? Self.merge(list, any) : list
            byEvent[key] = Self.entry(merged, triggers)
        }
        self.byEvent = byEvent
        anyPurchase = Self.entry(any, triggers)
        self.timed = timed
    }

    /// The triggers whose conditions name the event, in payload order.
    func named(_ kind: EngineCondition.Kind, _ argument: String?) -> Entry {
        if let entry = byEvent[Key(kind: kind, argument: kind == .open ? nil : argument)] { return entry }
        return kind == .purchase ? anyPurchase : Entry()
    }

    /// The property names a `date` filter compares on this custom event or product.
    func timedProperties(_ kind: EngineCondition.Kind, _ argument: String?) -> Set<String>? {
        guard let argument else { return nil }
        return timed[Key(kind: kind, argument: argument)]
    }

    private static func entry(_ list: [(trigger: Int, conditions: [Int])], _ triggers: [EngineTrigger]) -> Entry {
        var entry = Entry()
        for (index, conditions) in list {
            let trigger = triggers[index]
            entry.candidates.append(
                Candidate(
                    trigger: index, firstCondition: Int32(entry.conditions.count), conditionCount: Int32(conditions.count),
                    hasFilters: conditions.contains { !trigger.conditions[$0].filters.isEmpty }, priority: trigger.priority,
                    start: trigger.startTime, end: trigger.endTime, reEligibility: trigger.reEligibility, delay: trigger.delay))
            entry.conditions += conditions.map { Int32($0) }
        }
        return entry
    }

    /// Two lists in trigger order, one entry per trigger (conditions in their order).
    private static func merge(_ a: [(trigger: Int, conditions: [Int])], _ b: [(trigger: Int, conditions: [Int])]) -> [(trigger: Int, conditions: [Int])] {
        var result: [(trigger: Int, conditions: [Int])] = []
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
                result.append((a[i].trigger, (a[i].conditions + b[j].conditions).sorted()))
                i += 1
                j += 1
            }
        }
        return result
    }
}
