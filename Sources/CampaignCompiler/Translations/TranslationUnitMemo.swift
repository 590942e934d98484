import CampaignLiquid
import CampaignModel

/// What each Liquid text of a translation file came to: its Liquid issues (at its own
/// characters), its renderings for the text fit check and its placeholders for the parity
/// check. Each is a function of the text, the
/// project and the time alone, so a later check of the same file under the same project and
/// time reuses them (`CompilationNeeds.unitMemo`): an edit to one unit of a file of thousands
/// parses, checks and renders that one.
public final class TranslationUnitMemo: Sendable {
    struct Unit: Sendable {
        /// As `LiquidChecker.check` gives them, ranges in the text's Unicode scalars.
        let issues: [LiquidIssue]
        let renderings: [String]
        let placeholders: [LiquidParityPlaceholder]
    }

    let project: ProjectSettings
    let now: Int64
    let units: [String: Unit]

    init(project: ProjectSettings, now: Int64, units: [String: Unit]) {
        self.project = project
        self.now = now
        self.units = units
    }

    /// The units of a file whose Liquid texts are worked out (from `previous` where it was made
    /// under the same project and time), one entry per distinct text.
    static func work(
        _ content: TranslationFileContent, checking: LiquidCheckContext, project: ProjectSettings, now: Int64, previous: TranslationUnitMemo?
    ) -> TranslationUnitMemo {
        let reusable = previous.flatMap { $0.now == now && $0.project == project ? $0.units : nil } ?? [:]
        var units: [String: Unit] = [:]
        for campaign in content.campaigns {
            for unit in campaign.units {
                let text = unit.text.value
                guard units[text] == nil, LiquidDetection.containsLiquid(text) else { continue }
                if let known = reusable[text] {
                    units[text] = known
                    continue
                }
                let template = LiquidTemplate(parsing: text)
                units[text] = Unit(
                    issues: LiquidChecker.check(template, in: checking),
                    renderings: FitSubjects.renderings(of: text, personas: project.personas, now: now) { _ in template },
                    placeholders: LiquidTemplate.parityPlaceholders(of: text))
            }
        }
        return TranslationUnitMemo(project: project, now: now, units: units)
    }

    /// The renderings of `text`: itself when it holds no Liquid.
    func renderings(of text: String) -> [String] {
        units[text]?.renderings ?? [text]
    }

    /// The parity placeholders of `text`: none when it holds no Liquid.
    func placeholders(of text: String) -> [LiquidParityPlaceholder] {
        units[text]?.placeholders ?? []
    }
}
