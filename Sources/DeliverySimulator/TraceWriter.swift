import CampaignDiagnostics
import CampaignModel

/// Writes the engine's records as trace entries, with the words of every verdict ("why"):
/// the filter and the property's value, the schedule bound, the priority that won, the last
/// display when rate limited. Only what is printed is written.
struct TraceWriter {
    let triggers: [EngineTrigger]
    let sources: TriggerSourceMap
    let options: ResolvedSimulatorOptions
    /// The scenario's start (ms).
    let start: Int64
    let intervalMilliseconds: Int64

    func entry(_ record: EngineRecord) -> TraceEntry {
        TraceEntry(
            elapsed: record.elapsed, action: record.action, text: record.text,
            verdicts: record.verdicts.map { verdict($0, at: start + record.elapsed, event: record.event) }, location: record.location,
            noMatch: record.noMatch,
            actions: record.actions)
    }

    /// `event`: the event the verdict is about (its properties for a filter's words).
    func verdict(_ verdict: Verdict, at time: Int64, event: EngineEvent?) -> CampaignVerdict {
        let trigger = triggers[verdict.trigger]
        let id = trigger.id
        switch verdict.detail {
        case .selected(let tied):
            let delay = trigger.delay > 0 ? "; publishes after \(TimeText.duration(milliseconds: trigger.delay * 1000))" : ""
            let tie =
                tied.isEmpty
                ? ""
                : "; a tie with \(names(tied)) at the same priority, won on payload order (`tie_break: \(options.tieBreak.rawValue)`), "
                    + "which the devices do not define"
            return CampaignVerdict(
                campaign: id, reason: nil, why: "selected (priority \(trigger.priority))" + tie + delay + sources.place(id),
                location: sources.location(id) { $0.priority }, headline: "selected (priority \(trigger.priority)\(tied.isEmpty ? "" : ", tie"))",
                tie: !tied.isEmpty)
        case .outranked(let winnerIndex, let tie):
            let winner = triggers[winnerIndex]
            let position = options.tieBreak == .first ? "first" : "last"
            let why =
                tie
                ? "outranked by `\(winner.id)`: same priority \(winner.priority), and `\(winner.id)` comes \(position) in payload order"
                    + " (a tie, which the devices do not define)"
                : "outranked by `\(winner.id)` (priority \(trigger.priority) < \(winner.priority))"
            return CampaignVerdict(
                campaign: id, reason: .outranked, why: why + sources.place(id), location: sources.location(id) { $0.priority }, tie: tie)
        case .filters(let condition, let failure):
            let (c, outer, inner) = (Int(condition), Int(failure.outer), Int(failure.inner))
            let filter = trigger.conditions[c].filters[outer][inner]
            let entry = trigger.conditions[c].filters[outer]
            let why =
                failure.alternatives.count == entry.count && entry.count > 1
                ? anyOfWhy(entry, failure.alternatives, event)
                : filterWhy(filter, failure.kind, event?.property(filter.key))
            return CampaignVerdict(
                campaign: id, reason: .filters,
                why: why + sources.place(id, condition: c, outer: outer, inner: inner),
                location: sources.filterLocation(id, condition: c, outer: outer, inner: inner))
        case .outsideSchedule(let beforeStart):
            return CampaignVerdict(
                campaign: id, reason: .outsideSchedule, why: scheduleWhy(trigger, beforeStart: beforeStart, at: time) + sources.place(id),
                location: sources.location(id) { beforeStart ? $0.scheduleStart : $0.scheduleEnd })
        case .notReeligible(let stamp):
            return CampaignVerdict(
                campaign: id, reason: .notReeligible, why: reeligibilityWhy(trigger, stamp: stamp) + sources.place(id),
                location: sources.location(id) { $0.reeligibleAfter })
        case .webThrows(let thrower, let condition, let outer, let inner):
            let (c, o, i) = (Int(condition), Int(outer), Int(inner))
            let source = triggers[thrower]
            let filter = source.conditions[c].filters[o][i]
            let whose = thrower == verdict.trigger ? "" : " of `\(source.id)`"
            return CampaignVerdict(
                campaign: id, reason: .filters,
                why: "the Web SDK throws on this pattern: \(FilterText.describe(filter))\(whose), so no campaign on this event is shown"
                    + sources.place(source.id, condition: c, outer: o, inner: i),
                location: sources.filterLocation(source.id, condition: c, outer: o, inner: i))
        case .offline:
            return CampaignVerdict(
                campaign: id, reason: .offline, why: "not shown: templated message needs the network" + sources.place(id),
                location: sources.location(id) { _ in nil })
        case .aborted(let reason, let failed):
            let why = failed ? "not shown: it cannot be rendered for this user" : "aborted for this user at the trigger" + (reason.map { ": \($0)" } ?? "")
            return CampaignVerdict(campaign: id, reason: .aborted, why: why + sources.place(id), location: sources.location(id) { _ in nil })
        case .rateLimited(let last):
            let allowed = last + trigger.intervalMilliseconds(global: intervalMilliseconds) - trigger.delay * 1000
            let why =
                "rate limited: the last display was at \(TimeText.elapsed(last - start)) (\(TimeText.utc(milliseconds: last))); "
                + "with the \(intervalWords(trigger))"
                + (trigger.delay > 0 ? " and the \(TimeText.duration(milliseconds: trigger.delay * 1000)) delay" : "")
                + " it may trigger from \(TimeText.elapsed(allowed - start))"
            let location = sources.location(id) { $0.minimumInterval ?? $0.conditions.first }
            return CampaignVerdict(campaign: id, reason: .rateLimited, why: why + sources.place(id), location: location)
        }
    }

