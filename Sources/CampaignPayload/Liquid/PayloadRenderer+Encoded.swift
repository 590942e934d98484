public import CanonicalJSON

/// Rendering a payload `compile`'s per-file stage wrote (`EncodedPayload`) without building
/// and reading back its whole document: a trigger object that is the same for every user
/// keeps its bytes; only the others (`ReadBack`) are rendered, each on its own (`element`, so
/// a run may render them in parallel), and written again; `document` assembles the pieces.
/// The bytes are those of `render(_:)` over the same document read back, written in the
/// payload's style.
extension PayloadRenderer {
    /// A payload's trigger objects that rendering may change, each as an object; nil for one
    /// every user receives as it is.
    public struct ReadBack: Sendable {
        /// Parallel to the payload's `triggers`.
        public let values: [JSONValue?]

        /// The trigger objects of `payload` that are personal (`EncodedTrigger.isPersonal`) or
        /// whose campaign `isTranslated` says the user's locale translates: each one kept as
        /// an object (`EncodedTrigger.object`), else read back from its bytes.
        public init(_ payload: EncodedPayload, isTranslated: (String) -> Bool) throws(JSONReadError) {
            var values: [JSONValue?] = []
            values.reserveCapacity(payload.triggers.count)
            let reader = JSONReader()
            for trigger in payload.triggers {
                if let object = trigger.object {
                    values.append(object)
                } else if trigger.isPersonal || isTranslated(trigger.id) {
                    values.append(try reader.parse(trigger.bytes))
                } else {
                    values.append(Optional.none)
                }
            }
            self.values = values
        }

        /// Every text of the messages read back: where `render` looks for the time zones
        /// the texts name.
        public var texts: [String] { PayloadRenderer.texts(of: values.compactMap(\.self)) }
    }

    /// Every text of the messages of `triggers` (each variant's too).
    public static func texts(of triggers: [JSONValue]) -> [String] {
        triggers.flatMap { trigger in
            let variants = trigger[PayloadKey.variants.rawValue]?.arrayValue ?? []
            let messages = ([trigger] + variants).compactMap { $0[PayloadKey.data.rawValue] }
            return messages.flatMap(MessageTexts.texts(of:))
        }
    }

    /// What a trigger object read back becomes for this user: its element of the document, or
    /// an abort.
    public enum Element: Sendable {
        case written([UInt8])
        case aborted(Abort)
    }

    /// The trigger object `value` rendered and written as an element of a document in `style`.
    /// Each trigger object is rendered on its own, so a run may render them in parallel.
    public func element(_ value: JSONValue, style: JSONWriter.Style) throws(Failure) -> Element {
        let writer = JSONWriter(style: style)
        switch try render(trigger: value) {
        case .kept(let kept): return .written(writer.encode(kept, depth: JSONWriter.memberArrayElementDepth))
        case .changed(let members): return .written(Self.element(members, writer: writer))
        case .aborted(let abort): return .aborted(abort)
        }
    }

    /// The document of `payload` with `elements` (parallel to its triggers; nil for a trigger
    /// every user receives as it was written), and the campaigns aborted, in trigger order.
    public func document(_ payload: EncodedPayload, elements: [Element?]) -> (pieces: [[UInt8]], aborted: [Abort]) {
        var written: [[UInt8]] = []
        written.reserveCapacity(payload.triggers.count)
        var aborted: [Abort] = []
        for (trigger, element) in zip(payload.triggers, elements) {
            switch element {
            case nil: written.append(trigger.bytes)
            case .written(let bytes)?: written.append(bytes)
            case .aborted(let abort)?: aborted.append(abort)
            }
        }
        var members = Payload.sharedMembers(
            schemaVersion: Payload.schemaVersion, triggerMinimumIntervalSeconds: payload.triggerMinimumIntervalSeconds,
            localAssets: payload.localAssets, remoteAssets: payload.remoteAssets)
        Self.finish(&members, aborted: aborted)
        return (JSONWriter(style: payload.style).documentPieces(members, splicing: Payload.triggersKey, elements: written), aborted)
    }

    /// The element of the trigger object of `members` (without `revision`) with its revision:
    /// in the compact style its members are written once, for the revision and for the object.
    static func element(_ members: [String: JSONValue], writer: JSONWriter) -> [UInt8] {
        guard writer.style == .compact else { return writer.encode(revised(members), depth: JSONWriter.memberArrayElementDepth) }
        let object = CompactObject(members)
        return object.bytes(inserting: PayloadKey.revision.rawValue, .string(PayloadRevision.of(compactBytes: object.bytes)))
    }
}
