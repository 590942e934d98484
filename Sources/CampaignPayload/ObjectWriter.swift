import CampaignLiquid
import CanonicalJSON

/// Where the mappings write an object of a payload, member by member: as values
/// (`ValueWriter`: the pretty style, `render`, the tests), as compact bytes written as each
/// member is set (`CompactWriter`: the compact payload, which never builds the value), or
/// nowhere (`LiquidProbe`: only which texts have Liquid). One mapping code writes them all, so
/// their bytes cannot drift apart.
protocol ObjectWriter {
    init()
    /// Sets `key` to `value`.
    mutating func set(_ key: String, _ value: JSONValue)
    /// Writes `object` as the value of `key` (`set(_:object:)` also takes its Liquid texts).
    mutating func write(_ key: String, object: Self)
    /// Writes the list `objects` as the value of `key`.
    mutating func write(_ key: String, objects: [Self])
    /// Writes a list of lists of objects as the value of `key`.
    mutating func write(_ key: String, lists: [[Self]])
    /// The texts set with `set(text:_:)`, here or in a member object, that have Liquid (`{{`
    /// or `{%`), in the order set: what `MessageTexts` finds in the written value.
    var liquidTexts: [String] { get set }
    /// False when the writer keeps no values, only `liquidTexts`: members without texts
    /// (colours) need not be worked out for it.
    static var keepsValues: Bool { get }
}

extension ObjectWriter {
    static var keepsValues: Bool { true }

    /// Sets `key` to `value`; nothing when `value` is nil (a key is omitted, never `null`).
    mutating func set(_ key: PayloadKey, _ value: JSONValue?) {
        if let value { set(key.rawValue, value) }
    }

    /// Sets `key` to a text that may hold Liquid (a key of `MessageTexts`); nothing when nil.
    mutating func set(text key: PayloadKey, _ text: String?) {
        guard let text else { return }
        set(text: key.rawValue, text)
    }

    /// Sets `key` to a text that may hold Liquid.
    mutating func set(text key: String, _ text: String) {
        set(key, .string(text))
        if LiquidDetection.containsLiquid(text) { liquidTexts.append(text) }
    }

    /// True when a text of the object has Liquid (`TriggerObject.hasLiquid` of its value).
    var hasLiquid: Bool { !liquidTexts.isEmpty }

    /// Sets `key` to `object`, whose Liquid texts become this object's too.
    mutating func set(_ key: String, object: Self) {
        write(key, object: object)
        liquidTexts += object.liquidTexts
    }

    /// Sets `key` to the list `objects`.
    mutating func set(_ key: String, objects: [Self]) {
        write(key, objects: objects)
        for object in objects { liquidTexts += object.liquidTexts }
    }

    /// Sets `key` to a list of lists of objects.
    mutating func set(_ key: String, lists: [[Self]]) {
        write(key, lists: lists)
        for list in lists { for object in list { liquidTexts += object.liquidTexts } }
    }

    mutating func set(_ key: PayloadKey, object: Self) { set(key.rawValue, object: object) }
    mutating func set(_ key: PayloadKey, objects: [Self]) { set(key.rawValue, objects: objects) }
}

/// An object as a `JSONValue`.
struct ValueWriter: ObjectWriter {
    var members: [String: JSONValue] = [:]
    var liquidTexts: [String] = []

    var value: JSONValue { .object(members) }

    mutating func set(_ key: String, _ value: JSONValue) { members[key] = value }
    mutating func write(_ key: String, object: ValueWriter) { members[key] = object.value }
    mutating func write(_ key: String, objects: [ValueWriter]) { members[key] = .array(objects.map(\.value)) }
    mutating func write(_ key: String, lists: [[ValueWriter]]) { members[key] = .array(lists.map { .array($0.map(\.value)) }) }
}

/// An object as compact bytes (`CompactObject`).
struct CompactWriter: ObjectWriter {
    var object = CompactObject()
    var liquidTexts: [String] = []

    mutating func set(_ key: String, _ value: JSONValue) { object.set(key, value) }
    mutating func write(_ key: String, object member: CompactWriter) { object.set(key, object: member.object) }
    mutating func write(_ key: String, objects: [CompactWriter]) { object.set(key, objects: objects.map(\.object)) }
    mutating func write(_ key: String, lists: [[CompactWriter]]) { object.set(key, lists: lists.map { $0.map(\.object) }) }
}

/// An object written nowhere: the mapping run only to learn which of its texts have Liquid
/// (whether a trigger object is personal) before choosing how to write it.
struct LiquidProbe: ObjectWriter {
    var liquidTexts: [String] = []
    static var keepsValues: Bool { false }

    mutating func set(_ key: String, _ value: JSONValue) {}
    mutating func write(_ key: String, object: LiquidProbe) {}
    mutating func write(_ key: String, objects: [LiquidProbe]) {}
    mutating func write(_ key: String, lists: [[LiquidProbe]]) {}
}
