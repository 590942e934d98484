public import CampaignDiagnostics
public import CampaignModel

/// Where each part of a trigger object came from in the campaign sources, by trigger id and
/// condition / filter index; built from the campaign model. Without it (`--payload`), notes
/// name the trigger id and the indexes instead.
public struct TriggerSourceMap: Sendable {
    private var campaigns: [String: CampaignSources] = [:]

    public init() {}

    public init(_ sources: [CampaignSources]) {
        for source in sources where campaigns[source.id] == nil { campaigns[source.id] = source }
    }

    public subscript(id: String) -> CampaignSources? { campaigns[id] }

    public var isEmpty: Bool { campaigns.isEmpty }
}

/// The source ranges of one campaign that notes point at.
public struct CampaignSources: Hashable, Sendable {
    public var id: String
    public var file: String
    public var idRange: SourceRange
    public var priority: SourceRange?
    public var scheduleStart: SourceRange?
    public var scheduleEnd: SourceRange?
    public var reeligibleAfter: SourceRange?
    public var delay: SourceRange?
    public var expireAfter: SourceRange?
    public var minimumInterval: SourceRange?
    /// One per trigger condition, in payload order.
    public var conditions: [SourceRange]
    /// `filters[condition][outer][inner]`.
    public var filters: [[[SourceRange]]]
    /// The visible texts by their payload path (`header`, `message`, `image_alt`,
    /// `btns[N].text`), where a rendering problem is shown.
    public var texts: [String: SourceRange] = [:]

    public init(campaign: Campaign, file: String) {
        id = campaign.id.value
        self.file = file
        idRange = campaign.id.range
        priority = campaign.priority.range
        scheduleStart = campaign.schedule.start?.range
        scheduleEnd = campaign.schedule.end?.range
        reeligibleAfter = campaign.reeligibleAfter?.range
        delay = campaign.delay?.range
        expireAfter = campaign.expireAfter?.range
        minimumInterval = campaign.minimumInterval?.range
        conditions = campaign.triggers.map(\.range)
        filters = campaign.triggers.map { trigger in trigger.filters.map { $0.alternatives.map(\.range) } }
        texts["header"] = campaign.message.header?.range
        texts["message"] = campaign.message.text?.range
        texts["image_alt"] = campaign.message.common.imageAlt?.range
        for (index, button) in campaign.message.buttons.enumerated() { texts["btns[\(index)].text"] = button.text.range }
    }

    func location(_ range: SourceRange?) -> SourceLocation {
        SourceLocation(file: file, range: range ?? idRange)
    }
}

extension TriggerSourceMap {
    /// The campaign's id, or the part named by `range`.
    func location(_ id: String, _ part: (CampaignSources) -> SourceRange?) -> SourceLocation? {
        guard let sources = self[id] else { return nil }
        return sources.location(part(sources))
    }

    /// The filter's source, or nil.
    func filterLocation(_ id: String, condition: Int, outer: Int, inner: Int) -> SourceLocation? {
        guard let sources = self[id] else { return nil }
        let filters = sources.filters
        guard condition < filters.count, outer < filters[condition].count, inner < filters[condition][outer].count else {
            return sources.location(nil)
        }
        return sources.location(filters[condition][outer][inner])
    }

    /// "" with sources (the note's location says where); ` (trigger `x` condition 1 filter 1.2)`
    /// without.
    func place(_ id: String, condition: Int? = nil, outer: Int? = nil, inner: Int? = nil) -> String {
        if self[id] != nil { return "" }
        var text = " (trigger `\(id)`"
        if let condition { text += " condition \(condition + 1)" }
        if let outer, let inner { text += " filter \(outer + 1).\(inner + 1)" }
        return text + ")"
    }
}
