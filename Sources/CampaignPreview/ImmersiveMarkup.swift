import CampaignModel

/// A modal or full message (SPEC §10.1, ref §3–§4): the card over the frame colour, its image
/// box, header and body, buttons and close button, placed by the platform's table.
struct ImmersiveMarkup {
    let context: FrameContext
    let message: ImmersiveMessage
    let isFull: Bool

    private var look: PlatformLook { context.look }
    private var area: LayoutArea { context.area }
    private var colours: ResolvedTheme { context.colours }
    private var imageOnly: Bool { message.imageLayout == .imageOnly }

    var html: String {
        let overlay = "<div class=\"overlay\" style=\"background:" + colours.frame.colour.cssText + "\"></div>"
        guard isFull else {
            return overlay + centred(card(style: modalSize + "border-radius:\(look.modal.radius)px;" + context.shadow(look.modal.shadow), body: modalBody))
        }
        let full = look.full
        switch FullPlacement(look: look, area: area, orientation: message.common.orientation) {
        case .edgeToEdge:
            let wholeFrame = full.phoneArea == .wholeFrame
            let (top, height) = wholeFrame ? (0, area.height) : (area.safeTop, area.safeHeight)
            let body = fullBody(imageHeight: height / 2, bottom: wholeFrame ? area.safeBottom : 0, cardBottom: 0, closeTop: (wholeFrame ? area.safeTop : 0))
            return card(style: "position:absolute;left:0;right:0;top:\(top)px;height:\(height)px;border-radius:0;", body: body)
        case .card(let width, let height, let imageHeight):
            let body = fullBody(imageHeight: imageHeight, bottom: 0, cardBottom: full.cardBottom, closeTop: 0)
            let shadow = context.shadow(look.modal.shadow)
            if imageOnly, full.imageOnlyCardIsModal {
                return overlay + centred(card(style: imageOnlyModalSize + "border-radius:\(look.modal.radius)px;" + shadow, body: body))
            }
            return overlay + centred(card(style: "width:\(width)px;height:\(height)px;border-radius:\(full.cardRadius)px;" + shadow, body: body))
        case .column(let width):
            let body = fullBody(imageHeight: area.safeHeight / 2, bottom: 0, cardBottom: 0, closeTop: 0)
            return overlay + centred(card(style: "width:\(width)px;height:\(area.safeHeight)px;border-radius:0;", body: body))
        }
    }

    /// Centred in the safe area (the viewport on Web).
    private func centred(_ card: String) -> String {
        "<div class=\"center\" style=\"top:\(area.safeTop)px;bottom:\(area.safeBottom)px\">" + card + "</div>"
    }

    private func card(style: String, body: String) -> String {
        context.messageOpening(classes: "card " + (isFull ? "full" : "modal") + (imageOnly ? " image-only" : ""), style: style) + body + "</div>"
    }

    /// The modal card's size: fixed 3:5 for image-only, else the widest the platform allows
    /// and a height bound.
    private var modalSize: String {
        let modal = look.modal
        if imageOnly { return imageOnlyModalSize }
        let large = area.frame.isLargeLandscape ? modal.largeLandscape : nil
        let width = min(large?.width ?? modal.maxWidth, area.width - 2 * modal.margin)
        let height = min(large?.height ?? modal.maxHeight, area.safeHeight - 2 * modal.margin)
        return "width:\(width)px;max-height:\(height)px;"
    }

    /// The image-only card: 3:5 (the gallery never fetches the image whose aspect a device
    /// would take) within the platform's bounds.
    private var imageOnlyModalSize: String {
        let bounds = look.modal.imageOnlyBounds
        var width = min(bounds.maxWidth, area.width - bounds.widthMargin)
        var height = width * 5 / 3
        let limit = min(bounds.maxHeight, area.safeHeight - bounds.heightMargin)
        if height > limit {
            height = limit
            width = limit * 3 / 5
        }
        return "width:\(width)px;height:\(height)px;"
    }

