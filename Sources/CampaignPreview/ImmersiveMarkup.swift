import CampaignModel

/// A modal or full message (reference §3–§4): the card, its image box, header and body,
/// buttons and close button, over the frame colour.
struct ImmersiveMarkup {
    let base: MessageMarkup
    let message: ImmersiveMessage
    let isFull: Bool

    private var geometry: FrameGeometry { base.geometry }
    private var colours: MessageColours { base.colours }
    private var imageOnly: Bool { message.imageLayout == .imageOnly }
    /// A full message on a phone covers the screen; on a tablet it is a centred card.
    private var edgeToEdge: Bool { isFull && geometry.device == .phone }

    var html: String {
        var html = "<div class=\"overlay\" style=\"background:" + colours.frame.cssText + "\"></div>"
        let area = "top:\(geometry.safeTop)px;bottom:\(geometry.safeBottom)px"
        if edgeToEdge {
            html += card(style: "position:absolute;inset:0;border-radius:0;", closeTop: geometry.safeTop)
        } else {
            html += "<div class=\"center\" style=\"" + area + "\">" + card(style: cardSize + "border-radius:8px;" + base.shadow, closeTop: 0) + "</div>"
        }
        return html
    }

    /// The card's size: fixed for image-only and tablet full cards, else a width and a
    /// height bound.
    private var cardSize: String {
        if imageOnly {
            let card = geometry.imageOnlyCard
            return "width:\(card.width)px;height:\(card.height)px;"
        }
        if isFull {
            let card = geometry.tabletFullCard
            return "width:\(card.width)px;height:\(card.height)px;"
        }
        return "width:\(geometry.modalWidth)px;max-height:\(geometry.modalMaxHeight)px;"
    }

    private var cardHeight: Int {
        if edgeToEdge { return geometry.height }
        return isFull ? geometry.tabletFullCard.height : 0
    }

    private func card(style: String, closeTop: Int) -> String {
        let kind = isFull ? "full" : "modal"
        var html =
            "<div class=\"iam card " + kind + (imageOnly ? " image-only" : "") + "\" data-part=\"message\"" + base.langAttribute
            + " style=\"" + style + "background:" + colours.background.cssText + "\">"
        html += imageOnly ? imageOnlyContent : standardContent
        html +=
            "<span class=\"close\" data-part=\"close\" role=\"img\" aria-label=\"Close\" style=\"top:\(closeTop)px;color:"
            + colours.closeButton.cssText + "\">✕</span>"
        return html + "</div>"
    }

    /// The image fills the card; buttons float over its bottom (25 from the sides, 30 from the bottom).
    private var imageOnlyContent: String {
        var html = ""
        if let image = message.common.image?.value {
            html += ImageBox.markup(image, alt: message.common.imageAlt?.value, style: "position:absolute;inset:0", fit: "cover")
        }
        if !message.buttons.isEmpty {
            html += buttonsHTML(style: "position:absolute;left:25px;right:25px;bottom:30px")
        }
        return html
    }

    /// Image (modal: 29:10 across the card, fitted; full: the top half, filled), then the
    /// text, then the buttons, 20 apart.
    private var standardContent: String {
        var html = ""
        let image = message.common.image?.value
        if let image {
            let style = isFull ? "width:100%;height:\(cardHeight / 2)px;flex:none" : "width:100%;aspect-ratio:29/10;flex:none"
            html += ImageBox.markup(image, alt: message.common.imageAlt?.value, style: style, fit: isFull ? "cover" : "contain")
        }
        let top = image == nil ? 40 : 20
        html += "<div class=\"text\" style=\"margin-top:\(top)px\">"
        if let header = message.header {
            html +=
                "<h3 data-part=\"header\" dir=\"auto\" style=\"color:" + colours.header.cssText + ";text-align:"
                + (message.textAlign.header ?? .center).rawValue + "\">" + HTMLEscaping.escape(header.value) + "</h3>"
        }
        if let body = message.message {
            html +=
                "<p data-part=\"body\" dir=\"auto\" style=\"color:" + colours.text.cssText + ";text-align:"
                + (message.textAlign.message ?? .center).rawValue + "\">" + HTMLEscaping.escape(body.value) + "</p>"
        }
        html += "</div>"
        let bottom = edgeToEdge ? geometry.safeBottom : 30
        if !message.buttons.isEmpty {
            html += buttonsHTML(style: "margin:20px 25px 0")
        }
        html += "<div class=\"spacer\" style=\"min-height:\(bottom)px\"></div>"
        return html
    }

    /// One button centred at its natural width (at least 80), or two of equal width 10 apart.
    private func buttonsHTML(style: String) -> String {
        var html = "<div class=\"buttons" + (message.buttons.count == 2 ? " two" : "") + "\" style=\"" + style + "\">"
        for (index, button) in message.buttons.enumerated() {
            let colour = colours.buttons[index]
            html +=
                "<span class=\"button\" data-part=\"button\" dir=\"auto\" style=\"background:" + colour.background.cssText
                + ";color:" + colour.text.cssText + ";border-color:" + colour.border.cssText + "\">"
                + HTMLEscaping.escape(button.text.value) + "</span>"
        }
        return html + "</div>"
    }
}
