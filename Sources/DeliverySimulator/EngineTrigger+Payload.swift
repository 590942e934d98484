import CampaignLiquid
import CampaignModel
import CampaignPayload
import CanonicalJSON

/// The engine's values of a trigger object read back by `TriggerObjectReader`: what the
/// delivery rules need, checked in the order below; a shape the engine cannot run is a
/// `PayloadError` naming the trigger and the key.
extension EngineTrigger {
    init(_ json: JSONValue, order: Int) throws(PayloadError) {
        guard let trigger = TriggerObjectReader.read(json) else { throw PayloadError("trigger \(order + 1) is not an object") }
        guard let id = trigger.id.value else { throw PayloadError("trigger \(order + 1) has no string `\(PayloadKey.id.rawValue)`") }
        let variants = try Self.variants(of: trigger, id: id)
        guard let message = trigger.message.value ?? variants.first?.data else {
            throw PayloadError("trigger `\(id)` has no `\(PayloadKey.data.rawValue)` object")
        }
        guard let conditions = trigger.conditions.value else {
            throw PayloadError("trigger `\(id)` has no `\(PayloadKey.triggerCondition.rawValue)` list")
        }
        var engineConditions: [EngineCondition] = []
        for (index, condition) in conditions.enumerated() {
            engineConditions.append(try EngineCondition(condition, place: "trigger `\(id)` condition \(index + 1)"))
        }
        func integer(_ member: PayloadMember<Int64>, _ key: PayloadKey) throws(PayloadError) -> Int64? {
            switch member {
            case .absent, .other(.null): return nil
            case .read(let number):
                // Bounds that keep every sum in milliseconds far from overflow.
                guard Self.ranges[key, default: Int64.min...Int64.max].contains(number) else {
                    throw PayloadError("trigger `\(id)`: `\(key.rawValue)` \(number) is out of range")
                }
                return number
            case .other: throw PayloadError("trigger `\(id)`: `\(key.rawValue)` is not an integer")
            }
        }
        // The trigger-level delay; older payloads only have it inside `data`.
        let topDelay = try integer(trigger.delay, .delay)
        let dataDelay = try integer(message.object.integer(.delay), .delay)
        let priority = try integer(trigger.priority, .priority)
        let startTime = try integer(trigger.startTime, .startTime)
        self.init(
            id: id, order: order,
            priority: priority ?? 0,
            startTime: startTime ?? 0,
            endTime: try integer(trigger.endTime, .endTime),
            reEligibility: try integer(trigger.reEligibility, .reEligibility),
            conditions: engineConditions,
            delay: topDelay ?? dataDelay ?? 0,
            timeout: try integer(trigger.timeout, .timeout),
            minimumInterval: try integer(trigger.minSecondsSinceLastTrigger, .minSecondsSinceLastTrigger),
            message: try EngineMessage(message, trigger: id),
            variants: variants.map(\.variant),
            controlBuckets: trigger.controlBuckets
        )
        templated = trigger.object.text(.type).value == TemplatedMessage.triggerType
        data = json[PayloadKey.data.rawValue] ?? .null
        hasLiquid = MessageTexts.containsText(of: data, where: LiquidDetection.containsLiquid)
    }

    /// (v4) The `variants` of `trigger` (SPEC §17), each with its message read, and its
    /// `data` for the trigger's own message; empty without `variants`.
    private static func variants(of trigger: PayloadTrigger, id: String) throws(PayloadError) -> [(variant: EngineVariant, data: PayloadMessage)] {
        guard let list = trigger.variants.value else { return [] }
        var variants: [(variant: EngineVariant, data: PayloadMessage)] = []
        for (index, member) in list.enumerated() {
            let place = "trigger `\(id)` variant \(index + 1)"
            guard let variant = member.value, let name = variant.name.value else {
                throw PayloadError("\(place) has no `\(PayloadKey.name.rawValue)`")
            }
            guard let buckets = variant.buckets else { throw PayloadError("\(place) has no `\(PayloadKey.buckets.rawValue)` [first, last] in 0...99") }
            guard let data = variant.message.value else { throw PayloadError("\(place) has no `\(PayloadKey.data.rawValue)` object") }
            variants.append((EngineVariant(name: name, buckets: buckets, message: try EngineMessage(data, trigger: id)), data))
        }
        return variants
    }

    /// The values the engine accepts: times up to the year 9999, durations up to ~300 years.
    static let ranges: [PayloadKey: ClosedRange<Int64>] = [
        .startTime: 0...253_402_300_799,
        .endTime: 0...253_402_300_799,
        .reEligibility: -1...10_000_000_000,
        .delay: 0...10_000_000_000,
        .timeout: 0...10_000_000_000_000,
        .minSecondsSinceLastTrigger: 0...10_000_000_000,
        .priority: -1_000_000_000...1_000_000_000,
    ]
}

