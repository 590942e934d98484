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

    /// Byte-wise order of campaign ids (then revisions, so the order is total).
    public static func idOrder(_ a: TriggerObject, _ b: TriggerObject) -> Bool {
        if a.id != b.id { return UTF8Order.precedes(a.id, b.id) }
        return UTF8Order.precedes(a.revision, b.revision)
    }
}
