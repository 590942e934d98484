import CampaignDiagnostics

/// The rules stage: every per-campaign rule, run in this order over each campaign document
/// once it has decoded whole, between decoding and the cross-campaign analyses. The order of
/// the rules decides nothing a report shows (the per-file cap keeps the first diagnostics in
/// report order); the list below is the one place a rule is added.
struct CampaignRules: Sendable {
    /// The rules, ready to run.
    let rules: [any CampaignRule]

    /// The rules, with the current time as Unix seconds for W314.
    init(now: Int64) {
        rules = [
            ScheduleRules(now: now), TriggerRules(), FilterRules(), PatternRules(), ImageRules(), ViewTypeRules(), AccessibilityRules(), LiquidRules(),
            DeclaredEventRules(), TextFitRules(now: now), TranslationBlockRules(),
        ]
    }

    /// Runs every rule over `campaign`, reporting through `context`. A campaign with variants
    /// (SPEC §17) is checked once with each variant's message as its message: the reports of
    /// the parts outside the messages are the same each time, and kept once.
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let variants = campaign.variants, !variants.isEmpty else {
            for rule in rules { rule.check(campaign, in: context) }
            return
        }
        // Past 8 variants (E104) only the first 8 are checked, so the work stays linear in the file.
        for variant in variants.prefix(8) {
            var one = campaign
            one.message = variant.message
            for rule in rules { rule.check(one, in: context) }
        }
    }
}