extension EngineCondition {
    /// One condition; a condition that is not an object has no `type`.
    init(_ member: PayloadMember<PayloadCondition>, place: String) throws(PayloadError) {
        let condition = member.value ?? PayloadCondition(PayloadObject([:]))
        guard condition.type.value != nil else { throw PayloadError("\(place) has no `\(PayloadKey.type.rawValue)`") }
        var filters: [[EngineFilter]] = []
        for (i, entry) in (condition.filters.value ?? []).enumerated() {
            guard let list = entry.value else {
                throw PayloadError("\(place): `\(PayloadKey.propertyFilters.rawValue)` entry \(i + 1) is not a list")
            }
            var alternatives: [EngineFilter] = []
            for (j, filter) in list.enumerated() {
                alternatives.append(try EngineFilter(filter, place: "\(place) filter \(i + 1).\(j + 1)"))
            }
            filters.append(alternatives)
        }
        func argument(_ kind: TriggerKind) throws(PayloadError) -> String {
            guard let argument = condition.argument(of: kind).value else {
                throw PayloadError("\(place) has no `\(TriggerConditionMapping.argumentKey(of: kind)?.rawValue ?? "")`")
            }
            return argument
        }
        switch condition.kinds.first {
        case .sessionStart?:
            self.init(kind: .open, argument: nil, filters: [])
        case .anyPurchase?, .specificPurchase?:
            self.init(kind: .purchase, argument: condition.argument(of: .specificPurchase).value, filters: filters)
        case .customEvent?:
            self.init(kind: .customEvent, argument: try argument(.customEvent), filters: filters)
        case .pushClick?:
            self.init(kind: .pushClick, argument: try argument(.pushClick), filters: [])
        case nil:
            throw PayloadError("\(place) has the unknown type `\(condition.type.value ?? "")`")
        }
    }
}

extension EngineFilter {
    /// One filter; a filter that is not an object has no `property_key`.
    init(_ member: PayloadMember<PayloadFilter>, place: String) throws(PayloadError) {
        let filter = member.value ?? PayloadFilter(PayloadObject([:]))
        guard let key = filter.property.value else { throw PayloadError("\(place) has no `\(PayloadKey.propertyKey.rawValue)`") }
        guard let type = filter.type.map(PropertyType.init) else {
            throw PayloadError("\(place) has no known `\(PayloadKey.propertyType.rawValue)`")
        }
        guard let comparator = filter.comparator.value else {
            throw PayloadError("\(place) has no integer `\(PayloadKey.comparator.rawValue)`")
        }
        self.init(key: key, type: type, comparator: Int(comparator), value: filter.value)
    }
}

extension EngineMessage {
    init(_ message: PayloadMessage, trigger: String) throws(PayloadError) {
        let object = message.object
        guard let type = message.type.value else {
            throw PayloadError("trigger `\(trigger)`: `\(PayloadKey.data.rawValue)` has no `\(PayloadKey.type.rawValue)`")
        }
        var assets = message.assetURLs.value?.compactMap(\.value) ?? []
        if let zip = object.text(.zippedAssetsURL).value { assets.append(zip) }
        var autoDismiss: Int64?
        if case .after(let duration)? = message.dismiss, (0...10_000_000_000_000).contains(duration.milliseconds) {
            autoDismiss = duration.milliseconds
        }
        let buttons =
            message.buttons.value?.compactMap { member -> EngineButton? in
                guard let button = member.value else { return nil }
                let id: String? =
                    switch button[.id] {
                    case .string(let s)?: s
                    case .integer(let n)?: String(n)
                    default: nil
                    }
                return id.map { EngineButton(id: $0, uri: button.text(.uri).value) }
            } ?? []
        self.init(
            type: type, orientation: object.text(.orientation).value ?? "ANY", imageURL: object.text(.imageURL).value,
            isImageOnly: object.text(.imageStyle).value == ImageLayout.imageOnly.wireName, assetURLs: assets,
            autoDismissMilliseconds: autoDismiss,
            animatesOut: object[.animateOut] != .bool(false),
            uri: object.text(.clickAction).value == InAppMessageMapping.clickURI ? object.text(.uri).value : nil, buttons: buttons
        )
    }
}

extension EngineFilter.PropertyType {
    /// The engine's type of the language's `type`.
    init(_ type: CampaignModel.PropertyType) {
        switch type {
        case .string: self = .string
        case .number: self = .number
        case .boolean: self = .boolean
        case .time: self = .date
        }
    }
}
