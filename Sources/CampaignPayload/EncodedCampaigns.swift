public import CampaignModel

/// The part of a payload that some campaigns contribute (see `PayloadBuilder.encode`).
public struct EncodedCampaigns: Hashable, Sendable {
    public let triggers: [EncodedTrigger]
    public let localAssets: [LocalAsset]
    /// Each remote asset URL the campaigns use, with the campaign that uses it.
    public let remoteAssets: [RemoteAsset.Use]
    /// (v4) The translation units of each campaign (campaign id → unit ids), for a localised
    /// project; empty otherwise.
    public var units: [String: [String]]
    /// (v4) The texts of the translation files among the inputs: locale → campaign → unit → text.
    public var translations: [String: [String: [String: String]]]

    public init(
        triggers: [EncodedTrigger], localAssets: [LocalAsset], remoteAssets: [RemoteAsset.Use] = [], units: [String: [String]] = [:],
        translations: [String: [String: [String: String]]] = [:]
    ) {
        self.triggers = triggers
        self.localAssets = localAssets
        self.remoteAssets = remoteAssets
        self.units = units
        self.translations = translations
    }
}
