public import CampaignModel
public import CanonicalJSON

/// The compiled payload of a run (SPEC §6): what `compile --output` writes as one document,
/// and `--output-dir` as one file per campaign plus a manifest.
public struct Payload: Hashable, Sendable {
    /// The version of the payload's shape (`schema_version`) without variants.
    public static let schemaVersion: Int64 = 2
    /// (v4) The version when some campaign has variants (SPEC §6, §17).
    public static let variantsSchemaVersion: Int64 = 3

    /// The version of a payload some of whose triggers use variants, or none.
    public static func schemaVersion(usingVariants: Bool) -> Int64 {
        usingVariants ? variantsSchemaVersion : schemaVersion
    }

    /// This payload's `schema_version`.
    public var documentSchemaVersion: Int64 { Self.schemaVersion(usingVariants: triggers.contains(where: \.usesVariants)) }

    /// The project's `trigger_minimum_interval`, in seconds.
    public let triggerMinimumIntervalSeconds: Int64
    /// One per campaign, sorted by campaign id.
    public let triggers: [TriggerObject]
    /// The local images the triggers use, each once, sorted by path.
    public let localAssets: [LocalAsset]
    /// The remote asset URLs the triggers use, each once, sorted by URL.
    public let remoteAssets: [RemoteAsset]

    public init(
        triggerMinimumIntervalSeconds: Int64, triggers: [TriggerObject], localAssets: [LocalAsset], remoteAssets: [RemoteAsset] = []
    ) {
        self.triggerMinimumIntervalSeconds = triggerMinimumIntervalSeconds
        self.triggers = triggers.sorted(by: TriggerObject.idOrder)
        self.localAssets = localAssets.sorted(by: Payload.assetOrder)
        self.remoteAssets = remoteAssets
    }

    /// The `--output` document: `schema_version`, `trigger_minimum_interval_seconds`,
    /// `triggers`, `local_assets` and `remote_assets`.
    public var documentValue: JSONValue {
        var members = Self.sharedMembers(
            schemaVersion: documentSchemaVersion, triggerMinimumIntervalSeconds: triggerMinimumIntervalSeconds, localAssets: localAssets,
            remoteAssets: remoteAssets
        )
        members[Self.triggersKey] = .array(triggers.map(\.value))
        return .object(members)
    }

    /// `manifest.json` of `--output-dir`: everything but `triggers`, plus `campaigns`, the
    /// `{id, revision}` of every campaign sorted by id (each is in `<id>.json`).
    public var manifestValue: JSONValue {
        Self.manifestValue(
            schemaVersion: documentSchemaVersion, triggerMinimumIntervalSeconds: triggerMinimumIntervalSeconds, localAssets: localAssets,
            remoteAssets: remoteAssets,
            campaigns: triggers.map { ($0.id, $0.revision) }
        )
    }

    /// The key of the trigger objects in the `--output` document.
    static let triggersKey = PayloadKey.triggers.rawValue

    /// The members of the `--output` document other than `triggers`.
    static func sharedMembers(
        schemaVersion: Int64, triggerMinimumIntervalSeconds: Int64, localAssets: [LocalAsset], remoteAssets: [RemoteAsset],
        translations: PayloadTranslations? = nil
    ) -> [String: JSONValue] {
        var members: [String: JSONValue] = [
            "local_assets": .array(localAssets.map(Payload.value(of:))),
            "remote_assets": .array(remoteAssets.map(\.value)),
        ]
        members[.schemaVersion] = .integer(schemaVersion)
        members[.triggerMinimumIntervalSeconds] = .integer(triggerMinimumIntervalSeconds)
        if let translations { members[.translations] = translations.value }
        return members
    }

    /// The manifest of `--output-dir` for campaigns given as (id, revision), in id order.
    static func manifestValue(
        schemaVersion: Int64, triggerMinimumIntervalSeconds: Int64, localAssets: [LocalAsset], remoteAssets: [RemoteAsset],
        translations: PayloadTranslations? = nil, campaigns: [(id: String, revision: String)]
    ) -> JSONValue {
        var members = sharedMembers(
            schemaVersion: schemaVersion, triggerMinimumIntervalSeconds: triggerMinimumIntervalSeconds, localAssets: localAssets, remoteAssets: remoteAssets,
            translations: translations
        )
        members["campaigns"] = .array(
            campaigns.map { campaign in
                ["id": .string(campaign.id), "revision": .string(campaign.revision)]
            })
        return .object(members)
    }

    /// One entry of `local_assets`: `path`, `url`, `bytes`, `sha256`.
    static func value(of asset: LocalAsset) -> JSONValue {
        [
            "path": .string(asset.path),
            "url": .string(asset.url),
            "bytes": JSONValue(asset.bytes),
            "sha256": .string(asset.sha256),
        ]
    }

    /// By path byte-wise; the other fields only break ties, so the order is total.
    static func assetOrder(_ a: LocalAsset, _ b: LocalAsset) -> Bool {
        if a.path != b.path { return UTF8Order.precedes(a.path, b.path) }
        if a.url != b.url { return UTF8Order.precedes(a.url, b.url) }
        if a.sha256 != b.sha256 { return a.sha256 < b.sha256 }
        return a.bytes < b.bytes
    }
}
