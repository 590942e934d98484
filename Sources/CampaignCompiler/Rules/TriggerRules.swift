import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// The triggers of one campaign taken together (SPEC §2.3): W315 at each trigger identical
/// to an earlier one, with a note at the first.
struct TriggerRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let triggers = campaign.triggers else { return }
        for (trigger, first) in TriggerKey.repeats(in: triggers.map(\.key)).map({ (triggers[$0.index], triggers[$0.firstIndex]) }) {
            context.report(
                TriggerMessages.repeatedTrigger, at: trigger.range,
                notes: [context.note(TriggerMessages.firstTriggerNote, at: first.range)]
            )
        }
    }
}
