import CampaignModel

/// Clicks with Braze Actions in the gallery (SPEC §10): shown, never run. The clicked
/// element (a button, or the message box for a body click) carries `data-actions` with its
/// step words and a `title` naming them; under the frames, each click with actions gets an
/// `<ol data-click-actions="<id>/button/<button id>">` (or `"<id>/body"`) with one `<li>` per
/// step, holding the step as the trace writes it (§9.4), what the author wrote isolated. Links
/// are text, never links. The list
/// is styled as the bridge-call lists of html messages (`bridge-title`, `bridge`).
enum ClickActionsMarkup {
    /// The note a `request_push_permission` step adds.
    static let pushPermissionNote = "shows the system's push permission prompt; Android and Web skip this message when the prompt cannot show"

    /// ` data-actions="…" title="…"` for an element whose click runs steps, else "".
    static func attributes(_ action: ClickAction) -> String {
        let steps = action.steps
        guard !steps.isEmpty else { return "" }
        let words = steps.map(\.word.rawValue)
        return " data-actions=\"" + words.joined(separator: " ") + "\" title=\"Braze Actions on click: " + words.joined(separator: ", ") + "\""
    }

    /// The lists of every click of `campaign` that runs steps: the body's, then each button's.
    static func lists(_ campaign: Campaign) -> String {
        let id = HTMLEscaping.escape(campaign.id.value)
        var html = list(campaign.message.common.clickAction, key: id + "/body", title: "Message body")
        for button in campaign.message.buttons {
            html += list(
                button.clickAction, key: id + "/button/\(button.id)", title: "Button “" + HTMLEscaping.isolated(button.text.value) + "” (id \(button.id))")
        }
        return html
    }

    /// The step as the trace writes it: its word, then what the author wrote for it, the name
    /// (or key) and the rest each isolated (`log_custom_event <bdi>viewed</bdi> <bdi>{"n":2}</bdi>`).
    static func stepMarkup(_ step: ActionStep) -> String {
        let text = step.text
        let word = step.word.rawValue
        guard text.hasPrefix(word + " ") else { return HTMLEscaping.escape(text) }
        let rest = String(text.dropFirst(word.count + 1))
        let name: String?
        switch step {
        case .logCustomEvent(let event, _): name = event
        case .setCustomAttribute(let key, _), .addToCustomAttributeArray(let key, _), .removeFromCustomAttributeArray(let key, _): name = key
        default: name = nil
        }
        guard let name, rest.hasPrefix(name + " ") else { return word + " " + HTMLEscaping.isolated(rest) }
        return word + " " + HTMLEscaping.isolated(name) + " " + HTMLEscaping.isolated(String(rest.dropFirst(name.count + 1)))
    }

    private static func list(_ action: ClickAction, key: String, title: String) -> String {
        let steps = action.steps
        guard !steps.isEmpty else { return "" }
        var html = "<p class=\"bridge-title\">" + title + ": Braze Actions after the message closes (shown, not run)</p>"
        html += "<ol class=\"bridge\" data-click-actions=\"" + key + "\">"
        for step in steps {
            html += "<li>" + stepMarkup(step) + "</li>"
        }
        html += "</ol>"
        if steps.contains(.requestPushPermission) {
            html += "<p class=\"note\" data-note=\"push-permission\">" + pushPermissionNote + "</p>"
        }
        return html + "\n"
    }
}
