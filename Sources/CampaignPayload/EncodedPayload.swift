public import CampaignModel
public import CanonicalJSON

/// The payload of a run built from trigger objects written earlier (`EncodedTrigger`): the
/// same bytes as `Payload` for the same campaigns, without keeping the campaigns.
public struct EncodedPayload: Hashable, Sendable {
    public let triggerMinimumIntervalSeconds: Int64
    /// Sorted by campaign id (then revision).
    public let triggers: [EncodedTrigger]
    /// Each local image once, sorted by path.
    public let localAssets: [LocalAsset]
    /// Each remote asset URL once, sorted by URL.
    public let remoteAssets: [RemoteAsset]
    /// (v4) The `translations` of a localised project; nil otherwise.
    public let translations: PayloadTranslations?
    /// How every trigger was written.
    public let layout: EncodedTrigger.Layout
    public let style: JSONWriter.Style

    /// `triggers` in any order, all written for `layout` in `style`; `localAssets` may repeat.
    public init(
        triggerMinimumIntervalSeconds: Int64, triggers: [EncodedTrigger], localAssets: [LocalAsset],
        remoteAssets: [RemoteAsset] = [], translations: PayloadTranslations? = nil, layout: EncodedTrigger.Layout, style: JSONWriter.Style
    ) {
        self.remoteAssets = remoteAssets
        self.translations = translations
        self.triggerMinimumIntervalSeconds = triggerMinimumIntervalSeconds
        self.triggers = triggers.sorted(by: EncodedTrigger.idOrder)
        self.localAssets = Array(Set(localAssets)).sorted(by: Payload.assetOrder)
        self.layout = layout
        self.style = style
    }

    /// The `schema_version`: 3 when some trigger uses variants or the project is localised, else 2.
    public var schemaVersion: Int64 {
        Payload.schemaVersion(usingVariants: translations != nil || triggers.contains(where: \.usesVariants))
    }

    /// The `--output` document as consecutive pieces (each trigger's bytes are one piece,
    /// shared, not copied). Needs the `documentElement` layout.
    public func documentPieces() -> [[UInt8]] {
        precondition(layout == .documentElement, "the triggers were written as files")
        let members = Payload.sharedMembers(
            schemaVersion: schemaVersion, triggerMinimumIntervalSeconds: triggerMinimumIntervalSeconds, localAssets: localAssets, remoteAssets: remoteAssets,
            translations: translations
        )
        return JSONWriter(style: style).documentPieces(members, splicing: Payload.triggersKey, elements: triggers.map(\.bytes))
    }

    /// The `--output` document (what `PayloadWriter.document` writes for the same campaigns).
    public func document() -> [UInt8] {
        Array(documentPieces().joined())
    }

    /// The files of `--output-dir`: `<id>.json` per campaign in id order, then `manifest.json`
    /// (what `PayloadWriter.directoryFiles` writes for the same campaigns). Needs the `file` layout.
    public func directoryFiles() -> [PayloadFile] {
        precondition(layout == .file, "the triggers were written as document elements")
        var files = triggers.map { PayloadFile(name: $0.id + ".json", bytes: $0.bytes) }
        let manifest = Payload.manifestValue(
            schemaVersion: schemaVersion, triggerMinimumIntervalSeconds: triggerMinimumIntervalSeconds, localAssets: localAssets, remoteAssets: remoteAssets,
            translations: translations, campaigns: triggers.map { ($0.id, $0.revision) }
        )
        files.append(PayloadFile(name: PayloadFile.manifestName, bytes: JSONWriter(style: style).encodeDocument(manifest)))
        return files
    }
}
