import CampaignPayload
import CampaignWorkspace

extension FileKeeper where Product == EncodedCampaigns {
    /// `compile`'s product: each campaign's trigger object, written in the per-file stage the
    /// way `encoding` needs it, so no campaign is kept until the end. Scenario documents are
    /// skipped (SPEC §9.4). With `localised`, each campaign's translation units and a
    /// translation file's texts are kept for the payload's `translations` (SPEC §6).
    static func encodedCampaigns(_ encoding: PayloadEncoding, localised: Bool = false) -> FileKeeper<EncodedCampaigns> {
        var keeper = FileKeeper { _, _, compiled in
            var part = PayloadBuilder.encode(
                compiled.campaigns, layout: encoding.layout, style: encoding.style, localised: localised,
                keepingPersonalObjects: encoding.keepsPersonalObjects, textsMayHoldLiquid: compiled.mayHoldLiquid)
            if localised, let file = compiled.translations, let locale = file.locale {
                part.translations = [locale: file.campaigns]
            }
            return part
        }
        keeper.needs.scenarios = false
        return keeper
    }
}
