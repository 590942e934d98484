import CampaignModel

/// Everything one device frame draws a message with: the campaign, the platform's table, the
/// frame's appearance and layout area, and the colours the platform's dark-mode rule gives
/// (SPEC §10.1: iOS and Android draw the dark theme in dark frames when one is given, Web
/// always the light one).
struct FrameContext {
    let campaign: Campaign
    let look: PlatformLook
    let theme: PreviewTheme
    let area: LayoutArea
    let colours: ResolvedTheme
    /// A right-to-left locale's frame: the close button and the chevron sit at the start's
    /// side, as the SDKs mirror their layouts.
    let rightToLeft: Bool
    /// The text fit verdicts of this frame (`FitBadges.swift`).
    let fit: FitVerdicts

    init(campaign: Campaign, look: PlatformLook, theme: PreviewTheme, frame: FrameGeometry, rightToLeft: Bool = false) {
        self.campaign = campaign
        self.rightToLeft = rightToLeft
        self.look = look
        self.theme = theme
        self.area = LayoutArea(frame: frame, look: look)
        let appearance: ThemeAppearance = look.appliesDarkTheme && theme == .dark ? .dark : .light
        self.colours = ResolvedTheme(message: campaign.message, appearance: appearance)
        self.fit = FitVerdicts(campaign: campaign, platform: look.platform, frame: frame)
    }

    /// `<id>/<theme>/<orientation>`, the value of `data-frame` and `data-bridge-calls`.
    var key: String {
        campaign.id.value + "/" + theme.rawValue + "/" + area.frame.orientation.rawValue
    }

    /// ` lang="…"` when the message has a language.
    var langAttribute: String {
        campaign.message.common.language.map { " lang=\"" + HTMLEscaping.escape($0.value) + "\"" } ?? ""
    }

    /// The card's shadow, none on a fully transparent background (ref §1.2 notes).
    func shadow(_ shadow: ShadowLook) -> String {
        colours.background.colour.alpha == 0 ? "" : "box-shadow:" + shadow.css + ";"
    }

    /// The opening of the message's outer box: class, hook, language, font and `style`.
    func messageOpening(classes: String, style: String) -> String {
        "<div class=\"iam " + classes + "\" data-part=\"message\"" + langAttribute + ClickActionsMarkup.attributes(campaign.message.common.clickAction)
            + " style=\"" + style + "font-family:"
            + HTMLEscaping.escape(look.fontFamily, keepingApostrophes: true) + ";background:" + colours.background.colour.cssText + "\">"
    }
}
