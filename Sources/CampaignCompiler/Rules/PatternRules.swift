import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignPatterns

/// The checks of a filter's pattern beyond ICU's reading (which decoding checks, `E303`): the
/// Web SDK reads it as JavaScript's `new RegExp(pattern)` does (SPEC §19 item 14), so a pattern
/// JavaScript rejects is `E320` and one it reads otherwise is `W321`, each at the pattern; a
/// repetition that can backtrack catastrophically is `W322`.
struct PatternRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        for trigger in campaign.triggers ?? [] where trigger.kind.takesFilters {
            guard let argument = trigger.argument else { continue }
            let event = trigger.kind == .specificPurchase ? "a purchase of `\(argument.value)`" : "`\(argument.value)`"
            for filter in trigger.filters.flatMap(\.alternatives) where filter.op.value == .matches || filter.op.value == .doesNotMatch {
                guard case .string(let pattern) = filter.value.value else { continue }
                check(pattern, at: filter.value.range, event: event, in: context)
            }
        }
    }

    private func check(_ pattern: String, at range: SourceRange, event: String, in context: RuleContext) {
        let assessment = PatternAssessment.assess(pattern)
        guard assessment.icuError == nil else { return }
        if let error = assessment.javaScriptError {
            context.report(
                TriggerMessages.webRejectsPattern(triggeredBy: event, reason: error.reason), at: range,
                fixIts: fixIts(assessment.rewrite, at: range, in: context))
        } else if let first = assessment.differences.first {
            var message = TriggerMessages.readsOtherwiseOnWeb(
                first.text, icu: first.icuReading, web: first.javaScriptReading, others: assessment.differences.count - 1)
            if assessment.differences.count == 1, let replacement = first.replacement {
                message = message.helping(TriggerMessages.readsOtherwiseReplacement(first.text, with: replacement))
            }
            context.report(message, at: range, fixIts: fixIts(assessment.rewrite, at: range, in: context))
        }
        if let repetition = assessment.catastrophic {
            context.report(TriggerMessages.catastrophicRepetition(repetition.repetition, inner: repetition.inner), at: range)
        }
    }

    /// The pattern rewritten, as a YAML scalar in place of the written one; safe when both
    /// platforms then read exactly what iOS and Android read in the original.
    private func fixIts(_ rewrite: PatternAssessment.Rewrite?, at range: SourceRange, in context: RuleContext) -> [FixIt] {
        guard let rewrite, let written = context.sourceText(range) else { return [] }
        return FixIts.replace(range, written: written, with: YAMLScalarText.of(rewrite.pattern), safe: rewrite.isExact).map { [$0] } ?? []
    }
}
