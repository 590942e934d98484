import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes one campaign document (SPEC §2.2) into its parts and nothing else; the
/// per-campaign checks over those parts are the rules stage's (`CampaignRules`), which runs
/// over the whole decoded document.
struct CampaignDecoder {
    let context: DecodingContext
    /// Where local images are looked up.
    let files: any AssetFileSystem
    /// Verdicts on regular expressions already compiled by this worker.
    var regexes = RegexVerdicts()

    static let keys = [
        "campaign", "name", "description", "priority", "schedule",
        "reeligible_after", "delay", "expire_after", "minimum_interval", "reevaluate_eligibility", "localise", "trigger", "message",
        "variants", "control",
    ]

    /// The parts of `document`, each nil where it failed or was missing (already reported).
    func decode(_ document: YAMLDocument) -> DecodedCampaign {
        let ctx = context
        var reader = MappingReader(document.root, in: ctx)
        var decoded = DecodedCampaign(documentIndex: document.index)
        decoded.root = document.root
        decoded.id = reader.readRequired("campaign", ctx.id)
        decoded.name = reader.read("name", ctx.nonEmptyString)
        decoded.description = reader.read("description", ctx.nonEmptyString)
        decoded.priority = reader.take("priority").map(decodePriority) ?? .defaultPriority
        decoded.schedule = reader.take("schedule").map(decodeSchedule) ?? .always
        decoded.reeligibleAfter = reader.read("reeligible_after") {
            ctx.duration($0, $1, in: .zero ... .days(720), wholeSeconds: true)
        }
        decoded.delay = reader.read("delay") { ctx.duration($0, $1, in: .zero ... .hours(24), wholeSeconds: true) }
        decoded.expireAfter = reader.read("expire_after") { ctx.duration($0, $1, in: .seconds(1) ... .hours(24), wholeSeconds: false) }
        decoded.minimumInterval = reader.read("minimum_interval") { ctx.duration($0, $1, in: .zero ... .hours(24), wholeSeconds: true) }
        decoded.reevaluateEligibility = reader.read("reevaluate_eligibility", ctx.boolean)
        decoded.localise = reader.read("localise", ctx.boolean)
        let triggerNode = reader.require("trigger")
        decoded.triggerRange = triggerNode?.range
        decoded.triggers = triggerNode.map { TriggerDecoder(context: ctx, regexes: regexes).decodeTriggers($0) }
        decodeMessageOrVariants(&reader, into: &decoded)
        reader.finish(hint: { MessageKeys.atTopLevel[$0] ?? VariantDecoder.hints[$0] }, elsewhere: MessageKeys.elsewhereAtTopLevel)
        return decoded
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
            let accepted = ScalarSyntax.isDecimalInteger(s.text) && Int(s.text).map((0...100).contains) == true
            context.typeMismatch(node, expected: expected(), help: context.quotedNumberHelp(s), fixIts: accepted ? context.unquoteFixIts(s) : [])
        } else {
            context.report(
                ValueMessages.notAllowedWord(expected(), found: s.found), at: s.range, help: DidYouMean.help(for: s.text, among: words()),
                fixIts: s.style == .plain ? DidYouMean.wordFixIt(for: s.text, among: words(), at: s.range) : [])
        }
        return nil
    }

    /// `{start, end}`, both optional times. Nil when the schedule could not be read at all
    /// (whether `end` is after `start` is `ScheduleRules`' question).
    func decodeSchedule(_ node: YAMLNode) -> Schedule? {
        let ctx = context
        let mark = ctx.mark
        var reader = MappingReader(node, field: "schedule", in: ctx)
        let start = reader.read("start", ctx.time)
        let end = reader.read("end", ctx.time)
        reader.finish()
        if ctx.blockingErrorSince(mark) { return nil }
        return Schedule(start: start, end: end)
    }
}
