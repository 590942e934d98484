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
    /// The users a personalised message is drawn for; nil: as written.
    var personas: PreviewPersonas?
    /// The locales drawn, each under its heading (SPEC §16.5); nil: as written, no locale.
    var locales: [PreviewLocale]?

    var html: String {
        let campaign = card.campaign
        let isFile = card.kind == .file
        let type = isFile ? "file" : campaign?.message.type.rawValue ?? card.writtenType ?? "unknown"
        let trigger = campaign.map { TriggerSummary.words($0.triggers) } ?? ""
        let search = HTMLEscaping.escape((card.id + " " + type + " " + trigger).lowercased())
        let hook = (isFile ? "data-file" : "data-campaign") + "=\"" + HTMLEscaping.escape(card.id) + "\""
        var html = "<section class=\"campaign\" " + hook + " data-search=\"" + search + "\">\n"
        html += "<h2><code>" + HTMLEscaping.isolated(card.id) + "</code>"
        if let name = campaign?.name?.value ?? card.writtenName {
            html += "<span class=\"name\" dir=\"auto\">" + HTMLEscaping.escape(name) + "</span>"
        }
        html += "<span class=\"type\">" + HTMLEscaping.escape(type) + "</span></h2>\n"
        html += facts
        if let drawable = card.drawable {
            for (heading, variant) in Self.variants(of: drawable) {
                html += heading
                for (locale, localised, users) in Self.locales(of: variant, id: drawable.id.value, locales: locales, personas: personas) {
                    html += locale?.heading ?? ""
                    for row in Self.rows(of: localised, personas: users) {
                        html += row.heading + (row.note ?? "")
                        if let shown = row.campaign { html += frames(shown, locale: locale) }
                    }
                }
            }
        }
        html += CardDiagnosticsMarkup.html(card.diagnostics)
        return html + "</section>\n"
    }

    /// The custom-view banner, the notes, a row of frames per platform and the click lists.
    private func frames(_ shown: Campaign, locale: PreviewLocale?) -> String {
        let customView = CustomViewMarkup(campaign: shown, viewTypes: viewTypes)
        var html = customView.html + notes(shown)
        let badges = ContrastBadges(message: shown.message, diagnostics: card.diagnostics, level: contrastLevel)
        let fitReported = FitVerdicts.reported(card.diagnostics)
        for platform in options.platforms {
            html +=
                PlatformRowMarkup(
                    campaign: shown, look: .of(platform), options: options, customView: customView.declared?.name, badges: badges, locale: locale,
                    fitReported: fitReported
                ).html
        }
        return html + ClickActionsMarkup.lists(shown)
    }

    /// `campaign` (one variant of campaign `id`) in each locale, with the personas that
    /// render its `translation` blocks in that locale; once as written without locales.
    static func locales(
        of campaign: Campaign, id: String, locales: [PreviewLocale]?, personas: PreviewPersonas?
    ) -> [(locale: PreviewLocale?, campaign: Campaign, personas: PreviewPersonas?)] {
        guard let locales else { return [(nil, campaign, personas)] }
        return locales.map { locale in (locale, locale.localised(campaign, units: id), locale.personas(personas, units: id)) }
    }

    /// The rows `campaign` is drawn in: one per persona when `personas` is given.
    static func rows(of campaign: Campaign, personas: PreviewPersonas?) -> [PreviewPersonas.Row] {
        personas?.rows(of: campaign) ?? [PreviewPersonas.Row(heading: "", campaign: campaign)]
    }

    /// The facts as `term` and HTML, every text the author wrote isolated in the line's words.
    private var facts: String {
        var rows: [(String, String)] = []
        if let campaign = card.campaign {
            rows.append(("trigger", TriggerWordsMarkup.html(campaign.triggers)))
            rows.append(("priority", HTMLEscaping.escape(CardFacts.priority(campaign.priority))))
            rows.append(("schedule", HTMLEscaping.escape(CardFacts.schedule(campaign.schedule))))
            rows.append(("delay", HTMLEscaping.escape(CardFacts.delay(campaign))))
            rows.append(("dismiss", HTMLEscaping.escape(CardFacts.dismiss(campaign.message.common.dismiss))))
            rows.append(("click", CardFacts.clickActionMarkup(campaign.message.common.clickAction)))
            if let split = campaign.variantSplit {
                let names = split.variants.map { HTMLEscaping.isolated($0.name.value) + " \($0.percent.value)%" }
                rows.append(("variants", names.joined(separator: ", ") + (split.control > 0 ? "; control \(split.control)%" : "")))
            }
            rows += LiquidUsage(campaign).factRows
            for (index, button) in campaign.message.buttons.enumerated() {
                let value = HTMLEscaping.isolated(button.text.value) + " (id \(button.id)): " + CardFacts.clickActionMarkup(button.clickAction)
                rows.append(("button \(index + 1)", value))
            }
        }
        rows.append(("file", HTMLEscaping.isolated(card.path) + (card.documentIndex > 0 ? " (document \(card.documentIndex + 1))" : "")))
        var html = "<dl class=\"facts\">"
        for (term, value) in rows {
            html += "<dt>" + term + "</dt><dd>" + value + "</dd>"
        }
        if let extras = card.campaign?.message.common.extras {
            html += "<dt>extras</dt><dd>" + CardFacts.extrasList(extras) + "</dd>"
        }
        return html + "</dl>\n"
    }

    /// The campaign once per variant (SPEC §17), each with its variant's message, the id
    /// `CAMPAIGN.VARIANT` (what its frames, click lists and html page are keyed by: a `.` is in
    /// no id) and a heading naming it with its percent; a campaign without variants once,
    /// without a heading.
    static func variants(of campaign: Campaign) -> [(heading: String, campaign: Campaign)] {
        guard let split = campaign.variantSplit else { return [("", campaign)] }
        return split.variants.map { variant in
            var shown = campaign
            shown.message = variant.message
            shown.id = Located(campaign.id.value + "." + variant.name.value, at: campaign.id.range)
            let heading =
                "<h3 class=\"variant\" data-variant=\"" + HTMLEscaping.escape(variant.name.value) + "\">variant <code>"
                + HTMLEscaping.isolated(variant.name.value) + "</code> · \(variant.percent.value)%</h3>\n"
            return (heading, shown)
        }
    }

    /// Notes that concern every platform.
    private func notes(_ campaign: Campaign) -> String {
        guard campaign.message.type == .html else { return "" }
        return "<p class=\"note\">The web view is transparent, as on iOS: the app shows through "
            + "wherever the page paints no background.</p>\n"
    }

}
