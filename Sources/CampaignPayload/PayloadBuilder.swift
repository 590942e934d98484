import CampaignModel
import CanonicalJSON

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
        var assets = Set<LocalAsset>()
        for campaign in campaigns {
            if let asset = campaign.message.common.image?.value.localAsset {
                assets.insert(asset)
            }
        }
        return Payload(
            triggerMinimumIntervalSeconds: triggerMinimumInterval.seconds,
            triggers: campaigns.map(builder.build),
            localAssets: Array(assets)
        )
    }
}
