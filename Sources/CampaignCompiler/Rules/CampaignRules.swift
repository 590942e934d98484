import CampaignDiagnostics

/// The rules stage: every per-campaign rule, run in this order on each part of a campaign as
/// soon as it decoded, between decoding and the cross-campaign analyses.
struct CampaignRules: Sendable {
    /// Every rule family, in the order they report.
    static let families: [any CampaignRule.Type] = [
        ScheduleRules.self, TriggerRules.self, FilterRules.self, ImageRules.self, ViewTypeRules.self, AccessibilityRules.self,
    ]

    /// The rules, ready to run, in the order of `families`.
    let rules: [any CampaignRule]

    /// The rules, with the current time as Unix seconds for W314.
    init(now: Int64) {
        rules = [ScheduleRules(now: now), TriggerRules(), FilterRules(), ImageRules(), ViewTypeRules(), AccessibilityRules()]
    }

    /// Runs every rule on `part` of `campaign`, reporting through `context`.
    func check(_ part: CampaignPart, of campaign: DecodedCampaign, in context: DecodingContext) {
        for rule in rules {
            rule.check(part, of: campaign, in: context)
        }
    }
}
