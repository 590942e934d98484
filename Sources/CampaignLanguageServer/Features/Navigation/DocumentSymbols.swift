import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPreview
import CampaignWorkspace
import CampaignYAML

/// `textDocument/documentSymbol` (SPEC §13.9), made with the analysis (`FileFacts`,
/// `ProjectAnalysis.projectSymbols`) from the file's YAML tree and campaigns: one symbol per
/// document, in order — a campaign (kind 19, Object) or a scenario (kind 12, Function), named
/// by its id (`(no id)` without one), its top-level keys as children (kind 20, Key), and under
/// `variants` each variant (SPEC §17). A project file has its top-level keys only.
enum DocumentSymbols {
    struct Symbol: Hashable, Sendable {
        var name: String
        var kind: Int
        var detail: String?
        /// Byte ranges.
        var range: Range<Int>
        var selectionRange: Range<Int>
        var children: [Symbol]
    }

    /// The symbols of a campaign file, from the node tree and the campaigns of its check (the
    /// analysis's own: the outline says what the diagnostics say).
    static func symbols(of yaml: YAMLFile, campaigns: [Campaign]) -> [Symbol] {
        // By document, found once each: a search per document would cost the square of their number.
        let byDocument = Dictionary(campaigns.map { ($0.documentIndex, $0) }, uniquingKeysWith: { first, _ in first })
        return yaml.documents.map { document in
            let root = document.root
            let isScenario = DocumentKind.of(root) == .scenario
            let idNode = root.entry(isScenario ? "scenario" : "campaign")?.value
            let id: YAMLScalar? = if case .scalar(let scalar)? = idNode, !scalar.isNull { scalar } else { nil }
            let range = root.range.start.offset..<root.range.end.offset
            let detail: String?
            if isScenario {
                detail = "scenario"
            } else {
                detail = campaignDetail(root, byDocument[document.index])
            }
            return Symbol(
                name: id?.text ?? "(no id)", kind: isScenario ? 12 : 19, detail: detail, range: range,
                selectionRange: id.map { $0.range.start.offset..<$0.range.end.offset } ?? range.lowerBound..<range.lowerBound,
                children: keys(of: root)
            )
        }
    }

    /// The symbols of a project file: its top-level keys, as its load found them.
    static func symbols(of project: LoadedProject) -> [Symbol] {
        project.topLevelKeys.map { key in
            Symbol(name: key.name, kind: 20, detail: nil, range: key.key.lowerBound..<key.end, selectionRange: key.key, children: [])
        }
    }

    /// The symbols of a translation file (SPEC §16.3): each campaign under `campaigns:` (kind
    /// 19, Object; its unit count as the detail), its units as children (kind 20, Key), each
    /// ranging over its key and value, selected by its key.
    static func symbols(of outline: TranslationOutline) -> [Symbol] {
        outline.campaigns.map { campaign in
            let units = campaign.units.map { unit in
                Symbol(name: unit.key.name, kind: 20, detail: nil, range: unit.span, selectionRange: unit.key.range, children: [])
            }
            return Symbol(
                name: campaign.key.name, kind: 19, detail: units.count == 1 ? "1 unit" : "\(units.count) units", range: campaign.span,
                selectionRange: campaign.key.range, children: units)
        }
    }

    /// The message type and the trigger in words (`modal · custom event added_to_cart`), as on
    /// a preview card; a campaign that does not compile shows its type alone, when it is one.
    private static func campaignDetail(_ root: YAMLMapping, _ campaign: Campaign?) -> String? {
        if let campaign { return campaign.message.type.rawValue + " · " + TriggerSummary.words(campaign.triggers) }
        guard case .mapping(let message)? = root.entry("message")?.value, case .scalar(let type)? = message.entry("type")?.value,
            MessageType(rawValue: type.text) != nil
        else { return nil }
        return type.text
    }

    /// The top-level keys of a mapping: each ranging over its key and value, selected by its key.
    private static func keys(of mapping: YAMLMapping) -> [Symbol] {
        mapping.entries.map { entry in
            let key = entry.key.range
            let end = max(entry.value.range.end.offset, key.end.offset)
            return Symbol(
                name: entry.key.text, kind: 20, detail: nil, range: key.start.offset..<end, selectionRange: key.start.offset..<key.end.offset,
                children: entry.key.text == "variants" ? variants(entry.value) : [])
        }
    }

    /// The entries of `variants:` (SPEC §17), each named by its `name` (`(no name)` without
    /// one, kind 20), its percent and message type as the detail (`45% · slideup`).
    private static func variants(_ node: YAMLNode) -> [Symbol] {
        guard case .sequence(let list) = node else { return [] }
        return list.items.compactMap { item in
            guard case .mapping(let variant) = item else { return nil }
            let name: YAMLScalar? = if case .scalar(let s)? = variant.entry("name")?.value, !s.isNull { s } else { nil }
            var detail: [String] = []
            if case .scalar(let percent)? = variant.entry("percent")?.value { detail.append(percent.text + "%") }
            if case .mapping(let message)? = variant.entry("message")?.value, case .scalar(let type)? = message.entry("type")?.value {
                detail.append(type.text)
            }
            let range = variant.range.start.offset..<variant.range.end.offset
            return Symbol(
                name: name?.text ?? "(no name)", kind: 20, detail: detail.isEmpty ? nil : detail.joined(separator: " · "), range: range,
                selectionRange: name.map { $0.range.start.offset..<$0.range.end.offset } ?? range.lowerBound..<range.lowerBound, children: [])
        }
    }
}