    /// Image (29:10 across the card, fitted), text, buttons; the close button.
    private var modalBody: String {
        let modal = look.modal
        guard !imageOnly else { return imageOnlyBody + close(look.modal.close, top: modal.close.top) }
        var html = ""
        let image = message.common.image?.value
        if let image {
            html += ImageBox.markup(image, alt: message.common.imageAlt?.value, style: "width:100%;aspect-ratio:29/10;flex:none", fit: "contain")
        }
        html += text(top: image == nil ? max(modal.textTop, closeBottom(modal.close)) : modal.textTopAfterImage, side: modal.textSide, bottom: modal.textBottom)
        if !message.buttons.isEmpty {
            html += buttons(style: "margin:\(modal.buttonsTop)px \(modal.buttonsSide)px 0")
        }
        let bottom = message.buttons.isEmpty ? modal.bottomWithoutButtons : modal.bottomWithButtons
        html += "<div class=\"spacer\" style=\"min-height:\(bottom)px\"></div>"
        return html + close(modal.close, top: modal.close.top)
    }

    /// Image (the top `imageHeight`, filled unless the platform honours `crop: fit`), text,
    /// the buttons after it and the space left below them; the close button `closeTop` lower
    /// than its place in the table (iOS: inside the safe area).
    private func fullBody(imageHeight: Int, bottom: Int, cardBottom: Int, closeTop: Int) -> String {
        let full = look.full
        let closeButton = close(full.close, top: Double(closeTop) + full.close.top)
        guard !imageOnly else { return imageOnlyBody + closeButton }
        var html = ""
        if let image = message.common.image?.value {
            let fit = look.honoursCrop && message.crop == .fit ? "contain" : "cover"
            html += ImageBox.markup(image, alt: message.common.imageAlt?.value, style: "width:100%;height:\(imageHeight)px;flex:none", fit: fit)
        }
        html += text(top: full.textTop, side: full.textSide, bottom: 0)
        let below = bottom + max(cardBottom, message.buttons.isEmpty ? full.textBottom : full.buttonsBottom)
        if !message.buttons.isEmpty {
            html += buttons(style: "margin:\(full.buttonsTop)px \(full.buttonsSide)px 0")
        }
        html += "<div class=\"spacer grow\" style=\"min-height:\(below)px\"></div>"
        return html + closeButton
    }

    /// The image fills the card; buttons float over its bottom, 25 from the sides and 30 from
    /// the bottom on every platform.
    private var imageOnlyBody: String {
        var html = ""
        if let image = message.common.image?.value {
            html += ImageBox.markup(image, alt: message.common.imageAlt?.value, style: "position:absolute;inset:0", fit: "cover")
        }
        if !message.buttons.isEmpty {
            html += buttons(style: "position:absolute;left:25px;right:25px;bottom:30px")
        }
        return html
    }

    /// The header and body, in the platform's fonts.
    private func text(top: Int, side: Int, bottom: Int) -> String {
        var html = "<div class=\"text\" style=\"margin:\(top)px 0 \(bottom)px;padding:0 \(side)px\">"
        if let header = message.header {
            html +=
                "<h3 data-part=\"header\"" + context.fit.attribute("header") + " dir=\"auto\" style=\"" + look.header.css + "color:"
                + colours.header.colour.cssText + ";text-align:"
                + (message.textAlign.header ?? .center).rawValue + "\">" + HTMLEscaping.escape(header.value) + "</h3>"
        }
        if let body = message.message {
            html +=
                "<p data-part=\"body\"" + context.fit.attribute("message") + " dir=\"auto\" style=\"" + look.body.css + "color:" + colours.text.colour.cssText
                + ";text-align:"
                + (message.textAlign.message ?? .center).rawValue + "\">" + HTMLEscaping.escape(body.value) + "</p>"
        }
        return html + "</div>"
    }

    private func buttons(style: String) -> String {
        let fit = context.fit
        return ControlMarkup.buttons(message.buttons, colours: colours.buttons, look: look.buttons, style: style) { fit.attribute("buttons.\($0).text") }
    }

    /// Where the close button's hit box ends below the card's top, in whole pixels: a modal's
    /// text without an image starts no higher, so no text lies under the hit box (a tap there
    /// would close the message; on Android the SDK's 40 puts a header's first line 9 px into
    /// its 48 × 48 box).
    private func closeBottom(_ close: CloseLook) -> Int {
        Int((close.top + close.height).rounded(.up))
    }

    private func close(_ close: CloseLook, top: Double) -> String {
        ControlMarkup.close(close, top: top, colour: colours.closeButton.colour, rightToLeft: context.rightToLeft)
    }
}
