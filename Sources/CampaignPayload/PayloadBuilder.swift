public import CampaignModel
public import CanonicalJSON

/// Campaigns in, the payload out (SPEC §6). A pure function of its inputs: the same
/// campaigns in any order give the same payload.
public struct PayloadBuilder: Sendable {
    /// The project's `trigger_minimum_interval` (a whole number of seconds).
    public let triggerMinimumInterval: Duration

    public init(triggerMinimumInterval: Duration = ProjectSettings.defaultTriggerMinimumInterval) {
        self.triggerMinimumInterval = triggerMinimumInterval
    }

    /// The builder for a run with these project settings.
    public init(project: ProjectSettings) {
        self.init(triggerMinimumInterval: project.triggerMinimumInterval)
    }

    /// The payload of `campaigns` (which must be free of errors, ids unique).
    public func build(_ campaigns: [Campaign]) -> Payload {
        let builder = TriggerObjectBuilder()
        return Payload(
            triggerMinimumIntervalSeconds: triggerMinimumInterval.seconds,
            triggers: campaigns.map(builder.build),
            localAssets: Self.localAssets(of: campaigns),
            remoteAssets: RemoteAsset.grouped(campaigns.flatMap(RemoteAsset.uses(of:)))
        )
    }

    /// The payload of the campaigns whose parts `encode` wrote (in any order): the same
    /// bytes as `build` over all of those campaigns.
    public func build(_ parts: [EncodedCampaigns], layout: EncodedTrigger.Layout, style: JSONWriter.Style) -> EncodedPayload {
        EncodedPayload(
            triggerMinimumIntervalSeconds: triggerMinimumInterval.seconds,
            triggers: parts.flatMap(\.triggers),
            localAssets: parts.flatMap(\.localAssets),
            remoteAssets: RemoteAsset.grouped(parts.flatMap(\.remoteAssets)),
            layout: layout,
            style: style
        )
    }

    /// What `campaigns` contribute to a payload, written for `layout` in `style`: their
    /// trigger objects as bytes and their local images.
    public static func encode(_ campaigns: [Campaign], layout: EncodedTrigger.Layout, style: JSONWriter.Style) -> EncodedCampaigns {
        let builder = TriggerObjectBuilder()
        return EncodedCampaigns(
            triggers: campaigns.map { builder.encode($0, layout: layout, style: style) },
            localAssets: localAssets(of: campaigns),
            remoteAssets: campaigns.flatMap(RemoteAsset.uses(of:))
        )
    }

    /// The local images of `campaigns`, each once, in no particular order.
    static func localAssets(of campaigns: [Campaign]) -> [LocalAsset] {
        var assets = Set<LocalAsset>()
        for campaign in campaigns {
            if let asset = campaign.message.common.image?.value.localAsset {
                assets.insert(asset)
            }
        }
        return Array(assets)
    }
}
