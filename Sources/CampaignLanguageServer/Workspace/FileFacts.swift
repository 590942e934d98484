import CampaignYAML

/// What one file contributes to `WorkspaceFacts`, read from its YAML tree: the ids of its
/// campaigns, and the event names, product ids and push campaign ids of its campaigns'
/// triggers and its scenarios' steps.
public struct FileFacts: Hashable, Sendable {
    public var campaignIDs: [String] = []
    public var eventNames: [String] = []
    public var productIDs: [String] = []
    public var pushCampaignIDs: [String] = []

    public init() {}

    /// The facts of a parsed file (documents that did not parse contribute nothing).
    public init(_ file: YAMLFile) {
        for document in file.documents {
            let root = document.root
            if DocumentKind.of(root) == .scenario {
                if case .sequence(let steps)? = root.entry("steps")?.value {
                    for case .mapping(let step) in steps.items { collectEvent(step, purchaseKey: "purchase") }
                }
                continue
            }
            if let id = scalarText(root.entry("campaign")?.value) { campaignIDs.append(id) }
            switch root.entry("trigger")?.value {
            case .mapping(let trigger)?:
                collectEvent(trigger, purchaseKey: "specific_purchase")
            case .sequence(let list)?:
                for case .mapping(let trigger) in list.items { collectEvent(trigger, purchaseKey: "specific_purchase") }
            default:
                break
            }
        }
    }

    private mutating func collectEvent(_ mapping: YAMLMapping, purchaseKey: String) {
        if let name = scalarText(mapping.entry("custom_event")?.value) { eventNames.append(name) }
        if let product = scalarText(mapping.entry(purchaseKey)?.value) { productIDs.append(product) }
        if let push = scalarText(mapping.entry("push_click")?.value) { pushCampaignIDs.append(push) }
    }

    private func scalarText(_ node: YAMLNode?) -> String? {
        guard case .scalar(let scalar)? = node, !scalar.isNull else { return nil }
        return scalar.text
    }
}

/// What a document of a campaign file is (SPEC §1): a scenario when its mapping has the key
/// `scenario` and not `campaign`, else a campaign.
enum DocumentKind: Hashable, Sendable {
    case campaign
    case scenario

    static func of(_ root: YAMLMapping) -> DocumentKind {
        root.entry("scenario") != nil && root.entry("campaign") == nil ? .scenario : .campaign
    }
}
