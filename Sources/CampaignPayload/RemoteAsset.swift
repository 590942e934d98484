public import CampaignModel
import CanonicalJSON

/// One remote asset URL of a payload and the campaigns that use it (SPEC §6, version 2): the
/// payload and the manifest list every remote `image`, `asset_urls` and `assets_zip` URL once,
/// so a pipeline can check or warm them; local images are in `local_assets` instead.
public struct RemoteAsset: Hashable, Sendable {
    public let url: String
    /// Campaign ids, sorted byte-wise, each once.
    public let campaigns: [String]

    public init(url: String, campaigns: [String]) {
        self.url = url
        self.campaigns = campaigns
    }

    /// One campaign's use of one URL, before grouping.
    public struct Use: Hashable, Sendable {
        public let url: String
        public let campaign: String

        public init(url: String, campaign: String) {
            self.url = url
            self.campaign = campaign
        }
    }

    /// The remote URLs `campaign`'s message uses: a remote image, then an html message's
    /// `asset_urls` and `assets_zip`.
    public static func uses(of campaign: Campaign) -> [Use] {
        var urls: [String] = []
        if case .remote(let url) = campaign.message.common.image?.value {
            urls.append(url)
        }
        if case .html(let html) = campaign.message {
            urls.append(contentsOf: html.assetURLs.map(\.value))
            if let zip = html.assetsZip { urls.append(zip.value) }
        }
        return urls.map { Use(url: $0, campaign: campaign.id.value) }
    }

    /// `uses` in any order (repeats allowed) grouped by URL: sorted by URL bytes, ids sorted.
    public static func grouped(_ uses: [Use]) -> [RemoteAsset] {
        var byURL: [String: Set<String>] = [:]
        for use in uses {
            byURL[use.url, default: []].insert(use.campaign)
        }
        return byURL.keys.sorted(by: UTF8Order.precedes).map { url in
            RemoteAsset(url: url, campaigns: byURL[url, default: []].sorted(by: UTF8Order.precedes))
        }
    }

    /// `{"campaigns": [...], "url": "..."}`.
    var value: JSONValue {
        ["url": .string(url), "campaigns": .array(campaigns.map(JSONValue.string))]
    }
}
