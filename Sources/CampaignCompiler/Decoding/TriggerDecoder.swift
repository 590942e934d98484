import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes `trigger:` (SPEC §2.3): one trigger or a list of 1...10, each one of five forms.
struct TriggerDecoder {
    let context: DecodingContext
    /// Verdicts on regular expressions already compiled by this worker.
    var regexes = RegexVerdicts()

    static let maxTriggers = 10
    static let words = TriggerKind.allCases.map(\.rawValue)
    static let argumentWords = TriggerKind.allCases.filter(\.takesArgument).map(\.rawValue)

    /// The triggers that decoded; a failed one is left out (already reported). Repeats and
    /// contradicting filters are the rules stage's (`TriggerRules`, `FilterRules`).
    func decodeTriggers(_ node: YAMLNode) -> [Trigger] {
        var triggers: [Trigger] = []
        if case .sequence(let list) = node {
            if list.items.isEmpty || list.items.count > Self.maxTriggers {
                context.report(ValueMessages.triggerCount(max: Self.maxTriggers, found: list.items.count), at: list.range)
            }
            triggers = list.items.compactMap { decodeTrigger($0, inList: true) }
        } else if let trigger = decodeTrigger(node, inList: false) {
            triggers = [trigger]
        }
        return triggers
    }

    /// One trigger: a plain word or a one-key mapping plus `filters`.
    func decodeTrigger(_ node: YAMLNode, inList: Bool) -> Trigger? {
        switch node {
        case .invalid:
            return nil
        case .sequence:
            context.typeMismatch(node, expected: inList ? "a trigger" : "a trigger or a list of triggers")
            return nil
        case .scalar(let s):
            guard !s.isNull else {
                context.report(ValueMessages.needsValue("trigger"), at: s.range)
                return nil
            }
            return decodeWord(s, node: node)
        case .mapping(let mapping):
            return decodeMapping(mapping, node: node)
        }
    }

    /// `session_start`, `any_purchase`.
    private func decodeWord(_ s: YAMLScalar, node: YAMLNode) -> Trigger? {
        if let kind = TriggerKind(rawValue: s.text) {
            if kind.takesArgument {
                context.typeMismatch(
                    node, expected: "a mapping such as `{ \(kind.rawValue): \(kind.argumentExample) }`"
                )
                return nil
            }
            return Trigger(kind: kind, range: s.range)
        }
        reportUnknown(word: s.text, at: s.range, trigger: s.range, among: Self.words, found: s.found, plain: s.style == .plain)
        return nil
    }

    /// `{ specific_purchase: sku, filters: [...] }`, `{ custom_event: name, filters: [...] }`,
    /// `{ push_click: id }`.
    private func decodeMapping(_ mapping: YAMLMapping, node: YAMLNode) -> Trigger? {
        var reader = MappingReader(mapping, in: context)
        guard let kindEntry = mapping.entries.first(where: { $0.key.text != "filters" }) else {
            context.report(
                ValueMessages.missingTrigger(among: Self.argumentWords),
                at: mapping.entries.first?.key.range ?? mapping.range
            )
            return nil
        }
        let word = kindEntry.key.text
        _ = reader.take(word)
        guard let kind = TriggerKind(rawValue: word) else {
            if case .scalar(let value) = kindEntry.value, let bare = TriggerKind(rawValue: value.text), !bare.takesArgument {
                // `{ event: session_start }`: the word is the whole trigger.
                context.report(
                    ValueMessages.notAllowedWord(Words.list(Self.argumentWords), found: "`\(word)`"), at: kindEntry.key.range,
                    help: ValueMessages.bareTriggerHelp(bare.rawValue))
                return nil
            }
            reportUnknown(
                word: word, at: kindEntry.key.range, trigger: mapping.range, among: Self.argumentWords, found: "`\(word)`",
                plain: kindEntry.key.style == .plain)
            return nil
        }
        let mark = context.mark
        var argument: Located<String>?
        if kind.takesArgument {
            argument = context.nonEmptyString(kindEntry.value, word)
        } else if case .scalar(let s) = kindEntry.value, s.isNull {
            // `{ session_start: }` is the plain word written as a key.
        } else {
            context.typeMismatch(kindEntry.value, expected: "nothing (`\(word)` takes no argument)")
        }
        var filters: [FilterEntry] = []
        if let filtersEntry = reader.takeEntry("filters") {
            if kind.takesFilters {
                filters = FilterDecoder(context: context, regexes: regexes).decodeFilters(filtersEntry.value) ?? []
            } else {
                context.report(TriggerMessages.noFilters(word), at: filtersEntry.key.range)
            }
        }
        for entry in reader.entries where TriggerKind(rawValue: entry.key.text) != nil && entry.key.text != word {
            context.report(ValueMessages.secondTriggerEvent(entry.key.text), at: entry.key.range)
            _ = reader.take(entry.key.text)
        }
        reader.finish()
        if context.blockingErrorSince(mark) { return nil }
        return Trigger(kind: kind, argument: argument, filters: filters, range: mapping.range)
    }

    /// E307 for API/webhook words, else E104 with a did-you-mean.
    private func reportUnknown(word: String, at range: SourceRange, trigger: SourceRange, among words: [String], found: String, plain: Bool) {
        if Self.isAPIWord(word) {
            context.report(TriggerMessages.apiTrigger, at: trigger)
            return
        }
        context.report(
            ValueMessages.notAllowedWord(Words.list(words), found: found), at: range,
            help: DidYouMean.help(for: word, among: Self.words),
            fixIts: plain ? DidYouMean.wordFixIt(for: word, among: Self.words, at: range) : []
        )
    }

    /// `api_event`, `webhook`, `api`, `api_trigger`, `webhook_event`, `API-Triggered` and the like.
    static func isAPIWord(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if lowered.hasPrefix("webhook") || lowered.hasPrefix("api_") || lowered.hasPrefix("api-") { return true }
        let tokens = lowered.split { $0 == "_" || $0 == "-" || $0 == " " || $0 == "." }
        return tokens.contains { ["api", "apis", "webhook", "webhooks", "apievent", "apitrigger"].contains($0) }
    }
}

extension TriggerKind {
    /// An argument to show in messages.
    var argumentExample: String {
        switch self {
        case .specificPurchase: "product_id"
        case .customEvent: "event_name"
        case .pushClick: "push_campaign_id"
        case .sessionStart, .anyPurchase: ""
        }
    }
}
