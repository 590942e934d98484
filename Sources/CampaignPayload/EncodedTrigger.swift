public import CanonicalJSON

/// A trigger object already written as bytes (SPEC §6), with its id and revision beside it:
/// what a payload needs of a campaign, built while the campaign is at hand (in the per-file
/// stage, in parallel) so that neither the campaign nor its `JSONValue` is kept until the end.
public struct EncodedTrigger: Hashable, Sendable {
    /// Where the bytes go, which decides how they are written.
    public enum Layout: Hashable, Sendable {
        /// An element of the `triggers` list of the `--output` document (no final newline;
        /// indented for that place in the pretty style).
        case documentElement
        /// A file of its own, `<id>.json` of `--output-dir` (with the final newline).
        case file
    }

    public let id: String
    public let revision: String
    public let bytes: [UInt8]
    /// True when the object carries `variants` (SPEC §17), which needs schema version 3.
    public let usesVariants: Bool
    /// True when rendering may give one user other bytes than another
    /// (`TriggerObject.isPersonal`); false when every user receives `bytes` as they are,
    /// unless the user's locale translates the message.
    public let isPersonal: Bool
    /// The trigger object itself, kept instead of `bytes` (then empty) for a personal trigger
    /// when `render` asks for it (`TriggerObjectBuilder.encode(…keepingPersonalObject:)`): it
    /// renders the object, and need not read it back from bytes. Nil otherwise.
    public let object: JSONValue?

    public init(id: String, revision: String, bytes: [UInt8], usesVariants: Bool = false, isPersonal: Bool = true, object: JSONValue? = nil) {
        self.id = id
        self.revision = revision
        self.bytes = bytes
        self.usesVariants = usesVariants
        self.isPersonal = isPersonal
        self.object = object
    }

    /// Writes `trigger` for `layout` in `style`: the bytes `PayloadWriter` would write for it
    /// at that place.
    public init(_ trigger: TriggerObject, layout: Layout, style: JSONWriter.Style) {
        let writer = JSONWriter(style: style)
        let bytes =
            switch layout {
            case .documentElement: writer.encode(trigger.value, depth: JSONWriter.memberArrayElementDepth)
            case .file: writer.encodeDocument(trigger.value)
            }
        self.init(id: trigger.id, revision: trigger.revision, bytes: bytes, usesVariants: trigger.usesVariants, isPersonal: trigger.isPersonal)
    }

    /// Byte-wise order of campaign ids, then revisions (the order of `TriggerObject.idOrder`).
    public static func idOrder(_ a: EncodedTrigger, _ b: EncodedTrigger) -> Bool {
        if a.id != b.id { return UTF8Order.precedes(a.id, b.id) }
        return UTF8Order.precedes(a.revision, b.revision)
    }
}
