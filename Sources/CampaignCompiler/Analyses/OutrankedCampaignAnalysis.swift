import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// W403: a campaign that can never win, because a broader campaign on the same trigger with a
/// higher priority always matches first (SPEC §19). Campaign B outranks campaign A on every
/// event when, for each trigger of A, a trigger of B matches every event A's matches
/// (`TriggerKey.covers`: the same event, and A's filters imply B's), B's priority is higher,
/// B is live whenever A is (its schedule holds A's), and B can match again at once — it is
/// re-eligible after `0s` and has no `minimum_interval` of its own, so being shown never makes
/// it step aside. (The project's `trigger_minimum_interval` holds back both alike.) A message
/// that B then fails to display does not fall back to A: the engine chose B.
///
/// Only broader campaigns that are always eligible are candidates; each campaign is compared
/// with at most `candidateLimit` of them, the highest priorities first — past that, nothing is
/// reported (never a guess), so the cost stays linear in the number of campaigns.
struct OutrankedCampaignAnalysis {
    static let candidateLimit = 64

    private struct Ref {
        let file: Int
        let campaign: Int
    }

    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        func facts(_ ref: Ref) -> CampaignFacts { files[ref.file].campaigns[ref.campaign] }
        func contender(_ ref: Ref) -> PriorityContender { facts(ref).contender! }
        var all: [Ref] = []
        for (file, facts) in files.enumerated() {
            for (index, campaign) in facts.campaigns.enumerated() where campaign.contender != nil { all.append(Ref(file: file, campaign: index)) }
        }
        // The candidates: always eligible, highest priority first (then in input order).
        let broader = all.filter { contender($0).alwaysEligible }.sorted { contender($0).priority > contender($1).priority }
        guard !broader.isEmpty else { return [] }
        var keys: [Int: [TriggerKey]] = [:]
        func triggers(_ index: Int, _ ref: Ref) -> [TriggerKey] {
            if let known = keys[index] { return known }
            let found = contender(ref).triggers
            keys[index] = found
            return found
        }
        var diagnostics: [Diagnostic] = []
        for narrower in all {
            let a = contender(narrower)
            let id = facts(narrower).id.value
            let aTriggers = a.triggers
            guard !aTriggers.isEmpty else { continue }
            var compared = 0
            for (index, candidate) in broader.enumerated() {
                let b = contender(candidate)
                guard b.priority > a.priority, compared < Self.candidateLimit else { break }
                guard facts(candidate).id.value != id else { continue }
                compared += 1
                guard b.start <= a.start, b.end >= a.end else { continue }
                let bTriggers = triggers(index, candidate)
                guard aTriggers.allSatisfy({ t in bTriggers.contains { $0.covers(t) } }) else { continue }
                let other = facts(candidate).id.value
                diagnostics.append(
                    Diagnostic(
                        AnalysisMessages.alwaysOutranked(id, by: other, priority: b.priority),
                        at: SourceLocation(file: files[narrower.file].path, range: a.anchor),
                        notes: [Note(AnalysisMessages.broaderNote(other, narrower: id), at: SourceLocation(file: files[candidate.file].path, range: b.anchor))])
                )
                break
            }
        }
        return diagnostics
    }
}
