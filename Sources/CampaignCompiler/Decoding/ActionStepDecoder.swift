import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// A step as decoded, with the list entry it was written as (where W215 points).
struct LocatedStep {
    let step: ActionStep
    let range: SourceRange
}

/// Decodes the `actions:` list of a click (SPEC §2.5.1): 1 to 10 entries (E105 at the list),
/// each a bare word or a mapping with one key, the step word (a second key is E101), then
/// the step's value typed as the SPEC's table says (`ActionStepDecoder+Values.swift`), with
/// E213 on custom data Braze does not accept. W215 is `ActionStepRepeats`'s.
struct ActionStepDecoder {
    let context: DecodingContext

    /// The ten step words, in the SPEC's order.
    static let words = ActionStepWord.allCases.map(\.rawValue)

    /// The step word written as itself or as its Braze wire name (`requestPushPermission`).
    static func word(for text: String) -> ActionStepWord? {
        ActionStepWord(rawValue: text) ?? ActionStepWord(wireType: text)
    }

    /// The steps, or nil when the list or one of its steps has an error that leaves nothing
    /// to compile (an E213 does not: it is adjustable, and its step is kept as written).
    func decodeList(_ node: YAMLNode) -> [ActionStep]? {
        guard let items = context.list(node, "actions") else { return nil }
        let mark = context.mark
        if !(1...BrazeActionsURI.maxSteps).contains(items.value.count) {
            context.report(ClickActionMessages.stepCount(found: items.value.count), at: items.range)
        }
        let steps = items.value.compactMap(entry)
        ActionStepRepeats(context: context).report(steps)
        return context.blockingErrorSince(mark) ? nil : steps.map(\.step)
    }

    /// One entry of the list.
    private func entry(_ node: YAMLNode) -> LocatedStep? {
        switch node {
        case .invalid:
            return nil
        case .sequence:
            context.report(ClickActionMessages.listAsStep, at: node.range)
            return nil
        case .scalar(let s) where s.isNull:
            context.report(ClickActionMessages.emptyEntry, at: s.range)
            return nil
        case .scalar(let s):
            guard let word = word(s) else { return nil }
            guard word.isBare else {
                context.report(ClickActionMessages.needsValue(word), at: s.range)
                return nil
            }
            return LocatedStep(step: .requestPushPermission, range: node.range)
        case .mapping(let mapping):
            guard let first = mapping.entries.first else {
                context.report(ClickActionMessages.emptyEntry, at: mapping.range)
                return nil
            }
            for extra in mapping.entries.dropFirst() {
                context.report(ClickActionMessages.secondKey(extra.key.text), at: extra.key.range)
            }
            guard let word = word(first.key) else { return nil }
            return value(of: word, first).map { LocatedStep(step: $0, range: node.range) }
        }
    }

    /// The step word of an entry, else E104: `close` with its own help, a wire name or a
    /// misspelling with a did-you-mean.
    private func word(_ s: YAMLScalar) -> ActionStepWord? {
        if let word = ActionStepWord(rawValue: s.text) { return word }
        let suggested = Self.word(for: s.text)?.rawValue ?? DidYouMean.suggestion(for: s.text, among: Self.words)
        let help = s.text == "close" ? ClickActionMessages.closeIsNotAStep : suggested.map(ClickActionMessages.didYouMean)
        let fixIts =
            s.style == .plain && s.text != "close"
            ? suggested.flatMap { FixIts.replace(s.range, written: s.text, with: $0, safe: FixItSafety.spelling(s.text, $0, among: Self.words)) }.map { [$0] }
                ?? [] : []
        context.report(ClickActionMessages.notAStep(found: s.found), at: s.range, help: help, fixIts: fixIts)
        return nil
    }
}
