import CampaignCompiler
import CanonicalJSON

/// The generated part of `docs/language.md`: every key of campaigns, triggers, filters,
/// messages, buttons, themes, click actions, scenarios and the project file, with its type,
/// default, description and examples, read from the JSON Schemas campaignc prints
/// (`campaignc schema …`, whose descriptions editors show on hover) and from the model's own
/// tables (the filter operators' comparators, the action steps' wire types).
struct LanguageReference {
    static let path = "docs/language.md"
    static let marker = "language"

    let campaign = SchemaNode(CampaignSchema.value)
    let config = SchemaNode(ConfigSchema.value)
    let scenario = SchemaNode(ScenarioSchema.value)

    var types: SchemaTypeText {
        var definitions: [String: JSONValue] = [:]
        for schema in [campaign, scenario, config] {
            definitions.merge(schema.value["$defs"]?.objectValue ?? [:]) { first, _ in first }
        }
        return SchemaTypeText(sections: Self.sections, definitions: definitions, order: Order.all)
    }

    /// Where each definition is described.
    static let sections: [String: String] = [
        "message": "#messages", "trigger": "#triggers", "filters": "#property-filters", "filter": "#property-filters",
        "filterEntry": "#property-filters", "theme": "#themes", "themeColours": "#themes", "darkThemeColours": "#themes",
        "button": "#buttons", "buttonStyle": "#buttons", "textAlign": "#text-alignment", "extras": "#extras",
        "clickAction": "#click-actions", "actionStep": "#click-actions", "eventProperties": "#click-actions",
        "viewType": "#custom-views", "id": "#values", "time": "#values", "colour": "#values", "step": "#scenarios",
    ]
    let flow = YAMLFlow(order: Order.all)

    /// The markdown between the page's markers.
    func markdown() -> String {
        [
            campaignSection(), triggerSection(), filterSection(), messageSection(), buttonSection(), alignmentSection(),
            themeSection(), extrasSection(), clickActionSection(), scenarioSection(), projectSection(),
        ].joined(separator: "\n")
    }

    /// The definition `name` of the campaign schema.
    func definition(_ name: String, in schema: SchemaNode? = nil) -> SchemaNode {
        SchemaNode((schema ?? campaign).value["$defs"]?[name] ?? .null)
    }

    func table(_ node: SchemaNode, _ order: [String], prefix: String = "", collapsed: [String: String] = [:], only: Set<String>? = nil) -> String {
        KeyTable(node, order: order, prefix: prefix, collapsed: collapsed, only: only).markdown(types: types, flow: flow)
    }

    func paragraph(_ node: SchemaNode) -> String {
        (node.description ?? "") + "\n"
    }

    func campaignSection() -> String {
        """
        ## Campaign

        \(paragraph(campaign))
        \(table(campaign, Order.campaign))
        """
    }
}
