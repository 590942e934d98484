import CampaignLiquid
public import CanonicalJSON

/// Whether a message is rendered by the server when its trigger fires (SPEC §15.5): a text of
/// it uses `event_properties`, `connected_content`, `catalog_items` or
/// `catalog_selection_items`. Such a trigger object has `type: templated_iam`.
public enum TemplatedMessage {
    /// The `type` of a trigger object whose message is rendered at the trigger.
    public static let triggerType = "templated_iam"

    /// True when a Liquid text of `data` makes the message templated. Texts without `{{` or
    /// `{%` are not parsed.
    public static func isTemplated(_ data: JSONValue) -> Bool {
        MessageTexts.containsText(of: data) { text in
            LiquidDetection.containsLiquid(text) && isTemplated(liquid: text)
        }
    }

    /// True when one of `liquidTexts`, a message's texts that have Liquid, makes it templated.
    static func isTemplated(liquidTexts: [String]) -> Bool {
        liquidTexts.contains(where: isTemplated(liquid:))
    }

    private static func isTemplated(liquid text: String) -> Bool {
        LiquidTemplate(parsing: text).isTemplated
    }
}
