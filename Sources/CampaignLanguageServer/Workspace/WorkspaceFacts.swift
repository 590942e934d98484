import CanonicalJSON

/// The values of a project that completion, hover and definition use (SPEC §13.6, §13.7,
/// §13.9): its campaigns (in report order, with their files), the event names, product ids and
/// push campaign ids that triggers and scenario steps use, and the declared view types. Filled
/// from the project's files by the analysis; any source will do.
public struct WorkspaceFacts: Hashable, Sendable {
    public var campaigns: [CampaignFact]
    public var eventNames: [String]
    public var productIDs: [String]
    public var pushCampaignIDs: [String]
    public var viewTypes: [ViewTypeFact]
    /// The project's declared custom attributes (`attributes:`), name → type.
    public var attributes: [String: String] = [:]
    /// The project's declared events (`events:`), name → property → type.
    public var events: [String: [String: String]] = [:]
    /// The content blocks' folder (`content_blocks:`) as the analysis read it, and the names of
    /// its `NAME.liquid` files.
    public var contentBlocksFolder: String?
    public var contentBlocks: [String] = []
    /// (SPEC §16.1) The language campaigns are written in, and the locales the project lists,
    /// in file order; nil and empty for a project that is not localised.
    public var sourceLocale: String?
    public var locales: [String] = []

    public init(
        campaigns: [CampaignFact] = [], eventNames: [String] = [], productIDs: [String] = [], pushCampaignIDs: [String] = [],
        viewTypes: [ViewTypeFact] = []
    ) {
        self.campaigns = campaigns
        self.eventNames = eventNames
        self.productIDs = productIDs
        self.pushCampaignIDs = pushCampaignIDs
        self.viewTypes = viewTypes
    }

    /// The facts of several files together (`files` in report order, each with its path
    /// relative to the project root): the campaigns in report order, each other list without
    /// repeats, in byte-wise order.
    public init(files: [(path: String, shownPath: String, facts: FileFacts)], viewTypes: [ViewTypeFact]) {
        self.init(files: files, viewTypes: viewTypes, names: NameLists(files).merged)
    }

    /// The same with the names already merged (`NameLists.merged`).
    init(files: [(path: String, shownPath: String, facts: FileFacts)], viewTypes: [ViewTypeFact], names: MergedNames) {
        let campaigns = files.flatMap { file in file.facts.campaigns.map { CampaignFact(path: file.path, shownPath: file.shownPath, card: $0) } }
        self.init(
            campaigns: campaigns, eventNames: names.eventNames, productIDs: names.productIDs, pushCampaignIDs: names.pushCampaignIDs,
            viewTypes: viewTypes
        )
    }

    /// Each file's event names, product ids and push campaign ids, in file order: compared
    /// with the last analysis's (an unchanged file's lists are the same arrays, compared at
    /// once) so that the merged names are made again only when one changed.
    struct NameLists: Equatable {
        var eventNames: [[String]]
        var productIDs: [[String]]
        var pushCampaignIDs: [[String]]

        init(_ files: [(path: String, shownPath: String, facts: FileFacts)]) {
            eventNames = files.map { $0.facts.eventNames }
            productIDs = files.map { $0.facts.productIDs }
            pushCampaignIDs = files.map { $0.facts.pushCampaignIDs }
        }

        var merged: MergedNames {
            func merged(_ lists: [[String]]) -> [String] { Array(Set(lists.joined())).sorted(by: UTF8Order.precedes) }
            return MergedNames(eventNames: merged(eventNames), productIDs: merged(productIDs), pushCampaignIDs: merged(pushCampaignIDs))
        }
    }

    /// Every file's names together, each list without repeats, in byte-wise order.
    struct MergedNames: Equatable {
        var eventNames: [String]
        var productIDs: [String]
        var pushCampaignIDs: [String]
    }

    /// Every campaign id, without repeats, in byte-wise order.
    public var campaignIDs: [String] {
        Array(Set(campaigns.map(\.card.id))).sorted(by: UTF8Order.precedes)
    }

    /// The campaigns with id `id`, in report order.
    func campaigns(withID id: String) -> [CampaignFact] {
        campaigns.filter { $0.card.id == id }
    }

    /// The view type declared as `name`, if any.
    func viewType(named name: String) -> ViewTypeFact? {
        viewTypes.first { $0.name == name }
    }
}

/// A campaign of the project and its file.
public struct CampaignFact: Hashable, Sendable {
    /// The file, absolute.
    public var path: String
    /// The file relative to the project root (as hover shows it).
    public var shownPath: String
    public var card: CampaignCard

    public init(path: String, shownPath: String, card: CampaignCard) {
        self.path = path
        self.shownPath = shownPath
        self.card = card
    }
}

/// A view type of the project file (SPEC §2.7).
public struct ViewTypeFact: Hashable, Sendable {
    public var name: String
    /// The message types it renders (`slideup`, `modal`, `full`, `html`).
    public var messageTypes: [String]
    public var requiredExtras: [String]
    /// Its key under `view_types`, in bytes of the project file; nil when not known.
    public var keyRange: Range<Int>?

    public init(name: String, messageTypes: [String], requiredExtras: [String] = [], keyRange: Range<Int>? = nil) {
        self.name = name
        self.messageTypes = messageTypes
        self.requiredExtras = requiredExtras
        self.keyRange = keyRange
    }
}
