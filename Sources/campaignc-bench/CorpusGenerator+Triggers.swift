/// Triggers of the corpus: all five forms, with filters and `any_of` groups.
extension CorpusGenerator {
    enum TriggerForm {
        case sessionStart
        case anyPurchase
        case specificPurchase(String, [[String]])
        case customEvent(String, [[String]])
        case pushClick(String)

        /// What makes two triggers "the same" for W315 and W402.
        var key: String {
            switch self {
            case .sessionStart: "session_start"
            case .anyPurchase: "any_purchase"
            case .specificPurchase(let sku, _): "specific_purchase:\(sku)"
            case .customEvent(let name, _): "custom_event:\(name)"
            case .pushClick(let id): "push_click:\(id)"
            }
        }
    }

    /// One to three distinct triggers.
    mutating func makeTriggers(family: CorpusVocabulary.Family, index: Int) -> [TriggerForm] {
        let count = rng.pick([1, 1, 1, 1, 2, 2, 3])
        var forms: [TriggerForm] = []
        var keys: Set<String> = []
        var attempts = 0
        while forms.count < count, attempts < 20 {
            attempts += 1
            let form = makeTrigger(family: family, index: index, maxFilters: count == 3 ? 2 : 3)
            if keys.insert(form.key).inserted { forms.append(form) }
        }
        return forms
    }

    private mutating func makeTrigger(family: CorpusVocabulary.Family, index: Int, maxFilters: Int) -> TriggerForm {
        switch rng.int(0...99) {
        case 0..<8: return .sessionStart
        case 8..<14: return .anyPurchase
        case 14..<30: return .specificPurchase("sku_\(rng.int(1000...1399))", makeFilters(max: min(2, maxFilters)))
        case 30..<88:
            let name = rng.chance(70) ? family.event : rng.pick(CorpusVocabulary.families).event
            return .customEvent(name, makeFilters(max: maxFilters))
        default: return .pushClick("\(family.slug)-push-\(index % 40)")
        }
    }

    func renderTriggers(_ forms: [TriggerForm]) -> [String] {
        if forms.count == 1 {
            switch forms[0] {
            case .sessionStart, .anyPurchase: return ["trigger: \(forms[0].key)"]
            case .pushClick(let id): return ["trigger: { push_click: \(id) }"]
            default: return ["trigger:"] + render(forms[0], indent: "  ", first: "  ")
            }
        }
        return ["trigger:"] + forms.flatMap { render($0, indent: "    ", first: "  - ") }
    }

    /// A trigger as block lines: `first` prefixes its first line, `indent` the others.
    private func render(_ form: TriggerForm, indent: String, first: String) -> [String] {
        switch form {
        case .sessionStart, .anyPurchase: return [first + form.key]
        case .pushClick(let id): return [first + "push_click: \(id)"]
        case .specificPurchase(let sku, let filters): return [first + "specific_purchase: \(sku)"] + render(filters, indent: indent)
        case .customEvent(let name, let filters): return [first + "custom_event: \(name)"] + render(filters, indent: indent)
        }
    }

    private func render(_ filters: [[String]], indent: String) -> [String] {
        guard !filters.isEmpty else { return [] }
        return [indent + "filters:"]
            + filters.flatMap { lines in
                lines.enumerated().map { offset, line in indent + (offset == 0 ? "  - " : "    ") + line }
            }
    }
}
