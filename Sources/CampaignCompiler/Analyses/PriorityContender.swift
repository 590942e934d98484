import CampaignDiagnostics
import CampaignModel

/// One campaign's claim on the events that fire it, for W402 and W403.
struct PriorityContender: Sendable {
    /// 0...100.
    let priority: Int
    /// Where W402 points: the written priority, or the trigger when the priority is defaulted.
    var anchor: SourceRange { packedAnchor.range }
    private let packedAnchor: PackedRange
    /// The schedule in Unix seconds, `.min` / `.max` for an open side.
    let start: Int64
    let end: Int64
    /// The campaign's distinct triggers, in the order first written.
    var triggers: [TriggerKey] { packedTriggers.keys }
    /// The same, as they are kept.
    let packedTriggers: PackedTriggers
    /// True when the campaign can match every event it is triggered by, however often it was
    /// shown: `reeligible_after: 0s` and no `minimum_interval` of its own (W403's broader side).
    let alwaysEligible: Bool

    init(_ campaign: Campaign) {
        priority = campaign.priority.value
        packedAnchor = PackedRange(campaign.priorityAnchor)
        start = campaign.schedule.start?.value.unixSeconds ?? .min
        end = campaign.schedule.end?.value.unixSeconds ?? .max
        alwaysEligible = campaign.reeligibleAfter?.value == .zero && (campaign.minimumInterval?.value ?? .zero) == .zero
        let keys = campaign.triggers.map(\.key)
        let repeated = Set(TriggerKey.repeats(in: keys).map(\.index))
        packedTriggers = PackedTriggers(repeated.isEmpty ? keys : keys.indices.filter { !repeated.contains($0) }.map { keys[$0] })
    }
}
