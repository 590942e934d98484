import CampaignPayload
import CampaignWorkspace

extension FileKeeper where Product == EncodedCampaigns {
    /// `compile`'s product: each campaign's trigger object, written in the per-file stage the
    /// way `encoding` needs it, so no campaign is kept until the end. Scenario documents are
    /// skipped (SPEC §9.4).
    static func encodedCampaigns(_ encoding: PayloadEncoding) -> FileKeeper<EncodedCampaigns> {
        var keeper = FileKeeper { _, _, compiled in
            PayloadBuilder.encode(compiled.campaigns, layout: encoding.layout, style: encoding.style)
        }
        keeper.needs.scenarios = false
        return keeper
    }
}
