import CampaignDiagnostics
import CampaignModel

/// W402: two campaigns that the same event can fire, with the same priority and schedules
/// that overlap — the delivery engine then has no rule to pick one (SPEC §8).
///
/// Campaigns are grouped by (trigger, priority); inside a group a sweep over start times
/// finds overlaps, so the cost is O(n log n) however many campaigns share a trigger, and
/// each campaign is reported at most once per trigger.
struct PriorityTieAnalysis {
    /// One campaign's claim on one trigger.
    private struct Contender {
        let campaign: Campaign
        let file: String
        var start: Int64 { campaign.schedule.start?.value.unixSeconds ?? .min }
        var end: Int64 { campaign.schedule.end?.value.unixSeconds ?? .max }
        var anchor: SourceLocation { SourceLocation(file: file, range: campaign.priorityAnchor) }
    }

    private struct GroupKey: Hashable {
        let trigger: TriggerKey
        let priority: Int
    }

    func run(_ files: [CompiledFile]) -> [Diagnostic] {
        var groups: [GroupKey: [Contender]] = [:]
        var order: [GroupKey] = []
        for file in files {
            for campaign in file.campaigns {
                var seen = Set<TriggerKey>()
                for trigger in campaign.triggers where seen.insert(trigger.key).inserted {
                    let key = GroupKey(trigger: trigger.key, priority: campaign.priority.value)
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append(Contender(campaign: campaign, file: file.path))
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for key in order {
            guard let members = groups[key], members.count > 1 else { continue }
            diagnostics += ties(in: members, trigger: key.trigger, priority: key.priority)
        }
        return diagnostics
    }

    /// Sweeps the group by start time; every member that starts before the longest-running
    /// earlier member ends overlaps it.
    private func ties(in members: [Contender], trigger: TriggerKey, priority: Int) -> [Diagnostic] {
        let byStart = members.sorted { ($0.start, $0.anchor.file, $0.anchor.range.start) < ($1.start, $1.anchor.file, $1.anchor.range.start) }
        var reported = Set<SourceLocation>()
        var diagnostics: [Diagnostic] = []
        var longest = byStart[0]
        for member in byStart.dropFirst() {
            if member.start <= longest.end {
                let (later, earlier) = reportOrder(member.anchor, longest.anchor) ? (longest, member) : (member, longest)
                if reported.insert(later.anchor).inserted {
                    diagnostics.append(diagnostic(later: later, earlier: earlier, trigger: trigger, priority: priority))
                }
            }
            if member.end > longest.end { longest = member }
        }
        return diagnostics
    }

    private func diagnostic(later: Contender, earlier: Contender, trigger: TriggerKey, priority: Int) -> Diagnostic {
        let laterID = later.campaign.id.value, earlierID = earlier.campaign.id.value
        return Diagnostic(
            .W402,
            "campaigns `\(earlierID)` and `\(laterID)` both fire on \(trigger.summary) with priority \(priority) and overlapping schedules; which one is shown is undefined",
            at: later.anchor,
            notes: [Note("`\(earlierID)` is here", at: earlier.anchor)],
            help: "give one of them a higher priority, or make their schedules not overlap"
        )
    }
}

extension TriggerKey {
    /// How the trigger reads in a message: `custom_event: added_to_cart (with filters)`.
    var summary: String {
        var text = "`\(kind.rawValue)"
        if let argument { text += ": \(argument)" }
        text += "`"
        if !filters.isEmpty { text += " (with filters)" }
        return text
    }
}
