import CampaignModel

/// What a card says about a custom view (SPEC §10, §2.7): when the project declares the view
/// type the message's extras name, the app draws the message with its own view, and a banner
/// says so with the contract and the extras; an undeclared `view_type` gets a note instead.
/// Every name the author wrote is isolated in the words around it.
struct CustomViewMarkup {
    let campaign: Campaign
    let viewTypes: [ViewTypeContract]

    /// The `view_type` extra, if any.
    var viewType: String? { campaign.message.common.extras["view_type"] }

    /// The declared contract of that view type.
    var declared: ViewTypeContract? {
        viewType.flatMap { name in viewTypes.first { $0.name == name } }
    }

    var html: String {
        guard let viewType else { return "" }
        let name = HTMLEscaping.escape(viewType)
        let shownName = HTMLEscaping.isolated(viewType)
        guard let contract = declared else {
            return "<p class=\"note\">the extras name <code>view_type</code> " + shownName
                + "; if the app draws it with its own view, users do not see this drawing</p>\n"
        }
        var html =
            "<div class=\"custom-view\" data-custom-view=\"" + name + "\"><p class=\"custom-view-title\">Drawn by the app's custom view <code>"
            + shownName + "</code></p>"
        html += "<dl class=\"contract\">"
        html += "<dt>message types</dt><dd>" + HTMLEscaping.escape(contract.messageTypes.map(\.rawValue).joined(separator: ", ")) + "</dd>"
        html +=
            "<dt>required extras</dt><dd>"
            + (contract.requiredExtras.isEmpty ? "none" : contract.requiredExtras.map(HTMLEscaping.isolated).joined(separator: ", ")) + "</dd>"
        html += "<dt>message format</dt><dd>" + contract.messageFormat.rawValue + "</dd>"
        html += "<dt>extras</dt><dd>" + CardFacts.extrasList(campaign.message.common.extras) + "</dd></dl>"
        return html + "</div>\n"
    }
}
