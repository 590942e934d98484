import CampaignCompiler
import CampaignDriver

/// `docs/rules.md`: hand-written words around two generated parts, the rule table that
/// `campaignc rules --format markdown` prints and the list of the codes' pages.
enum RuleIndex {
    static let path = "docs/rules.md"

    /// `page` with both generated parts as they should be; nil without the markers.
    static func page(from page: String) -> String? {
        let table = RulesOperation.run(format: .markdown).standardOutput
        return GeneratedText.replacing("rules", in: page, with: table)
            .flatMap { GeneratedText.replacing("rule-pages", in: $0, with: links()) }
    }

    /// One line per hundred of codes: `- **E0xx, W0xx**: [E001](rules/E001.md) · …`.
    static func links() -> String {
        let groups = Dictionary(grouping: CodeCatalogue.all) { $0.code.rawValue.dropFirst().prefix(1) }
        return groups.keys.sorted().map { hundred in
            let entries = groups[hundred, default: []]
            let links = entries.map { "[\($0.code.rawValue)](rules/\($0.code.rawValue).md)" }.joined(separator: " · ")
            return "- **\(title(of: String(hundred)))**: \(links)\n"
        }.joined()
    }

    /// What a hundred of codes is about.
    static func title(of hundred: String) -> String {
        switch hundred {
        case "0": "files, YAML and suppressions"
        case "1": "keys and values"
        case "2": "messages, assets and click actions"
        case "3": "triggers, filters and schedules"
        case "4": "across campaigns"
        case "5": "extras and custom views"
        case "6": "scenarios"
        case "7": "accessibility"
        case "9": "localisation"
        default: "codes \(hundred)xx"
        }
    }
}
