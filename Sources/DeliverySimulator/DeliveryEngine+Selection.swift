import CampaignDiagnostics
import CampaignModel

extension DeliveryEngine {
    /// Steps 1–7 of SPEC §9.2 for one event at `now`.
    func handle(_ event: EngineEvent) {
        // Verdicts with the trigger's payload index, for their order.
        var verdicts: [(index: Int, verdict: CampaignVerdict)] = []
        var passing: [Int] = []
        for index in triggers.indices {
            let trigger = triggers[index]
            let named = trigger.conditions.indices.filter { event.isNamed(by: trigger.conditions[$0]) }
            guard !named.isEmpty else { continue }
            if let verdict = firstFailedCheck(trigger, named: named, event: event) {
                verdicts.append((index, verdict))
            } else {
                passing.append(index)
            }
        }
        guard let winner = choose(passing) else {
            lastEventNoMatch = event.kind != .pushClick
            for (_, verdict) in verdicts { windowDropped.append((verdict.campaign, verdict.reason ?? .filters)) }
            record(event.word, event.description, verdicts: verdicts.map(\.verdict), noMatch: lastEventNoMatch)
            return
        }
        lastEventNoMatch = false
        let chosen = triggers[winner]
        for index in passing where index != winner {
            let loser = triggers[index]
            let position = options.tieBreak == .first ? "first" : "last"
            let why =
                loser.priority == chosen.priority
                ? "outranked by `\(chosen.id)`: same priority \(chosen.priority), and `\(chosen.id)` comes \(position) in payload order"
                : "outranked by `\(chosen.id)` (priority \(loser.priority) < \(chosen.priority))"
            verdicts.append(
                (
                    index,
                    CampaignVerdict(
                        campaign: loser.id, reason: .outranked, why: why + sources.place(loser.id),
                        location: sources.location(loser.id) { $0.priority }
                    )
                ))
        }
        let delayText = chosen.delay > 0 ? "; publishes after \(TimeText.duration(milliseconds: chosen.delay * 1000))" : ""
        let selected = CampaignVerdict(
            campaign: chosen.id, reason: nil, why: "selected (priority \(chosen.priority))" + delayText + sources.place(chosen.id),
            location: sources.location(chosen.id) { $0.priority }, headline: "selected (priority \(chosen.priority))"
        )
        // The winner first, then the others in payload order.
        verdicts.sort { $0.index < $1.index }
        for (_, verdict) in verdicts {
            if let reason = verdict.reason { windowDropped.append((verdict.campaign, reason)) }
        }
        record(event.word, event.description, verdicts: [selected] + verdicts.map(\.verdict))
        var message = Message(trigger: winner, eventTime: now)
        if options.stampAt == .selection { stamp(&message) }
        if chosen.delay > 0 {
            schedule(.publish(message), at: now + chosen.delay * 1000)
        } else {
            publish(message)
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
    private func firstFailedCheck(_ trigger: EngineTrigger, named: [Int], event: EngineEvent) -> CampaignVerdict? {
        let id = trigger.id
        // 1. Match: any named condition whose filters all hold.
        var failure: (condition: Int, FilterFailure)?
        var matched = false
        for condition in named {
            if let f = filters.firstFailure(of: trigger.conditions[condition].filters, in: event.properties, atMilliseconds: now) {
                if failure == nil { failure = (condition, f) }
            } else {
                matched = true
                break
            }
        }
        if !matched, let (condition, f) = failure {
            return CampaignVerdict(
                campaign: id, reason: .filters, why: f.why + sources.place(id, condition: condition, outer: f.outer, inner: f.inner),
                location: sources.filterLocation(id, condition: condition, outer: f.outer, inner: f.inner)
            )
        }
        // 2. Schedule.
        if let why = scheduleProblem(trigger) {
            return CampaignVerdict(
                campaign: id, reason: .outsideSchedule, why: why.text + sources.place(id),
                location: sources.location(id) { why.isStart ? $0.scheduleStart : $0.scheduleEnd }
            )
        }
        // 3. Re-eligibility, with the delay.
        if let why = reeligibilityProblem(trigger, at: now + trigger.delay * 1000) {
            return CampaignVerdict(
                campaign: id, reason: .notReeligible, why: why + sources.place(id), location: sources.location(id) { $0.reeligibleAfter }
            )
        }
        // 4. Minimum interval, with the delay.
        if let last = lastDisplay, now + trigger.delay * 1000 < last + intervalMilliseconds {
            let allowed = last + intervalMilliseconds - trigger.delay * 1000
            let why =
                "rate limited: the last display was at \(TimeText.elapsed(last - start)) (\(TimeText.utc(milliseconds: last))); "
                + "with the \(TimeText.duration(milliseconds: intervalMilliseconds)) minimum interval"
                + (trigger.delay > 0 ? " and the \(TimeText.duration(milliseconds: trigger.delay * 1000)) delay" : "")
                + " it may trigger from \(TimeText.elapsed(allowed - start))"
            return CampaignVerdict(
                campaign: id, reason: .rateLimited, why: why + sources.place(id), location: sources.location(id) { $0.conditions.first }
            )
        }
        return nil
    }

    /// R2 against `now`.
    private func scheduleProblem(_ trigger: EngineTrigger) -> (text: String, isStart: Bool)? {
        let inclusive = options.scheduleBounds == .inclusive
        let startMs = trigger.startTime * 1000
        let bound = "(\(options.scheduleBounds.rawValue) bound); the event is at \(TimeText.utc(milliseconds: now))"
        if trigger.startTime != 0, inclusive ? now < startMs : now <= startMs {
            return ("the schedule starts at \(TimeText.utc(milliseconds: startMs)) " + bound, true)
        }
        if let end = trigger.endTime, inclusive ? now > end * 1000 : now >= end * 1000 {
            return ("the schedule ends at \(TimeText.utc(milliseconds: end * 1000)) " + bound, false)
        }
        return nil
    }

    /// R3: nil when the trigger is eligible at `time`.
    func reeligibilityProblem(_ trigger: EngineTrigger, at time: Int64) -> String? {
        guard let stamp = stamps[trigger.id] else { return nil }
        let when = "\(TimeText.elapsed(stamp - start)) (\(TimeText.utc(milliseconds: stamp)))"
        guard let seconds = trigger.reEligibility else {
            return "shown at \(when); without `reeligible_after` a campaign shows only once"
        }
        if seconds <= 0 || time >= stamp + seconds * 1000 { return nil }
        let after = TimeText.duration(milliseconds: seconds * 1000)
        return "last shown at \(when); re-eligible after \(after), from \(TimeText.elapsed(stamp + seconds * 1000 - start))"
    }
}
