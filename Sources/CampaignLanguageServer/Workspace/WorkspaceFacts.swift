/// The values of a project that completion offers (SPEC §13.7): campaign ids, the event names,
/// product ids and push campaign ids that triggers and scenario steps use, and the declared
/// view types. Filled from the project's files by the analysis; any source will do.
public struct WorkspaceFacts: Hashable, Sendable {
    public var campaignIDs: [String]
    public var eventNames: [String]
    public var productIDs: [String]
    public var pushCampaignIDs: [String]
    public var viewTypes: [ViewTypeFact]

    public init(
        campaignIDs: [String] = [], eventNames: [String] = [], productIDs: [String] = [], pushCampaignIDs: [String] = [], viewTypes: [ViewTypeFact] = []
    ) {
        self.campaignIDs = campaignIDs
        self.eventNames = eventNames
        self.productIDs = productIDs
        self.pushCampaignIDs = pushCampaignIDs
        self.viewTypes = viewTypes
    }

    /// The facts of several files together, each list without repeats, in byte-wise order.
    public init(files: [FileFacts], viewTypes: [ViewTypeFact]) {
        func merged(_ values: (FileFacts) -> [String]) -> [String] {
            Array(Set(files.flatMap(values))).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        self.init(
            campaignIDs: merged(\.campaignIDs), eventNames: merged(\.eventNames), productIDs: merged(\.productIDs),
            pushCampaignIDs: merged(\.pushCampaignIDs), viewTypes: viewTypes
        )
    }

    /// The view type declared as `name`, if any.
    func viewType(named name: String) -> ViewTypeFact? {
        viewTypes.first { $0.name == name }
    }
}

/// A view type of the project file (SPEC §2.7).
public struct ViewTypeFact: Hashable, Sendable {
    public var name: String
    /// The message types it renders (`slideup`, `modal`, `full`, `html`).
    public var messageTypes: [String]
    public var requiredExtras: [String]

    public init(name: String, messageTypes: [String], requiredExtras: [String] = []) {
        self.name = name
        self.messageTypes = messageTypes
        self.requiredExtras = requiredExtras
    }
}
