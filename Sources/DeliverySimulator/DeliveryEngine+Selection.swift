import CampaignDiagnostics
import CampaignModel

extension DeliveryEngine {
    /// Steps 1–7 of SPEC §9.2 for one event at `now`. The verdicts are data; they are kept for
    /// the record only while the window's notes or a trace can show them.
    func handle(_ event: EngineEvent) {
        hadEvent = true
        checkTimes(event)
        // Checks 1–4 for every live trigger that names the event, in payload order; the
        // winner among those that pass (R5: the highest priority; ties by `tie_break`).
        let entry = index.named(event.kind, event.argument)
        let live = self.live
        let tieBreakLast = options.tieBreak == .last
        var results: [(trigger: Int, priority: Int64, failure: Verdict.Detail?)] = []
        results.reserveCapacity(entry.candidates.count)
        var winner: (trigger: Int, priority: Int64, delay: Int64)?
        let thrown = webThrow(entry)
        for candidate in entry.candidates where live?.contains(candidate.trigger) ?? true {
            let failure = thrown ?? firstFailedCheck(candidate, conditions: entry.conditions, event: event)
            results.append((candidate.trigger, candidate.priority, failure))
            guard failure == nil else { continue }
            if let best = winner, candidate.priority < best.priority || (candidate.priority == best.priority && !tieBreakLast) { continue }
            winner = (candidate.trigger, candidate.priority, candidate.delay)
        }
        let keep = trace != nil || window.hasRoom
        guard let winner else {
            lastEventNoMatch = event.kind != .pushClick
            for result in results { window.drop(result.trigger, Verdict.reason(result.failure) ?? .filters) }
            let verdicts = keep ? results.map { Verdict(trigger: $0.trigger, detail: $0.failure!) } : []
            record(event: event, verdicts: verdicts, uncounted: keep ? 0 : results.count, noMatch: lastEventNoMatch)
            return
        }
        lastEventNoMatch = false
        var tied: [Int] = []
        var verdicts: [Verdict] = []
        if keep { verdicts.reserveCapacity(results.count) }
        for result in results where result.trigger != winner.trigger {
            let detail: Verdict.Detail
            if let failure = result.failure {
                detail = failure
                window.drop(result.trigger, Verdict.reason(failure) ?? .filters)
            } else {
                let tie = result.priority == winner.priority
                if tie { tied.append(result.trigger) }
                detail = .outranked(winner: winner.trigger, tie: tie)
                window.drop(result.trigger, .outranked, onTie: tie)
            }
            if keep { verdicts.append(Verdict(trigger: result.trigger, detail: detail)) }
        }
        if !tied.isEmpty { window.tie(TieFact(eventTime: now, winner: winner.trigger, others: tied)) }
        // The winner first, then the others in payload order.
        let selected = Verdict(trigger: winner.trigger, detail: .selected(tiedWith: tied))
        record(event: event, verdicts: keep ? [selected] + verdicts : [], uncounted: keep ? 0 : results.count, noMatch: false)
        var message = Message(trigger: winner.trigger, eventTime: now, tiedWith: tied)
        if options.stampAt == .selection { stamp(&message) }
        if winner.delay > 0 {
            timers.schedule(.publish(message), at: now + winner.delay * 1000)
        } else {
            publish(message)
        }
    }

    private func record(event: EngineEvent, verdicts: [Verdict], uncounted: Int, noMatch: Bool) {
        var entry = EngineRecord(elapsed: now - start, action: event.word, verdicts: verdicts, noMatch: noMatch)
        entry.event = event
        entry.uncountedVerdicts = uncounted
        record(entry)
    }

    /// E605: the event's string properties that a `date` filter on this event compares
    /// (any trigger's, as `validate` finds them) and that are not RFC 3339 times.
    private func checkTimes(_ event: EngineEvent) {
        guard !event.properties.isEmpty, let timed = index.timedProperties(event.kind, event.argument) else { return }
        for property in event.properties where timed.contains(property.name.value) {
            if case .string(let text) = property.value.value, RFC3339Text.unixSeconds(text) == nil { noteUnreadableTime(property) }
        }
    }

    /// The first of checks 1–4 that the trigger fails, or nil when it passes them all.
    private func firstFailedCheck(_ candidate: TriggerIndex.Candidate, conditions: [Int32], event: EngineEvent) -> Verdict.Detail? {
        let index = candidate.trigger
        // 1. Match: any named condition whose filters all hold.
        if candidate.hasFilters {
            var failure: (condition: Int32, FilterFailure)?
            var matched = false
            let first = Int(candidate.firstCondition)
            for condition in conditions[first..<first + Int(candidate.conditionCount)] {
                if let f = filters.firstFailure(of: triggers[index].conditions[Int(condition)].filters, in: event, atMilliseconds: now) {
                    if failure == nil { failure = (condition, f) }
                } else {
                    matched = true
                    break
                }
            }
            if !matched, let (condition, f) = failure { return .filters(condition: condition, f) }
        }
        // 2. Schedule.
        if let beforeStart = Self.scheduleProblem(
            start: candidate.start, end: candidate.end, at: now, inclusive: options.scheduleBounds == .inclusive)
        {
            return .outsideSchedule(beforeStart: beforeStart)
        }
        // 3. Re-eligibility, with the delay.
        let delay = candidate.delay * 1000
        if !stamps.isEmpty, let stamp = blockingStamp(index, at: now + delay) { return .notReeligible(stamp: stamp) }
        // 4. Minimum interval (the campaign's own, else the app's), with the delay.
        if let last = lastDisplay, now + delay < last + triggers[index].intervalMilliseconds(global: intervalMilliseconds) {
            return .rateLimited(lastDisplay: last)
        }
        // 5. A templated message is fetched, rendered with the event's properties, now.
        if triggers[index].templated { return renderAtTrigger(index, event: event) }
        return nil
    }

    /// R2 for a schedule of `start` (0: none) and `end` (Unix seconds): true when `now` is
    /// before the start, false when at or after the end, nil when inside.
    private static func scheduleProblem(start: Int64, end: Int64?, at now: Int64, inclusive: Bool) -> Bool? {
        let startMs = start * 1000
        if start != 0, inclusive ? now < startMs : now <= startMs { return true }
        if let end, inclusive ? now > end * 1000 : now >= end * 1000 { return false }
        return nil
    }
}
