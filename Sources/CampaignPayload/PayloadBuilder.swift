public import CampaignModel
public import CanonicalJSON

/// Campaigns in, the payload out (SPEC §6). A pure function of its inputs: the same
/// campaigns in any order give the same payload.
public struct PayloadBuilder: Sendable {
    /// The project's `trigger_minimum_interval` (a whole number of seconds).
    public let triggerMinimumInterval: Duration
    /// (v4) The project's `localisation:`: the payload then carries `translations`.
    public let localisation: LocalisationSettings?

    public init(triggerMinimumInterval: Duration = ProjectSettings.defaultTriggerMinimumInterval, localisation: LocalisationSettings? = nil) {
        self.triggerMinimumInterval = triggerMinimumInterval
        self.localisation = localisation
    }

    /// The builder for a run with these project settings.
    public init(project: ProjectSettings) {
        self.init(triggerMinimumInterval: project.triggerMinimumInterval, localisation: project.localisation)
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
            translations: localisation.map { settings in
                PayloadTranslations.merged(
                    parts.map(\.translations), units: parts.reduce(into: [:]) { $0.merge($1.units) { first, _ in first } }, locales: settings.locales)
            },
            layout: layout,
            style: style
        )
    }

    /// What `campaigns` contribute to a payload, written for `layout` in `style`: their
    /// trigger objects as bytes and their local images; with `localised`, each campaign's
    /// translation units too; with `keepingPersonalObjects`, the personal trigger objects as
    /// they are (for `render`, `TriggerObjectBuilder.encode`; `textsMayHoldLiquid: false` when
    /// their file has no `{{` or `{%`).
    public static func encode(
        _ campaigns: [Campaign], layout: EncodedTrigger.Layout, style: JSONWriter.Style, localised: Bool = false, keepingPersonalObjects: Bool = false,
        textsMayHoldLiquid: Bool = true
    ) -> EncodedCampaigns {
        let builder = TriggerObjectBuilder()
        var units: [String: [String]] = [:]
        if localised {
            for campaign in campaigns { units[campaign.id.value] = translationUnits(of: campaign) }
        }
        return EncodedCampaigns(
            triggers: campaigns.map {
                builder.encode($0, layout: layout, style: style, keepingPersonalObject: keepingPersonalObjects, textsMayHoldLiquid: textsMayHoldLiquid)
            },
            localAssets: localAssets(of: campaigns),
            remoteAssets: campaigns.flatMap(RemoteAsset.uses(of:)),
            units: units
        )
    }

    /// The translation units of `campaign` (SPEC §16.2) over its message or every variant's,
    /// each once; none with `localise: false`.
    public static func translationUnits(of campaign: Campaign) -> [String] {
        guard campaign.localise?.value != false else { return [] }
        let mapping = InAppMessageMapping(triggerID: campaign.id.value, delay: campaign.delayDuration)
        let messages = campaign.variantSplit.map { split in split.variants.map(\.message) } ?? [campaign.message]
        var ids: [String] = []
        var seen = Set<String>()
        for message in messages {
            for id in MessageUnits.ids(of: mapping.value(of: message)) where seen.insert(id).inserted { ids.append(id) }
        }
        return ids
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
