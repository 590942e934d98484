import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

extension ScenarioDecoder {
    /// The steps written as a bare word.
    static let bareSteps: [String: ScenarioStepKind] = [
        "session_start": .sessionStart, "dismiss": .dismiss, "click": .click(nil), "request_next": .requestNext,
        "background": .background, "foreground": .foreground, "restart": .restart,
    ]

    /// The steps written as a one-key mapping.
    static let keyedSteps = ["custom_event", "purchase", "push_click", "wait", "click", "display", "rotate", "network", "expect"]

    /// One step: a bare word, or a mapping with one step key (`custom_event` and `purchase`
    /// may add `properties`). Nil when it failed (already reported).
    func decodeStep(_ node: YAMLNode) -> ScenarioStep? {
        let ctx = context
        switch node {
        case .scalar(let s) where !s.isNull:
            if let kind = Self.bareSteps[s.text] { return ScenarioStep(kind, at: s.range) }
            if Self.keyedSteps.contains(s.text) {
                ctx.report(ScenarioMessages.stepNeedsValue(s.text), at: s.range)
            } else {
                reportUnknownStep(s.text, at: s.range, plain: s.style == .plain)
            }
            return nil
        case .mapping(let mapping):
            return decodeKeyedStep(mapping, node: node)
        default:
            _ = ctx.scalar(node, "steps", expected: "a step")
            return nil
        }
    }

    /// E104 listing the steps, with a did-you-mean (and its fix-it for a plain word).
    private func reportUnknownStep(_ word: String, at range: SourceRange, plain: Bool) {
        let words = ScenarioStepKind.words
        context.report(
            ScenarioMessages.unknownStep(word, steps: words), at: range,
            fixIts: plain ? DidYouMean.wordFixIt(for: word, among: words, at: range) : []
        )
    }

    private func decodeKeyedStep(_ mapping: YAMLMapping, node: YAMLNode) -> ScenarioStep? {
        let ctx = context
        guard let stepEntry = mapping.entries.first(where: { $0.key.text != "properties" }) else {
            ctx.report(ScenarioMessages.stepNeedsKey, at: mapping.range)
            return nil
        }
        let word = stepEntry.key.text
        guard Self.keyedSteps.contains(word) || Self.bareSteps[word] != nil else {
            reportUnknownStep(word, at: stepEntry.key.range, plain: stepEntry.key.style == .plain)
            return nil
        }
        var reader = MappingReader(mapping, in: ctx)
        let value = reader.take(word) ?? stepEntry.value
        let takesProperties = word == "custom_event" || word == "purchase"
        let properties = takesProperties ? reader.take("properties").map(decodeProperties) : nil
        reader.finish()
        let kind: ScenarioStepKind?
        switch word {
        case "custom_event":
            kind = ctx.nonEmptyString(value, word).map { .customEvent($0, properties: properties ?? []) }
        case "purchase":
            kind = ctx.nonEmptyString(value, word).map { .purchase($0, properties: properties ?? []) }
        case "push_click":
            kind = ctx.nonEmptyString(value, word).map { .pushClick($0) }
        case "wait":
            kind = ctx.duration(value, word, in: Duration.zero...Duration.days(720), wholeSeconds: false).map { .wait($0.value) }
        case "click":
            kind = ctx.nonEmptyString(value, word).map { .click($0) }
        case "display":
            kind = ctx.word(value, word, as: DisplayChoice.self).map { .display($0.value) }
        case "rotate":
            kind = ctx.word(value, word, as: DeviceOrientation.self).map { .rotate($0.value) }
        case "network":
            kind = ctx.word(value, word, as: NetworkState.self).map { .network($0.value) }
        case "expect":
            kind = decodeExpectation(value).map { .expect($0) }
        default:
            ctx.report(ScenarioMessages.stepTakesNoValue(word), at: stepEntry.key.range)
            kind = nil
        }
        return kind.map { ScenarioStep($0, at: node.range) }
    }

    /// `properties`: a mapping of names to scalars, each plain one typed by its form as a
    /// filter's value is (`PlainValue`: a plain integer or float is a number, plain
    /// `true`/`false` a boolean, anything else or anything quoted a string; a surprising form is
    /// W318); null is E107.
    func decodeProperties(_ node: YAMLNode) -> [EventProperty] {
        let ctx = context
        var reader = MappingReader(node, field: "properties", in: ctx)
        var properties: [EventProperty] = []
        for entry in reader.takeAll() {
            let name = entry.key.text
            guard let s = ctx.scalar(entry.value, name, expected: "a string, number or boolean") else { continue }
            let value: EventValue
            switch ctx.plainReading(s)?.value {
            case .number(let number): value = .number(number.double)
            case .boolean(let flag): value = .boolean(flag)
            case .string, nil: value = .string(s.text)
            }
            properties.append(EventProperty(name: Located(name, at: entry.key.range), value: Located(value, at: s.range)))
        }
        return properties
    }
}
