import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// Decodes one campaign document (SPEC §2.2) and runs the per-campaign checks that need
/// nothing but the document itself (E306, W313, W314, W315, the filter checks).
struct CampaignDecoder {
    let context: DecodingContext
    let now: Int64
    /// Verdicts on regular expressions already compiled by this worker.
    var regexes = RegexVerdicts()

    /// The decoded campaign (nil when the document has an error of its own) and its id
    /// (set whenever `campaign` decoded, for cross-file checks).
    struct Result {
        var id: Located<String>?
        var campaign: Campaign?
    }

    static let keys = [
        "campaign", "name", "description", "priority", "schedule",
        "reeligible_after", "delay", "expire_after", "trigger", "message",
    ]

    func decode(_ document: YAMLDocument) -> Result {
        let ctx = context
        let mark = ctx.mark
        var reader = MappingReader(document.root, in: ctx)
        let id = reader.readRequired("campaign", ctx.id)
        let name = reader.read("name", ctx.nonEmptyString)
        let description = reader.read("description", ctx.nonEmptyString)
        let priority: Priority? = reader.take("priority").map(decodePriority) ?? .defaultPriority
        let schedule: Schedule? = reader.take("schedule").map(decodeSchedule) ?? .always
        let reeligibleAfter = reader.read("reeligible_after") {
            ctx.duration($0, $1, in: .zero ... .days(720), wholeSeconds: true)
        }
        let delay = reader.read("delay") { ctx.duration($0, $1, in: .zero ... .hours(24), wholeSeconds: true) }
        let expireAfter = reader.read("expire_after") { ctx.duration($0, $1, in: .seconds(1) ... .hours(24), wholeSeconds: false) }
        let triggerNode = reader.require("trigger")
        let triggers = triggerNode.flatMap { TriggerDecoder(context: ctx, regexes: regexes).decodeTriggers($0) }
        let messageNode = reader.require("message")
        let message = messageNode.flatMap { decodeCampaignMessage($0, in: ctx) }
        reader.finish()

        if let schedule, let delay { checkDelay(delay, fits: schedule) }
        if let schedule { checkEnded(schedule) }
        if let expireAfter { checkExpiry(expireAfter, delay: delay) }

        guard !ctx.blockingErrorSince(mark), let id, let priority, let schedule, let triggers, let triggerNode, let message else {
            return Result(id: id, campaign: nil)
        }
        let campaign = Campaign(
            id: id, name: name, description: description, priority: priority, schedule: schedule,
            reeligibleAfter: reeligibleAfter, delay: delay, expireAfter: expireAfter, triggers: triggers, triggerRange: triggerNode.range,
            message: message, documentIndex: document.index
        )
        return Result(id: id, campaign: campaign)
    }

    /// `low | medium | high` or an integer 0...100. Nil when it failed (already reported).
    func decodePriority(_ node: YAMLNode) -> Priority? {
        func words() -> [String] { PriorityWord.allCases.map(\.rawValue) }
        func expected() -> String { Words.plain(words().map { "`\($0)`" } + ["an integer from 0 to 100"]) }
        guard let s = context.scalar(node, "priority", expected: expected()) else { return nil }
        if let word = PriorityWord(rawValue: s.text) {
            return Priority(value: word.value, range: s.range)
        }
        if s.style == .plain, ScalarSyntax.isDecimalInteger(s.text) {
            return context.integer(node, "priority", in: 0...100).map { Priority(value: $0.value, range: $0.range) }
        }
        if ScalarSyntax.number(s.text) != nil {
            context.typeMismatch(node, expected: expected(), help: context.quotedNumberHelp(s))
        } else {
            context.report(.E104, "expected \(expected()), found \(s.found)", at: s.range, help: DidYouMean.help(for: s.text, among: words()))
        }
        return nil
    }

    /// `{start, end}`, both optional times; E306 when end is not after start. Nil when the
    /// schedule could not be read at all.
    func decodeSchedule(_ node: YAMLNode) -> Schedule? {
        let ctx = context
        let mark = ctx.mark
        var reader = MappingReader(node, field: "schedule", in: ctx)
        let start = reader.read("start", ctx.time)
        let end = reader.read("end", ctx.time)
        reader.finish()
        if let start, let end, end.value <= start.value {
            ctx.report(
                .E306, "the schedule's `end` is not after its `start`", at: end.range,
                notes: [ctx.note("the schedule starts here", at: start.range)]
            )
        }
        if ctx.blockingErrorSince(mark) { return nil }
        return Schedule(start: start, end: end)
    }

    /// W313: a delay longer than the whole schedule window.
    func checkDelay(_ delay: Located<Duration>, fits schedule: Schedule) {
        guard let start = schedule.start?.value.unixSeconds, let end = schedule.end?.value.unixSeconds else { return }
        let window = end - start
        guard delay.value.seconds > window else { return }
        context.report(
            .W313, "`delay` (\(delay.value)) is longer than the schedule window (\(Duration.seconds(window)))",
            at: delay.range, help: "shorten the delay or widen the schedule"
        )
    }

    /// W316: the message expires before its delay ends, so it can never display.
    func checkExpiry(_ expireAfter: Located<Duration>, delay: Located<Duration>?) {
        let wait = delay?.value ?? .zero
        guard expireAfter.value <= wait else { return }
        context.report(
            .W316, ExpiresBeforeDelay.message(expireAfter: expireAfter.value.description, delay: wait.description),
            at: expireAfter.range, help: ExpiresBeforeDelay.help
        )
    }

    /// W314: the schedule ended before `now`.
    func checkEnded(_ schedule: Schedule) {
        guard let end = schedule.end, end.value.unixSeconds < now else { return }
        context.report(.W314, "the schedule already ended", at: end.range, help: "move `end` into the future, or remove the campaign")
    }
}
