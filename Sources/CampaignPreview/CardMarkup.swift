import CampaignDiagnostics
import CampaignModel

/// One campaign's card: the heading with its facts, then a device frame per theme and
/// orientation (or, with errors, the diagnostics in their place), then the warnings.
struct CardMarkup {
    let card: PreviewCard
    let options: PreviewOptions

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
            html += notes(drawable)
            html += "<div class=\"frames\">\n"
            for orientation in orientations(drawable) {
                for theme in options.themes.themes {
                    html += frame(drawable, theme: theme, orientation: orientation)
                }
            }
            html += "</div>\n"
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
        return html + "</dl>\n"
    }

    /// Where the iOS preview differs from other platforms.
    private func notes(_ campaign: Campaign) -> String {
        switch campaign.message {
        case .full(let full) where full.crop == .fit:
            return "<p class=\"note\">iOS always fills a full message's image, as drawn here; "
                + "<code>crop: fit</code> applies on Android and Web.</p>\n"
        case .html:
            return "<p class=\"note\">The web view is transparent, as on iOS: the app shows through "
                + "wherever the page paints no background.</p>\n"
        default:
            return ""
        }
    }

    /// `--orientation`, else the message's own (`portrait` for `any`).
    private func orientations(_ campaign: Campaign) -> [FrameOrientation] {
        switch options.orientation {
        case .portrait: return [.portrait]
        case .landscape: return [.landscape]
        case .both: return [.portrait, .landscape]
        case nil: return campaign.message.common.orientation == .landscape ? [.landscape] : [.portrait]
        }
    }

    private func frame(_ campaign: Campaign, theme: PreviewTheme, orientation: FrameOrientation) -> String {
        let geometry = FrameGeometry(device: options.device, orientation: orientation)
        let key = HTMLEscaping.escape(campaign.id.value) + "/" + theme.rawValue + "/" + orientation.rawValue
        var html = "<figure class=\"device\" data-theme=\"" + theme.rawValue + "\">"
        html += "<div class=\"bezel " + options.device.rawValue + "\">"
        html += "<div class=\"screen " + theme.rawValue + "\" data-frame=\"" + key + "\" style=\"width:\(geometry.width)px;height:\(geometry.height)px\">"
        html +=
            "<div class=\"app\" aria-hidden=\"true\"><div style=\"height:\(geometry.safeTop)px\"></div><div class=\"nav\"></div>"
            + "<div class=\"row\"></div><div class=\"row\"></div><div class=\"row\"></div><div class=\"row\"></div></div>"
        html += MessageMarkup(campaign: campaign, theme: theme, geometry: geometry).html
        html += "</div></div>"
        html += "<figcaption>" + theme.rawValue + " · " + orientation.rawValue + " · \(geometry.width)×\(geometry.height)</figcaption>"
        if campaign.message.type == .html {
            html += "<p class=\"bridge-title\">Bridge calls (listed with JavaScript on):</p><ol class=\"bridge\" data-bridge-calls=\"" + key + "\"></ol>"
        }
        return html + "</figure>\n"
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
