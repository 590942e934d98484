import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Messages the SDK discards for want of an image (SPEC §2.5): E201 (a full message without
/// an image, at `type`) and E202 (an image-only layout without an image, at `layout`; not
/// repeated on a full message, which already has E201). Checked even when the message could
/// not be built, as long as its `type` is valid.
struct ImageRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let message = campaign.message, !message.hasImage, let type = message.type else { return }
        if type.value == .full {
            context.report(ContentMessages.fullNeedsImage, at: type.range, notes: [Note(ContentMessages.fullNeedsImageNote)])
        } else if let layout = message.layout, layout.value == .imageOnly {
            context.report(ContentMessages.imageOnlyNeedsImage, at: layout.range, notes: [Note(ContentMessages.imageOnlyNeedsImageNote)])
        }
    }
}
