import CampaignDiagnostics

/// One family of per-campaign checks (SPEC §2, §4): a value that names the codes it decides
/// and reports them on whatever parts of a campaign decoded, as soon as the part it is about
/// has decoded.
///
/// The words of a rule's codes are a message family's (`MessageFamilies.owners(of:)` says
/// which family and stage decide a code).
protocol CampaignRule: Sendable {
    /// The codes this rule reports.
    static var codes: [DiagnosticCode] { get }

    /// Reports this rule's problems about `part`, which just decoded, in `campaign` (the parts
    /// so far) through `context`; any other part is ignored. A part that did not decode is
    /// nil and skipped: a broken part gets no follow-on reports.
    func check(_ part: CampaignPart, of campaign: DecodedCampaign, in context: DecodingContext)
}
