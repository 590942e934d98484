public import CampaignModel

/// The part of a payload that some campaigns contribute (see `PayloadBuilder.encode`).
public struct EncodedCampaigns: Hashable, Sendable {
    public let triggers: [EncodedTrigger]
    public let localAssets: [LocalAsset]
    /// Each remote asset URL the campaigns use, with the campaign that uses it.
    public let remoteAssets: [RemoteAsset.Use]

    public init(triggers: [EncodedTrigger], localAssets: [LocalAsset], remoteAssets: [RemoteAsset.Use] = []) {
        self.triggers = triggers
        self.localAssets = localAssets
        self.remoteAssets = remoteAssets
    }
}
