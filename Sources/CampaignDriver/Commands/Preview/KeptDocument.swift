import CampaignCompiler
import CampaignModel

/// One document of a file, kept for `preview`: the compiler's summary of it, and its campaign
/// when the compiler kept the model (a campaign whose document has an error may have none; a
/// campaign with only adjustable errors may still have one).
public struct KeptDocument: Sendable {
    public let summary: DocumentSummary
    public let campaign: Campaign?

    /// The documents of `compiled`, in document order.
    static func documents(of compiled: CompiledFile) -> [KeptDocument] {
        var campaigns: [Int: Campaign] = [:]
        for campaign in compiled.campaigns where campaigns[campaign.documentIndex] == nil {
            campaigns[campaign.documentIndex] = campaign
        }
        return compiled.documents.map { KeptDocument(summary: $0, campaign: campaigns[$0.index]) }
    }

    /// The campaign's id, when the document is a campaign with a well-formed one.
    var id: String? { summary.kind == .campaign ? summary.id : nil }
}
