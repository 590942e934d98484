import CampaignModel

/// A slideup (SPEC §10.1, ref §2): its width and edge gap, radius, padding, text lines,
/// 50 × 50 image, and the chevron of a clickable message (or, on a Web desktop, a close
/// button), all from the platform's table.
struct SlideupMarkup {
    let context: FrameContext
    let message: SlideupMessage

    var html: String {
        let area = context.area
        let look = context.look.slideup(width: area.width)
        let image = message.common.image?.value
        var style = ""
        switch look.width {
        case .centred(let maxWidth, let margin):
            let width = min(maxWidth, area.width - 2 * margin)
            style += "left:\((area.width - width) / 2)px;width:\(width)px;"
        case .stretched(let margin):
            style += "left:\(margin)px;width:\(area.width - 2 * margin)px;"
        case .fromRight(let margin):
            style += "right:\(margin)px;max-width:\(area.width - 2 * margin)px;"
        }
        style += message.slideFrom == .top ? "top:\(area.safeTop + look.topGap)px;" : "bottom:\(area.safeBottom + look.bottomGap)px;"
        let left = image == nil ? look.padding.left : look.leftWithImage
        // Mirrored, the padding of the close button's side is at the left.
        let (start, end) = context.rightToLeft ? (look.padding.right, left) : (left, look.padding.right)
        style += "padding:\(look.padding.top)px \(end)px \(look.padding.bottom)px \(start)px;"
        style += look.minHeight.map { "min-height:\($0)px;" } ?? ""
        style += look.maxHeight.map { "max-height:\($0)px;" } ?? ""
        style += "border-radius:\(look.radius)px;" + context.shadow(look.shadow)
        var html = context.messageOpening(classes: "slideup", style: style)
        if let image {
            html += ImageBox.markup(
                image, alt: message.common.imageAlt?.value,
                style: "width:50px;height:50px;flex:none;margin-\(context.rightToLeft ? "left" : "right"):\(look.imageGap)px", fit: "contain")
        }
        html += text(look, hasImage: image != nil)
        if look.showsChevron, message.common.clickAction != .close, !message.hideChevron {
            html += ControlMarkup.chevron(colour: context.colours.closeButton.colour, gap: look.chevronGap, rightToLeft: context.rightToLeft)
        }
        if let close = look.close {
            html += ControlMarkup.close(close, top: close.top, colour: context.colours.closeButton.colour, rightToLeft: context.rightToLeft)
        }
        return html + "</div>"
    }

    /// The text: at most `maxLines` lines with an ellipsis, or (Web) scrolling inside the
    /// card's height limit.
    private func text(_ look: SlideupLook, hasImage: Bool) -> String {
        var style = "color:" + context.colours.text.colour.cssText + ";text-align:" + (message.textAlign.message ?? .start).rawValue + ";"
        style += look.text.css
        if let lines = look.text.maxLines {
            style += "-webkit-line-clamp:\(lines);"
        } else if let maxHeight = look.maxHeight {
            style += "display:block;overflow:auto;max-height:\(maxHeight - look.padding.top - look.padding.bottom)px;"
        }
        if let widths = look.textMaxWidth {
            style += "max-width:\(hasImage ? widths.withImage : widths.plain)px;"
        }
        return "<p class=\"slideup-text\" data-part=\"body\"" + context.fit.attribute("message") + " dir=\"auto\" style=\"" + style + "\">"
            + HTMLEscaping.escape(message.message.value) + "</p>"
    }
}
