import CampaignDiagnostics

/// One family of per-campaign checks (SPEC §2, §4): a value that names the codes it decides
/// and reports them on whatever parts of a campaign decoded, as soon as the part it is about
/// has decoded.
///
/// Every code is decided in exactly one place: a rule here, a decoder, an analysis or the
/// YAML front end (see `CodeOwner.all`, which a test keeps complete and free of repeats).
protocol CampaignRule: Sendable {
    /// The codes this rule reports, and no other place does.
    static var codes: [DiagnosticCode] { get }

    /// Reports this rule's problems about `part`, which just decoded, in `campaign` (the parts
    /// so far) through `context`; any other part is ignored. A part that did not decode is
    /// nil and skipped: a broken part gets no follow-on reports.
    func check(_ part: CampaignPart, of campaign: DecodedCampaign, in context: DecodingContext)
}
