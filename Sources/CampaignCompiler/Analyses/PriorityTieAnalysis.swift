import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// W402: two campaigns that the same event can fire, with the same priority and schedules
/// that overlap — the delivery engine then has no rule to pick one (SPEC §8). Two campaigns
/// are two ids: one id's repeated triggers or copies are not a tie.
///
/// Campaigns are grouped by (trigger, priority); inside a group a sweep over start times
/// finds overlaps, so the cost is O(n log n) however many campaigns share a trigger, and
/// each campaign is reported at most once per trigger. The groups refer to the campaigns
/// by index (nothing is copied), so a run over many files needs little memory for this.
struct PriorityTieAnalysis {
    /// One campaign's claim on one of its triggers: indices into the files' facts.
    private struct Claim {
        let file: Int32
        let campaign: Int32
        let trigger: Int32
    }

    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        func campaign(_ claim: Claim) -> PriorityContender { files[Int(claim.file)].campaigns[Int(claim.campaign)].contender! }
        func trigger(_ claim: Claim) -> TriggerKey { campaign(claim).packedTriggers.key(at: Int(claim.trigger)) }
        func id(_ claim: Claim) -> String { files[Int(claim.file)].campaigns[Int(claim.campaign)].id.value }
        func sameGroup(_ a: Claim, _ b: Claim) -> Bool {
            let (x, y) = (campaign(a), campaign(b))
            guard x.priority == y.priority else { return false }
            // Keys stored with the same bytes are equal; others are compared as keys.
            return x.packedTriggers.sameBytes(Int(a.trigger), as: y.packedTriggers, Int(b.trigger)) || trigger(a) == trigger(b)
        }
        // Every claim, in the order of the files, their campaigns and triggers, with the hash
        // of its (trigger, priority) (the trigger's hash was taken when it was stored).
        var claims: [(hash: Int, claim: Claim)] = []
        for (fileIndex, file) in files.enumerated() {
            for (campaignIndex, facts) in file.campaigns.enumerated() {
                guard let contender = facts.contender else { continue }
                for triggerIndex in 0..<contender.packedTriggers.count {
                    var hasher = Hasher()
                    hasher.combine(contender.packedTriggers.hash(at: triggerIndex))
                    hasher.combine(contender.priority)
                    claims.append((hasher.finalize(), Claim(file: Int32(fileIndex), campaign: Int32(campaignIndex), trigger: Int32(triggerIndex))))
                }
            }
        }
        // Groups: equal (trigger, priority). Sorting by hash, then by position, brings each
        // group's claims together in the order they were made; equal hashes of different
        // groups are told apart by comparing. The groups then go in the order their first
        // claims were made, never in an order that depends on the hash.
        claims.sort { a, b in
            if a.hash != b.hash { return a.hash < b.hash }
            return (a.claim.file, a.claim.campaign, a.claim.trigger) < (b.claim.file, b.claim.campaign, b.claim.trigger)
        }
        var groups: [[Claim]] = []
        var start = 0
        while start < claims.count {
            var end = start + 1
            while end < claims.count, claims[end].hash == claims[start].hash { end += 1 }
            if end - start > 1 {
                var run = claims[start..<end].map(\.claim)
                while run.count > 1 {
                    let first = run[0]
                    // A campaign never ties with itself: not through two identical triggers
                    // (W315), nor through its id used twice (E401).
                    var ids = Set<String>()
                    let members = run.filter { sameGroup($0, first) }.filter { ids.insert(id($0)).inserted }
                    if members.count > 1 { groups.append(members) }
                    run.removeAll { sameGroup($0, first) }
                }
            }
            start = end
        }
        claims = []
        groups.sort { a, b in (a[0].file, a[0].campaign, a[0].trigger) < (b[0].file, b[0].campaign, b[0].trigger) }
        var diagnostics: [Diagnostic] = []
        for group in groups {
            diagnostics += ties(in: group, of: files, trigger: { trigger(group[0]) }, priority: campaign(group[0]).priority)
        }
        return diagnostics
    }

    /// Sweeps the group by start time; every member that starts before the longest-running
    /// earlier member ends overlaps it.
    /// `trigger` gives the group's trigger (read back only when there is something to report).
    private func ties(in group: [Claim], of files: [AnalysisFacts], trigger: () -> TriggerKey, priority: Int) -> [Diagnostic] {
        func campaign(_ claim: Claim) -> PriorityContender { files[Int(claim.file)].campaigns[Int(claim.campaign)].contender! }
        func path(_ claim: Claim) -> String { files[Int(claim.file)].path }
        func id(_ claim: Claim) -> String { files[Int(claim.file)].campaigns[Int(claim.campaign)].id.value }
        func anchor(_ claim: Claim) -> SourceLocation { SourceLocation(file: path(claim), range: campaign(claim).anchor) }
        let byStart = group.sorted { a, b in
            let (x, y) = (campaign(a), campaign(b))
            if x.start != y.start { return x.start < y.start }
            // Paths compare as `String`s here (as they always have in this order).
            if a.file != b.file, path(a) != path(b) { return path(a) < path(b) }
            return x.anchor.start < y.anchor.start
        }
        var reported = Set<SourceLocation>()
        var diagnostics: [Diagnostic] = []
        var longest = byStart[0]
        for member in byStart.dropFirst() {
            if campaign(member).start <= campaign(longest).end {
                let (later, earlier) = SourceLocation.reportOrder(anchor(member), anchor(longest)) ? (longest, member) : (member, longest)
                if reported.insert(anchor(later)).inserted {
                    diagnostics.append(
                        diagnostic(
                            laterID: id(later), laterAnchor: anchor(later),
                            earlierID: id(earlier), earlierAnchor: anchor(earlier),
                            trigger: trigger(), priority: priority
                        ))
                }
            }
            if campaign(member).end > campaign(longest).end { longest = member }
        }
        return diagnostics
    }

    private func diagnostic(
        laterID: String, laterAnchor: SourceLocation, earlierID: String, earlierAnchor: SourceLocation,
        trigger: TriggerKey, priority: Int
    ) -> Diagnostic {
        Diagnostic(
            AnalysisMessages.priorityTie(earlier: earlierID, later: laterID, trigger: trigger.summary, priority: priority),
            at: laterAnchor, notes: [Note(AnalysisMessages.earlierNote(earlierID), at: earlierAnchor)]
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
