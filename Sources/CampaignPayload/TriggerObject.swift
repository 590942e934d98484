import CampaignLiquid
public import CanonicalJSON

/// One campaign as the delivery engine consumes it (SPEC §6): the trigger object, with the
/// campaign id and revision kept beside it for sorting and for the `--output-dir` manifest.
public struct TriggerObject: Hashable, Sendable {
    /// The campaign id (also `id` and `data.trigger_id` in `value`).
    public let id: String
    /// The first 16 hex digits of the SHA-256 of `value`'s canonical compact bytes without
    /// `revision` (also `revision` in `value`).
    public let revision: String
    /// The whole trigger object, `revision` included.
    public let value: JSONValue

    public init(id: String, revision: String, value: JSONValue) {
        self.id = id
        self.revision = revision
        self.value = value
    }

    /// True when the object carries `variants` (SPEC §17), which needs schema version 3.
    public var usesVariants: Bool { value[PayloadKey.variants.rawValue] != nil }

    /// True when rendering may give one user other bytes than another (SPEC §18): the object
    /// has variants, is templated or has Liquid in its message's texts. Any other object is
    /// rendered as it was compiled, unless the user's locale translates it.
    public var isPersonal: Bool {
        usesVariants || value[PayloadKey.type.rawValue] == .string(TemplatedMessage.triggerType) || Self.hasLiquid(value[PayloadKey.data.rawValue] ?? .null)
    }

    /// True when a text of the message object `data` has Liquid (`{{` or `{%`).
    static func hasLiquid(_ data: JSONValue) -> Bool {
        MessageTexts.containsText(of: data, where: LiquidDetection.containsLiquid)
    }

    /// Byte-wise order of campaign ids (then revisions, so the order is total).
    public static func idOrder(_ a: TriggerObject, _ b: TriggerObject) -> Bool {
        if a.id != b.id { return UTF8Order.precedes(a.id, b.id) }
        return UTF8Order.precedes(a.revision, b.revision)
    }
}