    /// "30s minimum interval", or "campaign's 10s minimum interval (`minimum_interval`)" when the
    /// trigger has its own.
    func intervalWords(_ trigger: EngineTrigger) -> String {
        let duration = TimeText.duration(milliseconds: trigger.intervalMilliseconds(global: intervalMilliseconds))
        return trigger.minimumInterval == nil ? "\(duration) minimum interval" : "campaign's \(duration) minimum interval (`minimum_interval`)"
    }

    /// `` `a`, `b` ``
    private func names(_ indexes: [Int]) -> String {
        indexes.map { "`\(triggers[$0].id)`" }.joined(separator: ", ")
    }

    private func filterWhy(_ filter: EngineFilter, _ kind: FilterFailure.Kind, _ property: EventProperty?) -> String {
        let actual = property.map { "`\(filter.key)` is \(EventValueText.of($0.value.value))" } ?? "the event has no `\(filter.key)`"
        let type = filter.type.language.rawValue
        switch kind {
        case .existence where filter.mustExist:
            let what = options.absentProperty == .lenient ? "" : " as a \(type)"
            return "\(actual); the filter needs `\(filter.key)` to exist\(what)"
        case .existence:
            return "\(actual); the filter needs `\(filter.key)` not to exist"
        case .otherType:
            return "\(actual), not a \(type); the filter needs \(FilterText.describe(filter))"
        case .absent, .value:
            return "\(actual); the filter needs \(FilterText.describe(filter))"
        case .tooComplex:
            return "\(actual); the pattern of \(FilterText.describe(filter)) was too complex to evaluate (the search gave up), so the filter fails"
        }
    }

    /// An `any_of` none of whose filters held: each alternative and the value it met, in order.
    private func anyOfWhy(_ entry: [EngineFilter], _ kinds: [FilterFailure.Kind], _ event: EngineEvent?) -> String {
        let alternatives = zip(entry, kinds).map { filter, kind in
            let property = event?.property(filter.key)
            let met =
                switch kind {
                case .tooComplex: "the search gave up"
                case .otherType: (property.map { "`\(filter.key)` is \(EventValueText.of($0.value.value))" } ?? "") + ", not a \(filter.type.language.rawValue)"
                default: property.map { "`\(filter.key)` is \(EventValueText.of($0.value.value))" } ?? "the event has no `\(filter.key)`"
                }
            return "\(FilterText.describe(filter)) (\(met))"
        }
        return "none of the \(entry.count) `any_of` alternatives holds: " + alternatives.joined(separator: "; ")
    }

    private func scheduleWhy(_ trigger: EngineTrigger, beforeStart: Bool, at time: Int64) -> String {
        let bound = beforeStart ? trigger.startTime * 1000 : (trigger.endTime ?? 0) * 1000
        let which = beforeStart ? "starts" : "ends"
        return "the schedule \(which) at \(TimeText.utc(milliseconds: bound)) (\(options.scheduleBounds.rawValue) bound); "
            + "the event is at \(TimeText.utc(milliseconds: time))"
    }

    func reeligibilityWhy(_ trigger: EngineTrigger, stamp: Int64) -> String {
        let when = "\(TimeText.elapsed(stamp - start)) (\(TimeText.utc(milliseconds: stamp)))"
        guard let seconds = trigger.reEligibility else {
            return "shown at \(when); without `reeligible_after` a campaign shows only once"
        }
        let after = TimeText.duration(milliseconds: seconds * 1000)
        return "last shown at \(when); re-eligible after \(after), from \(TimeText.elapsed(stamp + seconds * 1000 - start))"
    }
}
