import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// One document of a file, kept for `preview`: where it is, its id if it has a well-formed
/// one, and its campaign when the compiler kept the model (a campaign whose document has
/// an error may have none; a campaign with only adjustable errors may still have one).
public struct KeptDocument: Sendable {
    /// 0-based index of the document in its file.
    public let index: Int
    /// The document's root mapping; nil when the front end built no tree for it.
    public let range: SourceRange?
    /// The `campaign:` id, when well-formed.
    public let id: String?
    public let campaign: Campaign?
    /// The `name` and `message.type` texts as written, for the card of a document whose
    /// campaign was not kept (nil when not plain scalars).
    public let writtenName: String?
    public let writtenType: String?

    /// The documents of `yaml` compiled as `compiled`, in document order: every document the
    /// front end built, and any other that has an id or a campaign.
    static func documents(of yaml: YAMLFile, compiled: CompiledFile) -> [KeptDocument] {
        var ranges: [Int: SourceRange] = [:]
        var roots: [Int: YAMLMapping] = [:]
        for document in yaml.documents {
            ranges[document.index] = document.root.range
            roots[document.index] = document.root
        }
        var ids: [Int: String] = [:]
        for occurrence in compiled.campaignIDs where ids[occurrence.documentIndex] == nil {
            ids[occurrence.documentIndex] = occurrence.id.value
        }
        var campaigns: [Int: Campaign] = [:]
        for campaign in compiled.campaigns where campaigns[campaign.documentIndex] == nil {
            campaigns[campaign.documentIndex] = campaign
        }
        let indices = Set(ranges.keys).union(ids.keys).union(campaigns.keys).sorted()
        return indices.map { index in
            let root = campaigns[index] == nil ? roots[index] : nil
            return KeptDocument(
                index: index, range: ranges[index], id: campaigns[index]?.id.value ?? ids[index], campaign: campaigns[index],
                writtenName: root.flatMap { scalarText($0.entry("name")?.value) },
                writtenType: root.flatMap { root in
                    guard case .mapping(let message)? = root.entry("message")?.value else { return nil }
                    return scalarText(message.entry("type")?.value)
                }
            )
        }
    }

    private static func scalarText(_ node: YAMLNode?) -> String? {
        guard case .scalar(let scalar)? = node, !scalar.isNull else { return nil }
        return scalar.text
    }
}
