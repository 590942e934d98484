import CampaignDiagnostics
import CampaignModel

/// One campaign's card (SPEC §10): the heading with its facts, the custom-view banner or note,
/// then one row per platform of device frames (or, with errors, the diagnostics in their
/// place), then the warnings.
struct CardMarkup {
    let card: PreviewCard
    let options: PreviewOptions
    let viewTypes: [ViewTypeContract]
    /// The level of the contrast checks, for the badges under the frames.
    let contrastLevel: ContrastLevel

    var html: String {
        let campaign = card.campaign
        let type = campaign?.message.type.rawValue ?? card.writtenType ?? "unknown"
        let trigger = campaign.map { TriggerSummary.words($0.triggers) } ?? ""
        let search = HTMLEscaping.escape((card.id + " " + type + " " + trigger).lowercased())
        var html = "<section class=\"campaign\" data-campaign=\"" + HTMLEscaping.escape(card.id) + "\" data-search=\"" + search + "\">\n"
        html += "<h2><code>" + HTMLEscaping.escape(card.id) + "</code>"
        if let name = campaign?.name?.value ?? card.writtenName {
            html += "<span class=\"name\" dir=\"auto\">" + HTMLEscaping.escape(name) + "</span>"
        }
        html += "<span class=\"type\">" + HTMLEscaping.escape(type) + "</span></h2>\n"
        html += facts
        if let drawable = card.drawable {
            let customView = CustomViewMarkup(campaign: drawable, viewTypes: viewTypes)
            html += customView.html
            html += notes(drawable)
            let badges = ContrastBadges(message: drawable.message, diagnostics: card.diagnostics, level: contrastLevel)
            for platform in options.platforms {
                html += PlatformRowMarkup(campaign: drawable, look: .of(platform), options: options, customView: customView.declared?.name, badges: badges).html
            }
            html += ClickActionsMarkup.lists(drawable)
        }
        html += diagnostics
        return html + "</section>\n"
    }

    private var facts: String {
        var rows: [(String, String)] = []
        if let campaign = card.campaign {
            rows.append(("trigger", TriggerSummary.words(campaign.triggers)))
            rows.append(("priority", CardFacts.priority(campaign.priority)))
            rows.append(("schedule", CardFacts.schedule(campaign.schedule)))
            rows.append(("delay", CardFacts.delay(campaign)))
            rows.append(("dismiss", CardFacts.dismiss(campaign.message.common.dismiss)))
            rows.append(("click", CardFacts.clickAction(campaign.message.common.clickAction)))
            for (index, button) in campaign.message.buttons.enumerated() {
                rows.append(("button \(index + 1)", button.text.value + " (id \(button.id)): " + CardFacts.clickAction(button.clickAction)))
            }
        }
        rows.append(("file", card.path + (card.documentIndex > 0 ? " (document \(card.documentIndex + 1))" : "")))
        var html = "<dl class=\"facts\">"
        for (term, value) in rows {
            html += "<dt>" + term + "</dt><dd dir=\"auto\">" + HTMLEscaping.escape(value) + "</dd>"
        }
        if let extras = card.campaign?.message.common.extras {
            html += "<dt>extras</dt><dd>" + CardFacts.extrasList(extras) + "</dd>"
        }
        return html + "</dl>\n"
    }

    /// Notes that concern every platform.
    private func notes(_ campaign: Campaign) -> String {
        guard campaign.message.type == .html else { return "" }
        return "<p class=\"note\">The web view is transparent, as on iOS: the app shows through "
            + "wherever the page paints no background.</p>\n"
    }

    /// Errors (in place of the frames) and warnings: code, message, line.
    private var diagnostics: String {
        guard !card.diagnostics.isEmpty else { return "" }
        var html = "<ul class=\"diagnostics\">"
        for diagnostic in card.diagnostics {
            let severity = diagnostic.severity.rawValue
            html +=
                "<li class=\"" + severity + "\">" + severity + "[<code>" + diagnostic.code.rawValue + "</code>]: "
                + HTMLEscaping.escape(diagnostic.message) + " <span class=\"where\">" + HTMLEscaping.escape(diagnostic.location.file)
                + ", line \(diagnostic.location.range.start.line)</span></li>"
        }
        return html + "</ul>\n"
    }
}
