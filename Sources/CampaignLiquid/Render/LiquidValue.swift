/// A value while rendering: what profiles hold and Liquid computes. Objects keep their keys'
/// order so that output is deterministic.
public indirect enum LiquidValue: Sendable, Equatable {
    case `nil`
    case boolean(Bool)
    case integer(Int)
    case float(Double)
    case string(String)
    case array([LiquidValue])
    case object(LiquidObject)
    /// `(lower..upper)`, both ends included.
    case range(Int, Int)
    /// A point in time, with the UTC offset it is shown in.
    case time(LiquidTime)

    /// Only nil and false are false.
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): return false
        default: return true
        }
    }

    var isEmptyCollection: Bool {
        switch self {
        case .string(let text): return text.isEmpty
        case .array(let items): return items.isEmpty
        case .object(let object): return object.keys.isEmpty
        default: return false
        }
    }

    /// The items of an array or range; nil for other values.
    var items: [LiquidValue]? {
        switch self {
        case .array(let items): return items
        case .range(let lower, let upper): return lower <= upper ? (lower...upper).map { .integer($0) } : []
        default: return nil
        }
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

/// A JSON-like object with ordered keys.
public struct LiquidObject: Sendable, Equatable {
    public private(set) var keys: [String] = []
    private var storage: [String: LiquidValue] = [:]

    public init(_ pairs: [(String, LiquidValue)] = []) {
        for (key, value) in pairs { self[key] = value }
    }

    public subscript(key: String) -> LiquidValue? {
        get { storage[key] }
        set {
            if storage[key] == nil && newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            storage[key] = newValue
        }
    }

    public var pairs: [(String, LiquidValue)] { keys.map { ($0, storage[$0]!) } }

    public static func == (lhs: LiquidObject, rhs: LiquidObject) -> Bool {
        lhs.storage == rhs.storage
    }
}

/// Seconds since 1970 (UTC) and the offset from UTC, in seconds, it is written in.
public struct LiquidTime: Sendable, Equatable {
    public var seconds: Int64
    public var utcOffset: Int
    /// The zone's abbreviation for `%Z`.
    public var zoneName: String

    public init(seconds: Int64, utcOffset: Int = 0, zoneName: String = "UTC") {
        self.seconds = seconds
        self.utcOffset = utcOffset
        self.zoneName = zoneName
    }

    public static func == (lhs: LiquidTime, rhs: LiquidTime) -> Bool { lhs.seconds == rhs.seconds }
}
