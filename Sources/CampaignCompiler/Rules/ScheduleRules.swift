import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// The timing of a campaign (SPEC §2.2): a schedule that ends before it starts (E306), a
/// delay longer than the schedule window (W313), a schedule already over (W314) and a
/// message that expires before its delay ends (W316).
struct ScheduleRules: CampaignRule {
    /// The current time as Unix seconds, for W314.
    let now: Int64

    /// A schedule that ends before it starts gets E306 and no follow-on warnings.
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        if let schedule = campaign.schedule {
            checkOrder(schedule, in: context)
            if !Self.endsBeforeStart(schedule) {
                if let delay = campaign.delay { checkDelay(delay, fits: schedule, in: context) }
                checkEnded(schedule, in: context)
            }
        }
        if let expireAfter = campaign.expireAfter { checkExpiry(expireAfter, delay: campaign.delay, in: context) }
    }

    /// True when `end` is not after `start` (E306), in the whole seconds the payload writes.
    static func endsBeforeStart(_ schedule: Schedule) -> Bool {
        guard let start = schedule.start, let end = schedule.end else { return false }
        return end.value.unixSeconds <= start.value.unixSeconds
    }

    /// E306 when `end` is not after `start`.
    private func checkOrder(_ schedule: Schedule, in context: RuleContext) {
        guard let start = schedule.start, let end = schedule.end, Self.endsBeforeStart(schedule) else { return }
        context.report(
            ScheduleMessages.endNotAfterStart, at: end.range,
            notes: [context.note(ScheduleMessages.startNote, at: start.range)]
        )
    }

    /// W313: a delay longer than the whole schedule window.
    private func checkDelay(_ delay: Located<Duration>, fits schedule: Schedule, in context: RuleContext) {
        guard let start = schedule.start?.value.unixSeconds, let end = schedule.end?.value.unixSeconds else { return }
        let window = end - start
        guard delay.value.seconds > window else { return }
        context.report(ScheduleMessages.delayLongerThanWindow(delay.value, window: .seconds(window)), at: delay.range)
    }

    /// W316: the message expires before its delay ends, so it can never display.
    private func checkExpiry(_ expireAfter: Located<Duration>, delay: Located<Duration>?, in context: RuleContext) {
        let wait = delay?.value ?? .zero
        guard expireAfter.value <= wait else { return }
        context.report(ScheduleMessages.expiresBeforeDelay(expireAfter: expireAfter.value.description, delay: wait.description), at: expireAfter.range)
    }

    /// W314: the schedule ended before `now`.
    private func checkEnded(_ schedule: Schedule, in context: RuleContext) {
        guard let end = schedule.end, end.value.unixSeconds < now else { return }
        context.report(ScheduleMessages.ended, at: end.range)
    }
}
