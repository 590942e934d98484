import CampaignModel

/// Draws one message inside one device frame's screen, as the platform's default UI would
/// (SPEC §10.1, the numbers of the SDKs' default UI). On Web the message lies in the viewport,
/// the frame inside its safe-area insets.
struct MessageMarkup {
    let context: FrameContext

    /// The markup of the message (with its overlay, if any).
    var html: String {
        let message: String
        switch context.campaign.message {
        case .slideup(let slideup): message = SlideupMarkup(context: context, message: slideup).html
        case .modal(let modal): message = ImmersiveMarkup(context: context, message: modal, isFull: false).html
        case .full(let full): message = ImmersiveMarkup(context: context, message: full, isFull: true).html
        case .html: return htmlFrame
        }
        guard context.look.usesViewport else { return message }
        let area = context.area
        return "<div class=\"viewport\" style=\"top:\(area.top)px;height:\(area.height)px\">" + message + "</div>"
    }

    /// An html message: a sandboxed frame over the whole screen, loading `html/<id>.html`
    /// (scripts allowed, never the gallery's origin), alike on every platform (ref §5).
    /// Transparent like the SDKs' web views, so the app shows through where the page paints
    /// nothing. The frame sets no `color-scheme`: Chromium would paint an opaque canvas
    /// behind a page that does not declare the same scheme.
    private var htmlFrame: String {
        let id = HTMLEscaping.escape(context.campaign.id.value)
        let frame = context.area.frame
        return "<iframe class=\"iam html-frame\" data-part=\"message\" data-bridge-key=\"" + HTMLEscaping.escape(context.key)
            + "\" sandbox=\"allow-scripts\" src=\"html/" + id + ".html\" width=\"\(frame.width)\" height=\"\(frame.height)\""
            + " title=\"" + id + "\"></iframe>"
    }
}
