import CanonicalJSON

/// Reads trigger objects (JSON values) into `EngineTrigger`s; a shape the engine cannot read is
/// a `PayloadError` naming the trigger and key.
enum TriggerObjectDecoder {
    static func trigger(_ value: JSONValue, order: Int) throws(PayloadError) -> EngineTrigger {
        guard let object = value.objectValue else { throw PayloadError("trigger \(order + 1) is not an object") }
        guard case .string(let id)? = object["id"] else { throw PayloadError("trigger \(order + 1) has no string `id`") }
        func integer(_ key: String, in object: [String: JSONValue]) throws(PayloadError) -> Int64? {
            switch object[key] {
            case nil, .null?: return nil
            case .integer(let n)?:
                // Bounds that keep every sum in milliseconds far from overflow.
                let range = Self.ranges[key] ?? (Int64.min...Int64.max)
                guard range.contains(n) else { throw PayloadError("trigger `\(id)`: `\(key)` \(n) is out of range") }
                return n
            default: throw PayloadError("trigger `\(id)`: `\(key)` is not an integer")
            }
        }
        guard case .object(let data)? = object["data"] else { throw PayloadError("trigger `\(id)` has no `data` object") }
        guard let conditions = object["trigger_condition"]?.arrayValue else {
            throw PayloadError("trigger `\(id)` has no `trigger_condition` list")
        }
        var engineConditions: [EngineCondition] = []
        for (index, condition) in conditions.enumerated() {
            engineConditions.append(try self.condition(condition, trigger: id, index: index))
        }
        // v2 reads the trigger-level delay; older payloads only have it inside `data`.
        let topDelay = try integer("delay", in: object)
        let dataDelay = try integer("delay", in: data)
        let priority = try integer("priority", in: object)
        let startTime = try integer("start_time", in: object)
        return EngineTrigger(
            id: id, order: order,
            priority: priority ?? 0,
            startTime: startTime ?? 0,
            endTime: try integer("end_time", in: object),
            reEligibility: try integer("re_eligibility", in: object),
            conditions: engineConditions,
            delay: topDelay ?? dataDelay ?? 0,
            timeout: try integer("timeout", in: object),
            minimumInterval: try integer("min_seconds_since_last_trigger", in: object),
            message: try message(data, trigger: id)
        )
    }

    /// The values the engine accepts: times up to the year 9999, durations up to ~300 years.
    static let ranges: [String: ClosedRange<Int64>] = [
        "start_time": 0...253_402_300_799,
        "end_time": 0...253_402_300_799,
        "re_eligibility": -1...10_000_000_000,
        "delay": 0...10_000_000_000,
        "timeout": 0...10_000_000_000_000,
        "min_seconds_since_last_trigger": 0...10_000_000_000,
        "priority": -1_000_000_000...1_000_000_000,
    ]

    static func condition(_ value: JSONValue, trigger: String, index: Int) throws(PayloadError) -> EngineCondition {
        let place = "trigger `\(trigger)` condition \(index + 1)"
        guard case .string(let type)? = value["type"] else { throw PayloadError("\(place) has no `type`") }
        let data = value["data"]?.objectValue ?? [:]
        func text(_ key: String) -> String? {
            if case .string(let s)? = data[key] { return s }
            return nil
        }
        var filters: [[EngineFilter]] = []
        if let outer = data["property_filters"]?.arrayValue {
            for (i, inner) in outer.enumerated() {
                guard let list = inner.arrayValue else { throw PayloadError("\(place): `property_filters` entry \(i + 1) is not a list") }
                var alternatives: [EngineFilter] = []
                for (j, filter) in list.enumerated() {
                    alternatives.append(try self.filter(filter, place: "\(place) filter \(i + 1).\(j + 1)"))
                }
                filters.append(alternatives)
            }
        }
        switch type {
        case "open": return EngineCondition(kind: .open, argument: nil, filters: [])
        case "purchase", "purchase_property": return EngineCondition(kind: .purchase, argument: text("product_id"), filters: filters)
        case "custom_event", "custom_event_property":
            guard let name = text("event_name") else { throw PayloadError("\(place) has no `event_name`") }
            return EngineCondition(kind: .customEvent, argument: name, filters: filters)
        case "push_click":
            guard let campaign = text("campaign_id") else { throw PayloadError("\(place) has no `campaign_id`") }
            return EngineCondition(kind: .pushClick, argument: campaign, filters: [])
        default:
            throw PayloadError("\(place) has the unknown type `\(type)`")
        }
    }

    static func filter(_ value: JSONValue, place: String) throws(PayloadError) -> EngineFilter {
        guard case .string(let key)? = value["property_key"] else { throw PayloadError("\(place) has no `property_key`") }
        guard case .string(let typeWord)? = value["property_type"], let type = EngineFilter.PropertyType(rawValue: typeWord) else {
            throw PayloadError("\(place) has no known `property_type`")
        }
        guard case .integer(let comparator)? = value["comparator"] else { throw PayloadError("\(place) has no integer `comparator`") }
        return EngineFilter(key: key, type: type, comparator: Int(comparator), value: value["property_value"])
    }

    static func message(_ data: [String: JSONValue], trigger: String) throws(PayloadError) -> EngineMessage {
        func text(_ key: String, in object: [String: JSONValue] = data) -> String? {
            if case .string(let s)? = object[key] { return s }
            return nil
        }
        guard let type = text("type") else { throw PayloadError("trigger `\(trigger)`: `data` has no `type`") }
        var assets =
            data["asset_urls"]?.arrayValue?.compactMap { value -> String? in
                if case .string(let s) = value { return s }
                return nil
            } ?? []
        if let zip = text("zipped_assets_url") { assets.append(zip) }
        var autoDismiss: Int64?
        if text("message_close") == "AUTO_DISMISS", case .integer(let duration)? = data["duration"], (0...10_000_000_000_000).contains(duration) {
            autoDismiss = duration
        }
        let buttons =
            data["btns"]?.arrayValue?.compactMap { button -> EngineButton? in
                guard let object = button.objectValue else { return nil }
                let id: String? =
                    switch object["id"] {
                    case .string(let s)?: s
                    case .integer(let n)?: String(n)
                    default: nil
                    }
                return id.map { EngineButton(id: $0, uri: text("uri", in: object)) }
            } ?? []
        return EngineMessage(
            type: type, orientation: text("orientation") ?? "ANY", imageURL: text("image_url"),
            isImageOnly: text("image_style") == "GRAPHIC", assetURLs: assets, autoDismissMilliseconds: autoDismiss,
            animatesOut: data["animate_out"] != .bool(false),
            uri: text("click_action") == "URI" ? text("uri") : nil, buttons: buttons
        )
    }
}
