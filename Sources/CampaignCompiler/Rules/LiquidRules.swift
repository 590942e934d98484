import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Liquid in a campaign (SPEC §15.1–§15.3, §15.6): every text of a Liquid field is parsed and
/// checked against Braze's dialect, the campaign's triggers and the project's declarations,
/// each problem reported at the character of the file §15.3 names; `{{` or `{%` in any other
/// field is E812, at its first `{{` or `{%`.
struct LiquidRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard context.mayHoldLiquid, let root = campaign.root else { return }
        let triggers = (campaign.triggers ?? []).map(Self.trigger)
        let attributes = context.project.attributes.map { $0.mapValues(Self.valueType) }
        let events = context.project.events.map { $0.mapValues { $0.mapValues(Self.valueType) } }
        LiquidPlace.walk(.mapping(root)) { scalar, place in
            let text = FieldText(scalar, in: context.source, template: context.templates.template(scalar.text, at: scalar.range))
            switch place {
            case .liquid(let field):
                let checking = LiquidCheckContext(
                    field: field, triggers: triggers, attributes: attributes, events: events, contentBlocks: context.project.contentBlocks)
                let issues = LiquidChecker.check(text.template, in: checking)
                guard !issues.isEmpty else { return }
                let located = text.mapped()
                for issue in issues { report(issue, in: located, scalar: scalar, context: context) }
            case .notAllowed(let field, let inTrigger):
                let start = Self.firstMarkup(text.text)
                context.report(LiquidMessages.notAllowed(in: field, inTrigger: inTrigger), at: text.range(start..<start + 2))
            }
        }
    }

    private func report(_ issue: LiquidIssue, in text: FieldText, scalar: YAMLScalar, context: RuleContext) {
        guard let message = LiquidMessages.issue(issue) else { return }
        context.report(
            message, at: text.range(issue.range),
            notes: issue.notes.map { context.note($0.message, at: text.range($0.range)) },
            fixIts: issue.fix.flatMap { fixIt($0, in: text, scalar: scalar, context: context) }.map { [$0] } ?? [])
    }

    /// The safe fix of a typographic quote, when the quote is written as itself: in a quoted
    /// scalar the straight quote of its own kind is escaped the way the scalar's style escapes it.
    private func fixIt(_ fix: LiquidFix, in text: FieldText, scalar: YAMLScalar, context: RuleContext) -> FixIt? {
        let range = text.range(fix.range)
        let scalars = Array(text.text.unicodeScalars)
        guard fix.range.upperBound <= scalars.count, let written = context.sourceText(range) else { return nil }
        var expected = String.UnicodeScalarView()
        expected.append(contentsOf: scalars[fix.range])
        guard written == String(expected) else { return nil }
        var replacement = ""
        for character in fix.replacement {
            if scalar.style == .doubleQuoted, character == "\"" { replacement += "\\" }
            if scalar.style == .singleQuoted, character == "'" { replacement += "'" }
            replacement.append(character)
        }
        return FixIts.replace(range, written: written, with: replacement, safe: true)
    }

    /// The index in Unicode scalars of the first `{{` or `{%` of `text`.
    static func firstMarkup(_ text: String) -> Int {
        var previous: Unicode.Scalar?
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if previous == "{", scalar == "{" || scalar == "%" { return index - 1 }
            previous = scalar
        }
        return 0
    }

    /// A declared type as the Liquid checker knows it.
    static func valueType(_ type: DeclaredType) -> LiquidValueType {
        switch type {
        case .string: return .string
        case .boolean: return .boolean
        case .number: return .number
        case .time: return .time
        case .array: return .array
        }
    }

    /// A trigger as the Liquid checker knows it.
    static func trigger(_ trigger: Trigger) -> LiquidCheckContext.Trigger {
        let argument = trigger.argument?.value ?? ""
        switch trigger.kind {
        case .sessionStart: return .sessionStart
        case .anyPurchase: return .anyPurchase
        case .specificPurchase: return .specificPurchase(product: argument)
        case .customEvent: return .customEvent(name: argument)
        case .pushClick: return .pushClick(campaign: argument)
        }
    }
}
