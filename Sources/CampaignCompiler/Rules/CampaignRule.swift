import CampaignDiagnostics

/// One family of per-campaign checks (SPEC §2, §4): a value that reports its problems on
/// whatever parts of a decoded campaign are there. Its codes and their words are a message
/// family's (`MessageFamilies.owners(of:)` says which family and stage decide a code).
protocol CampaignRule: Sendable {
    /// Reports this rule's problems in `campaign` through `context`. A part that did not
    /// decode is nil and skipped: a broken part gets no follow-on reports.
    func check(_ campaign: DecodedCampaign, in context: RuleContext)
}
