import CampaignDiagnostics
import CampaignModel

/// What the cross-campaign analyses (E401, W402) need to know about one compiled file: small
/// enough to keep for every file of a large run after its campaigns are gone.
public struct AnalysisFacts: Sendable {
    /// The file's path as shown to the user.
    public let path: String
    /// One per document that has a well-formed id, in document order.
    public let campaigns: [CampaignFacts]

    public init(path: String, campaigns: [CampaignFacts]) {
        self.path = path
        self.campaigns = campaigns
    }

    /// Every range in this file that a diagnostic of the analyses may point at (primary
    /// locations and notes): the ids and the priority anchors.
    public var anchorRanges: [SourceRange] {
        campaigns.flatMap { campaign in [campaign.id.range] + (campaign.contender.map { [$0.anchor] } ?? []) }
    }
}

/// One campaign of a file, for the analyses.
public struct CampaignFacts: Sendable {
    /// The `campaign:` id (E401 compares ids even of documents with other errors).
    public let id: Located<String>
    /// The campaign's claim on its events (W402); nil when the document had errors of its own.
    public let contender: PriorityContender?

    public init(id: Located<String>, contender: PriorityContender?) {
        self.id = id
        self.contender = contender
    }
}

/// One campaign's claim on the events that fire it, for W402.
public struct PriorityContender: Sendable {
    /// 0...100.
    public let priority: Int
    /// Where W402 points: the written priority, or the trigger when the priority is defaulted.
    public let anchor: SourceRange
    /// The schedule in Unix seconds, `.min` / `.max` for an open side.
    public let start: Int64
    public let end: Int64
    /// The campaign's distinct triggers, in the order first written.
    public let triggers: [TriggerKey]

    public init(_ campaign: Campaign) {
        priority = campaign.priority.value
        anchor = campaign.priorityAnchor
        start = campaign.schedule.start?.value.unixSeconds ?? .min
        end = campaign.schedule.end?.value.unixSeconds ?? .max
        let keys = campaign.triggers.map(\.key)
        let repeated = Set(TriggerKey.repeats(in: keys).map(\.index))
        triggers = repeated.isEmpty ? keys : keys.indices.filter { !repeated.contains($0) }.map { keys[$0] }
    }
}

extension CompiledFile {
    /// What the analyses need of this file.
    public var analysisFacts: AnalysisFacts {
        // Each decoded campaign goes with the id of its document (it has one: a campaign
        // cannot decode without its id); both lists are in document order.
        var next = campaigns.startIndex
        return AnalysisFacts(path: path, campaigns: campaignIDs.map { occurrence in
            var contender: PriorityContender?
            if next < campaigns.endIndex, campaigns[next].documentIndex == occurrence.documentIndex {
                contender = PriorityContender(campaigns[next])
                next += 1
            }
            return CampaignFacts(id: occurrence.id, contender: contender)
        })
    }
}
