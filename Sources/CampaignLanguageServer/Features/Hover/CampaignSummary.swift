/// A campaign as hover and completion show it (SPEC §13.6 part 3):
///
/// ```
/// **cart-upsell** — Cart upsell
///
/// modal · priority 75 · `c/cart.yaml:1`
///
/// Trigger: custom event added_to_cart where cart_total > 50
///
/// Variants: short-copy 45% · long-copy 45% · control 10%
/// ```
///
/// `— NAME` only with a name; the type, the priority and the trigger only when known (a
/// campaign with errors of its own has no priority or trigger in words); the variants only
/// for an A/B test.
enum CampaignSummary {
    static func markdown(_ campaign: CampaignFact) -> String {
        let card = campaign.card
        var head = "**\(card.id)**"
        if let name = card.name { head += " — " + name }
        var facts: [String] = []
        if let type = card.type { facts.append(type) }
        if let priority = card.priority { facts.append("priority \(priority)") }
        facts.append("`\(campaign.shownPath):\(card.line)`")
        var parts = [head, facts.joined(separator: " · ")]
        if let trigger = card.trigger { parts.append("Trigger: " + trigger) }
        if let variants = card.variants { parts.append("Variants: " + variants) }
        return parts.joined(separator: "\n\n")
    }

    /// The summaries of several campaigns (of one id), in report order, between rules.
    static func markdown(_ campaigns: [CampaignFact]) -> String? {
        campaigns.isEmpty ? nil : campaigns.map(markdown).joined(separator: HoverText.separator)
    }
}

/// How hover joins its parts (SPEC §13.6).
enum HoverText {
    static let separator = "\n\n---\n\n"
}
