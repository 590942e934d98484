import CampaignModel

/// Draws one message inside one device frame's screen, as the iOS SDK's default UI would
/// (reference `braze-default-ui.md`). Every length is in CSS pixels.
struct MessageMarkup {
    let campaign: Campaign
    let theme: PreviewTheme
    let geometry: FrameGeometry
    let colours: MessageColours

    init(campaign: Campaign, theme: PreviewTheme, geometry: FrameGeometry) {
        self.campaign = campaign
        self.theme = theme
        self.geometry = geometry
        self.colours = MessageColours(message: campaign.message, theme: theme)
    }

    /// The markup of the message (with its overlay, if any).
    var html: String {
        switch campaign.message {
        case .slideup(let slideup): slideupHTML(slideup)
        case .modal(let modal): ImmersiveMarkup(base: self, message: modal, isFull: false).html
        case .full(let full): ImmersiveMarkup(base: self, message: full, isFull: true).html
        case .html: htmlFrame
        }
    }

    /// ` lang="…"` when the message has a language.
    var langAttribute: String {
        campaign.message.common.language.map { " lang=\"" + HTMLEscaping.escape($0.value) + "\"" } ?? ""
    }

    /// iOS shadow: black at 30 %, radius 4 (≈ 8 px blur); none on a transparent background.
    var shadow: String {
        colours.background.alpha == 0 ? "" : "box-shadow:0 0 8px rgba(0,0,0,.3);"
    }

    /// A slideup (reference §2.1): 10 from the safe-area edge, 450 wide at most, radius 15,
    /// text of at most three lines, a 50 × 50 image, a chevron only with a click action.
    private func slideupHTML(_ slideup: SlideupMessage) -> String {
        let width = geometry.slideupWidth
        let left = (geometry.width - width) / 2
        let edge = slideup.slideFrom == .top ? "top:\(geometry.safeTop + 10)px;" : "bottom:\(geometry.safeBottom + 10)px;"
        let image = slideup.common.image?.value
        var style = "left:\(left)px;width:\(width)px;" + edge + "background:" + colours.background.cssText + ";"
        style += "padding-left:\(image == nil ? 20 : 15)px;" + shadow
        var html = "<div class=\"iam slideup\" data-part=\"message\"" + langAttribute + " style=\"" + style + "\">"
        if let image {
            html += ImageBox.markup(image, alt: slideup.common.imageAlt?.value, style: "width:50px;height:50px;flex:none", fit: "contain")
        }
        html +=
            "<p class=\"slideup-text\" data-part=\"body\" dir=\"auto\" style=\"color:" + colours.text.cssText
            + ";text-align:" + (slideup.textAlign.message ?? .start).rawValue + "\">"
            + HTMLEscaping.escape(slideup.message.value) + "</p>"
        if case .uri = slideup.common.clickAction, !slideup.hideChevron {
            html +=
                "<svg class=\"chevron\" data-part=\"chevron\" width=\"12\" height=\"20\" viewBox=\"0 0 12 20\" aria-hidden=\"true\">"
                + "<path d=\"M2.5 2.5 10 10l-7.5 7.5\" fill=\"none\" stroke=\"" + colours.closeButton.cssText
                + "\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
        }
        return html + "</div>"
    }

    /// An html message: a sandboxed frame over the whole screen, loading `html/<id>.html`
    /// (scripts allowed, never the gallery's origin). Transparent like iOS's web view, so
    /// the app shows through where the page paints nothing. The frame sets no
    /// `color-scheme`: Chromium would paint an opaque canvas behind a page that does not
    /// declare the same scheme.
    private var htmlFrame: String {
        let id = HTMLEscaping.escape(campaign.id.value)
        let key = id + "/" + theme.rawValue + "/" + geometry.orientation.rawValue
        return "<iframe class=\"iam html-frame\" data-part=\"message\" data-bridge-key=\"" + key
            + "\" sandbox=\"allow-scripts\" src=\"html/" + id + ".html\" width=\"\(geometry.width)\" height=\"\(geometry.height)\""
            + " title=\"" + id + "\"></iframe>"
    }
}
