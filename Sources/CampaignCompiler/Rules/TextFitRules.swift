import CampaignDiagnostics
import CampaignLocale
import CampaignMessages
import CampaignModel

/// The checks of a campaign's own texts that SPEC §16.3 and §16.4 name: W905, a visible text
/// that does not fit its slot on some platform (in the source locale, rendered for the
/// project's personas when it holds Liquid); W906, when the source locale is right-to-left, a
/// left-to-right run no isolate holds; W907, markup in a field the SDKs draw as text. Each at
/// the field's value. A translation's texts are checked where the translation file is read
/// (W906, W907) and by `TextFitAnalysis` (W905).
struct TextFitRules: CampaignRule {
    /// The current time as Unix seconds, for Liquid's `now`.
    let now: Int64

    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let decoded = campaign.message, let message = decoded.message, !decoded.hasBlockingError else { return }
        let locale = context.project.localisation?.source ?? message.common.language?.value
        let buttons = message.buttons.count
        let units = TextFitRules.fields(of: message)
        let rightToLeft = locale.map(DirectionChecks.isRightToLeft) ?? false
        for (id, text) in units {
            if let report = DirectionChecks.markup(text.value, field: id) { context.report(report.message, at: text.range) }
            if rightToLeft, let locale,
                let report = DirectionChecks.unisolatedRuns(text.value, locale: locale, range: text.range, written: context.sourceText(text.range))
            {
                context.report(report.message, at: text.range, fixIts: report.fixIt.map { [$0] } ?? [])
            }
        }
        guard let layout = FitSubjects.layout(of: message) else { return }
        for (id, text) in units {
            guard let field = FitSubjects.field(ofUnit: id, buttons: buttons) else { continue }
            let renderings = FitSubjects.renderings(
                of: text.value, personas: context.project.personas, now: now, parse: { context.templates.template($0, at: text.range) })
            for finding in TextFitCheck.findings(renderings, field: field, layout: layout, locale: locale) {
                context.report(TextFitMessages.tooLong(finding), at: text.range)
            }
        }
    }

    /// The visible text fields by unit id (SPEC §16.2), whether or not the campaign is localised.
    static func fields(of message: Message) -> [(String, Located<String>)] {
        var fields: [(String, Located<String>)] = []
        if let header = message.header { fields.append(("header", header)) }
        if let text = message.text { fields.append(("message", text)) }
        for (index, button) in message.buttons.enumerated() { fields.append(("buttons.\(index).text", button.text)) }
        if let alt = message.common.imageAlt { fields.append(("image_alt", alt)) }
        return fields
    }
}
