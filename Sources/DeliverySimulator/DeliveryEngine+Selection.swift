import CampaignDiagnostics
import CampaignModel

extension DeliveryEngine {
    /// Steps 1–7 of SPEC §9.2 for one event at `now`.
    func handle(_ event: EngineEvent) {
        hadEvent = true
        checkTimes(event)
        var verdicts: [Verdict] = []
        var passing: [Int] = []
        for named in index.named(event.kind, event.argument) where live?.contains(named.trigger) ?? true {
            if let verdict = firstFailedCheck(named, event: event) {
                verdicts.append(verdict)
            } else {
                passing.append(named.trigger)
            }
        }
        guard let winner = choose(passing) else {
            lastEventNoMatch = event.kind != .pushClick
            for verdict in verdicts { window.drop(triggers[verdict.trigger].id, verdict.reason ?? .filters) }
            record(event.word, event.description, verdicts: verdicts, noMatch: lastEventNoMatch)
            return
        }
        lastEventNoMatch = false
        let chosen = triggers[winner]
        var tied: [Int] = []
        for index in passing where index != winner {
            let tie = triggers[index].priority == chosen.priority
            if tie { tied.append(index) }
            verdicts.append(Verdict(trigger: index, detail: .outranked(winner: winner, tie: tie)))
        }
        // The winner first, then the others in payload order.
        verdicts.sort { $0.trigger < $1.trigger }
        for verdict in verdicts {
            if let reason = verdict.reason { window.drop(triggers[verdict.trigger].id, reason, onTie: verdict.isTie) }
        }
        if !tied.isEmpty { window.tie(TieFact(eventTime: now, winner: winner, others: tied), names: ([winner] + tied).map { triggers[$0].id }) }
        record(event.word, event.description, verdicts: [Verdict(trigger: winner, detail: .selected(tiedWith: tied))] + verdicts)
        var message = Message(trigger: winner, eventTime: now, tiedWith: tied)
        if options.stampAt == .selection { stamp(&message) }
        if chosen.delay > 0 {
            timers.schedule(.publish(message), at: now + chosen.delay * 1000)
        } else {
            publish(message)
        }
    }

    /// E605: the event's string properties that a `date` filter on this event compares
    /// (any trigger's, as `validate` finds them) and that are not RFC 3339 times.
    private func checkTimes(_ event: EngineEvent) {
        guard !event.properties.isEmpty, let timed = index.timedProperties(event.kind, event.argument) else { return }
        for property in event.properties where timed.contains(property.name.value) {
            if case .string(let text) = property.value.value, RFC3339Text.unixSeconds(text) == nil { noteUnreadableTime(property) }
        }
    }

    /// R5: the highest priority; ties by payload order (`tie_break`).
    private func choose(_ candidates: [Int]) -> Int? {
        var best: Int?
        for index in candidates {
            guard let b = best else {
                best = index
                continue
            }
            let p = triggers[index].priority
            let q = triggers[b].priority
            if p > q || (p == q && options.tieBreak == .last) { best = index }
        }
        return best
    }

    /// The verdict of the first of checks 1–4 that the trigger fails, or nil when it passes them all.
    private func firstFailedCheck(_ named: TriggerIndex.Named, event: EngineEvent) -> Verdict? {
        let index = named.trigger
        let trigger = triggers[index]
        // 1. Match: any named condition whose filters all hold.
        var failure: (condition: Int, FilterFailure)?
        var matched = false
        for condition in named.conditions {
            if let f = filters.firstFailure(of: trigger.conditions[condition].filters, in: event, atMilliseconds: now) {
                if failure == nil { failure = (condition, f) }
            } else {
                matched = true
                break
            }
        }
        if !matched, let (condition, f) = failure { return Verdict(trigger: index, detail: .filters(condition: condition, f)) }
        // 2. Schedule.
        if let problem = TraceWriter.scheduleProblem(trigger, at: now, inclusive: options.scheduleBounds == .inclusive) {
            return Verdict(trigger: index, detail: .outsideSchedule(beforeStart: problem.beforeStart))
        }
        // 3. Re-eligibility, with the delay.
        if let stamp = blockingStamp(index, at: now + trigger.delay * 1000) { return Verdict(trigger: index, detail: .notReeligible(stamp: stamp)) }
        // 4. Minimum interval, with the delay.
        if let last = lastDisplay, now + trigger.delay * 1000 < last + intervalMilliseconds {
            return Verdict(trigger: index, detail: .rateLimited(lastDisplay: last))
        }
        return nil
    }
}
