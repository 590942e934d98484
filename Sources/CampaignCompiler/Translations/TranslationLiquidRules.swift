import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
import CampaignModel

/// The Liquid of a translation file's values (SPEC §16.3), checked as a campaign's visible text
/// is (§15: the same codes, at the character of the file the scalar map gives). A translation
/// file does not say which campaign's triggers surround it, so the checks that depend on the
/// triggers (`event_properties` on a trigger without properties, `E805`) are the campaign's.
struct TranslationLiquidRules {
    let context: DecodingContext

    /// What the checks are told of the project: no trigger, its attributes, events and blocks.
    static func checking(_ project: ProjectSettings) -> LiquidCheckContext {
        LiquidCheckContext(
            field: .visibleText, triggers: [], attributes: project.attributes.map { $0.mapValues(LiquidRules.valueType) },
            events: project.events.map { $0.mapValues { $0.mapValues(LiquidRules.valueType) } }, contentBlocks: project.contentBlocks)
    }

    /// Reports the issues `units` found in each unit's text, at the file's characters.
    func report(_ content: TranslationFileContent, units: TranslationUnitMemo) {
        for campaign in content.campaigns {
            for unit in campaign.units {
                guard let issues = units.units[unit.text.value]?.issues, !issues.isEmpty else { continue }
                let located = FieldText(unit.text.value, at: unit.text.range, in: context.source).mapped()
                for issue in issues {
                    guard let message = LiquidMessages.issue(issue) else { continue }
                    context.report(message, at: located.range(issue.range), notes: issue.notes.map { context.note($0.message, at: located.range($0.range)) })
                }
            }
        }
    }
}
