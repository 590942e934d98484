import CampaignModel

// Values: the schema's words at the place, and the project's campaign ids, event names,
// product ids, push campaign ids and view types where the language names them (SPEC §13.7).
extension CompletionVocabulary {
    /// The values of `key` in the mapping at `path`.
    func values(at path: [PathStep], key: String) -> [CompletionCandidate] {
        var found = words(at: path + [.key(key)])
        switch schema {
        case .campaign:
            found += campaignValues(at: path, key: key)
        case .scenario:
            found += scenarioValues(at: path, key: key)
        case .project:
            break
        }
        return found
    }

    /// The values of an entry of the list at `list`.
    func itemValues(list: [PathStep]) -> [CompletionCandidate] {
        var found = words(at: list + [.item])
        if schema == .scenario, isCampaignList(list) { found += campaignIDs(withNone: false) }
        return found
    }

    private func words(at path: [PathStep]) -> [CompletionCandidate] {
        schema.navigator.words(at: path).map(CompletionCandidate.word)
    }

    private func campaignValues(at path: [PathStep], key: String) -> [CompletionCandidate] {
        let isTrigger = path == [.key("trigger")] || path == [.key("trigger"), .item]
        switch key {
        case "custom_event" where isTrigger: return named(facts.eventNames, .event)
        case "specific_purchase" where isTrigger: return named(facts.productIDs, .value)
        case "push_click" where isTrigger: return named(facts.pushCampaignIDs, .value)
        case "view_type" where path == [.key("message"), .key("extras")]:
            let type = context.entries(at: [.key("message")])["type"].flatMap(MessageType.init(rawValue:))
            let fitting = facts.viewTypes.filter { type == nil || $0.messageTypes.contains(type!.rawValue) }
            return fitting.map { CompletionCandidate(label: $0.name, kind: .value) }
        default:
            return []
        }
    }

    private func scenarioValues(at path: [PathStep], key: String) -> [CompletionCandidate] {
        let isStep = path == [.key("steps"), .item]
        switch key {
        case "custom_event" where isStep: return named(facts.eventNames, .event)
        case "purchase" where isStep: return named(facts.productIDs, .value)
        case "push_click" where isStep: return named(facts.pushCampaignIDs, .value)
        case "displayed", "visible", "dropped":
            return path == [.key("steps"), .item, .key("expect")] ? campaignIDs(withNone: true) : []
        case "campaign" where path == [.key("history"), .item] || isDroppedEntry(path):
            return campaignIDs(withNone: false)
        default:
            return []
        }
    }

    /// Lists whose entries are campaign ids: `campaigns`, and `displayed`, `stack` and `dropped`
    /// of an `expect`.
    private func isCampaignList(_ list: [PathStep]) -> Bool {
        if list == [.key("campaigns")] { return true }
        let expect: [PathStep] = [.key("steps"), .item, .key("expect")]
        return list.count == 4 && Array(list.prefix(3)) == expect && [.key("displayed"), .key("stack"), .key("dropped")].contains(list[3])
    }

    /// A `{campaign, reason}` of `dropped`, alone or in its list.
    private func isDroppedEntry(_ path: [PathStep]) -> Bool {
        let dropped: [PathStep] = [.key("steps"), .item, .key("expect"), .key("dropped")]
        return path == dropped || path == dropped + [.item]
    }

    private func campaignIDs(withNone: Bool) -> [CompletionCandidate] {
        let ids = facts.campaignIDs.map { id in
            CompletionCandidate(label: id, kind: .reference, documentation: CampaignSummary.markdown(facts.campaigns(withID: id)))
        }
        return ids + (withNone ? [.word("none")] : [])
    }

    /// Names the project uses, but the word at the cursor itself.
    private func named(_ names: [String], _ kind: CompletionCandidate.Kind) -> [CompletionCandidate] {
        names.filter { $0 != context.word }.map { CompletionCandidate(label: $0, kind: kind) }
    }
}
