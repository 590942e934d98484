public import CanonicalJSON

/// One JSON object of a payload, read by the writer's keys (`PayloadKey`): each member as the
/// type the writer writes there. The members stay as written, for the callers that show what
/// they cannot read (`campaignc diff` lists those under `payload.`).
public struct PayloadObject: Hashable, Sendable {
    public let members: [String: JSONValue]

    public init(_ members: [String: JSONValue]) {
        self.members = members
    }

    /// `json` as an object, nil when it is not one.
    public init?(_ json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        self.members = members
    }

    /// The member named `key`, as written.
    public subscript(key: PayloadKey) -> JSONValue? { members[key.rawValue] }

    public func text(_ key: PayloadKey) -> PayloadMember<String> {
        PayloadMember(self[key]) { if case .string(let text) = $0 { text } else { nil } }
    }

    public func integer(_ key: PayloadKey) -> PayloadMember<Int64> {
        PayloadMember(self[key]) { if case .integer(let number) = $0 { number } else { nil } }
    }

    public func flag(_ key: PayloadKey) -> PayloadMember<Bool> {
        PayloadMember(self[key]) { if case .bool(let flag) = $0 { flag } else { nil } }
    }

    public func object(_ key: PayloadKey) -> PayloadMember<PayloadObject> {
        PayloadMember(self[key], PayloadObject.init)
    }

    /// A list, each element read by `element` (an element it does not read is `.other`).
    public func list<Element>(_ key: PayloadKey, of element: @escaping (JSONValue) -> Element?) -> PayloadMember<[PayloadMember<Element>]> {
        PayloadMember(self[key]) { json in json.arrayValue?.map { PayloadMember($0, element) } }
    }

    /// A list of objects (`btns`, `themes.dark.btns`).
    public func objects(_ key: PayloadKey) -> PayloadMember<[PayloadMember<PayloadObject>]> {
        list(key, of: PayloadObject.init)
    }
}
