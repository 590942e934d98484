import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages

/// The Liquid of a translation file's values (SPEC §16.3), checked as a campaign's visible text
/// is (§15: the same codes, at the character of the file the scalar map gives). A translation
/// file does not say which campaign's triggers surround it, so the checks that depend on the
/// triggers (`event_properties` on a trigger without properties, `E805`) are the campaign's.
struct TranslationLiquidRules {
    let context: DecodingContext

    func check(_ content: TranslationFileContent) {
        let project = context.project
        let checking = LiquidCheckContext(
            field: .visibleText, triggers: [], attributes: project.attributes.map { $0.mapValues(LiquidRules.valueType) },
            events: project.events.map { $0.mapValues { $0.mapValues(LiquidRules.valueType) } }, contentBlocks: project.contentBlocks)
        for campaign in content.campaigns {
            for unit in campaign.units where LiquidDetection.containsLiquid(unit.text.value) {
                let text = FieldText(unit.text.value, at: unit.text.range, in: context.source)
                let issues = LiquidChecker.check(text.template, in: checking)
                guard !issues.isEmpty else { continue }
                let located = text.mapped()
                for issue in issues {
                    guard let message = LiquidMessages.issue(issue) else { continue }
                    context.report(message, at: located.range(issue.range), notes: issue.notes.map { context.note($0.message, at: located.range($0.range)) })
                }
            }
        }
    }
}
