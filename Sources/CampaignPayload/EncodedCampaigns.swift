import CampaignModel

/// The part of a payload that some campaigns contribute (see `PayloadBuilder.encode`).
public struct EncodedCampaigns: Hashable, Sendable {
    public let triggers: [EncodedTrigger]
    public let localAssets: [LocalAsset]

    public init(triggers: [EncodedTrigger], localAssets: [LocalAsset]) {
        self.triggers = triggers
        self.localAssets = localAssets
    }
}
