import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CanonicalJSON

/// The keys and values completion offers at a context (SPEC §13.7): the schema's keys and
/// words for the place, narrowed by the rules the schema cannot say (the keys of a message's
/// type, a filter's operators, a trigger's `filters`), plus the project's own values.
struct CompletionVocabulary {
    let schema: DocumentSchema
    let facts: WorkspaceFacts
    let context: CursorContext

    private var navigator: SchemaNavigator { schema.navigator }

    /// Every candidate at the context, sorted by label, without repeats.
    func candidates() -> [CompletionCandidate] {
        var found: [CompletionCandidate] = []
        switch context.slot {
        case .key:
            found = keys(at: context.path)
        case .value(let key):
            found = values(at: context.path, key: key)
        case .item(let mappingAllowed):
            found = itemValues(list: context.path)
            if mappingAllowed { found += keys(at: context.path + [.item]) }
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.label).inserted }.sorted { UTF8Order.precedes($0.label, $1.label) }
    }

    // MARK: Keys

    /// The keys allowed in the mapping at `path` and not in it yet.
    func keys(at path: [PathStep]) -> [CompletionCandidate] {
        let present = context.presentKeys
        return allowedKeys(at: path).filter { !present.contains($0) }.map { key in
            .key(key, documentation: navigator.documentation(ofKey: key, at: path))
        }
    }

    private func allowedKeys(at path: [PathStep]) -> [String] {
        let own = context.entries(at: path)
        let keys = navigator.keys(at: path)
        switch schema {
        case .project:
            if path == [.key("severity")] { return DiagnosticCode.allCases.filter(\.isAdjustable).map(\.rawValue) }
            return keys
        case .scenario:
            if path == [.key("steps"), .item], own["custom_event"] == nil, own["purchase"] == nil {
                return keys.filter { $0 != "properties" }
            }
            return keys
        case .campaign:
            return campaignKeys(at: path, schemaKeys: keys, own: own)
        }
    }

    private func campaignKeys(at path: [PathStep], schemaKeys keys: [String], own: [String: String]) -> [String] {
        let messageType = MessageType(rawValue: context.entries(at: [.key("message")])["type"] ?? "")
        switch path {
        case []:
            return own["campaign"] == nil && own["scenario"] == nil ? keys + ["scenario"] : keys
        case [.key("message")]:
            return keys.filter { MessageKeys.table.applies($0, to: messageType) }
        case [.key("trigger")], [.key("trigger"), .item]:
            let takesFilters = own["specific_purchase"] != nil || own["custom_event"] != nil
            return ["specific_purchase", "custom_event", "push_click"] + (takesFilters ? ["filters"] : [])
        case [.key("message"), .key("text_align")]:
            return keys.filter { MessageKeys.textAlign.applies($0, to: messageType) }
        case [.key("message"), .key("theme"), .key("light")], [.key("message"), .key("theme"), .key("dark")]:
            let dark = path.last == .key("dark")
            return MessageKeys.theme.rows.map(\.key).filter { ($0 != "buttons" || dark) && MessageKeys.theme.applies($0, to: messageType) }
        case [.key("message"), .key("extras")]:
            let required = context.entries(at: path)["view_type"].flatMap(facts.viewType(named:))?.requiredExtras ?? []
            return ["view_type"] + required
        default:
            break
        }
        if path.count >= 2, path.suffix(2) == [.key("filters"), .item] || path.suffix(2) == [.key("any_of"), .item] {
            return filterKeys(own: own, inFilters: path.suffix(2).first == .key("filters"))
        }
        return keys
    }

    /// A filter: `property`, `type`, `any_of` (entries of `filters` only), and while it has no
    /// operator, the operators its `type` allows (every operator while `type` is absent).
    private func filterKeys(own: [String: String], inFilters: Bool) -> [String] {
        var keys = ["property", "type"] + (inFilters ? ["any_of"] : [])
        let operators = FilterOperator.allCases
        guard !operators.contains(where: { own[$0.rawValue] != nil }) else { return keys }
        let type = own["type"].flatMap(PropertyType.init(rawValue:))
        keys += operators.filter { type.map($0.allowedTypes.contains) ?? true }.map(\.rawValue)
        return keys
    }
}
