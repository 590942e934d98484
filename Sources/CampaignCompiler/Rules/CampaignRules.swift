import CampaignDiagnostics

/// The rules stage: every per-campaign rule, run in this order on each part of a campaign as
/// soon as it decoded, between decoding and the cross-campaign analyses. The list below is the
/// one place a rule is added.
struct CampaignRules: Sendable {
    /// The rules, ready to run, in the order they report.
    let rules: [any CampaignRule]

    /// The rules, with the current time as Unix seconds for W314.
    init(now: Int64) {
        rules = [ScheduleRules(now: now), TriggerRules(), FilterRules(), PatternRules(), ImageRules(), ViewTypeRules(), AccessibilityRules()]
    }

    /// Runs every rule on `part` of `campaign`, reporting through `context`.
    func check(_ part: CampaignPart, of campaign: DecodedCampaign, in context: DecodingContext) {
        for rule in rules {
            rule.check(part, of: campaign, in: context)
        }
    }
}
