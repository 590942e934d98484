public import CanonicalJSON

/// One member of a payload object (or one element of a payload list) as read back: absent,
/// a value of the type the writer writes there, or a value of another JSON type, kept as it
/// is. The reader never fails; each caller decides what it needs and how to say it is missing.
public enum PayloadMember<Value: Hashable & Sendable>: Hashable, Sendable {
    case absent
    case read(Value)
    /// A JSON value of a type the writer never writes there.
    case other(JSONValue)

    /// The value, when it is of the type the writer writes.
    public var value: Value? {
        if case .read(let value) = self { return value }
        return nil
    }

    /// The member when it is there but of another type; nil when absent or read.
    public var other: JSONValue? {
        if case .other(let json) = self { return json }
        return nil
    }

    /// The value read, mapped; `absent` and `other` stay as they are.
    func map<T>(_ transform: (Value) -> T) -> PayloadMember<T> {
        switch self {
        case .absent: .absent
        case .read(let value): .read(transform(value))
        case .other(let json): .other(json)
        }
    }
}

extension PayloadMember {
    /// `json` as a member that reads as `Value` through `read`: `.other` when it does not.
    init(_ json: JSONValue?, _ read: (JSONValue) -> Value?) {
        guard let json else {
            self = .absent
            return
        }
        self = read(json).map(PayloadMember.read) ?? .other(json)
    }
}
