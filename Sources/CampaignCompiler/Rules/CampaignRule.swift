import CampaignDiagnostics

/// One family of per-campaign checks (SPEC §2, §4): a value that reports its problems on
/// whatever parts of a campaign decoded, as soon as the part it is about has decoded. Its
/// codes and their words are a message family's (`MessageFamilies.owners(of:)` says which
/// family and stage decide a code).
protocol CampaignRule: Sendable {
    /// Reports this rule's problems about `part`, which just decoded, in `campaign` (the parts
    /// so far) through `context`; any other part is ignored. A part that did not decode is
    /// nil and skipped: a broken part gets no follow-on reports.
    func check(_ part: CampaignPart, of campaign: DecodedCampaign, in context: DecodingContext)
}
