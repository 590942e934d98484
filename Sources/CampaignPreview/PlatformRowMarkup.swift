import CampaignModel

/// One platform's row of a card (SPEC §10 "Card layout"): headed by the platform's name, its
/// notes, then a device frame per orientation and theme, each captioned with the platform.
struct PlatformRowMarkup {
    let campaign: Campaign
    let look: PlatformLook
    let options: PreviewOptions
    /// The declared custom view that draws this message, if any: every frame is marked.
    let customView: String?
    /// The failing contrast checks the run reported, shown under the frames that draw them.
    let badges: ContrastBadges
    /// The locale drawn (SPEC §16.5): each frame carries its `lang`, `dir` and `data-locale`,
    /// and a right-to-left one is mirrored; nil for a project without locales.
    var locale: PreviewLocale?
    /// Where the run reported W905 (start offsets), for the fit badges.
    var fitReported: Set<Int> = []

    var html: String {
        let platform = look.platform
        var html = "<div class=\"platform-row\" data-row=\"" + platform.rawValue + "\"><h3 class=\"platform-name\">" + platform.name + "</h3>\n"
        html += notes
        html += "<div class=\"frames\">\n"
        for orientation in orientations {
            for theme in options.themes.themes {
                html += frame(theme: theme, orientation: orientation)
            }
        }
        return html + "</div>\n</div>\n"
    }

    /// Where this platform draws the message differently from the others.
    private var notes: String {
        var notes: [String] = []
        if case .full(let full) = campaign.message, full.crop == .fit, !look.honoursCrop {
            notes.append("iOS always fills a full message's image, as drawn here; <code>crop: fit</code> applies on Android and Web.")
        }
        let message = campaign.message
        if !look.appliesDarkTheme, message.common.theme?.dark != nil, message.type != .html, options.themes.themes.contains(.dark) {
            notes.append("The Web SDK does not apply dark themes: the dark frame shows the light colours.")
        }
        return notes.map { "<p class=\"note\">" + $0 + "</p>\n" }.joined()
    }

    /// `--orientation`, else the message's own (`portrait` for `any`).
    private var orientations: [FrameOrientation] {
        switch options.orientation {
        case .portrait: [.portrait]
        case .landscape: [.landscape]
        case .both: [.portrait, .landscape]
        case nil: campaign.message.common.orientation == .landscape ? [.landscape] : [.portrait]
        }
    }

    private func frame(theme: PreviewTheme, orientation: FrameOrientation) -> String {
        let geometry = FrameGeometry(device: options.device, orientation: orientation)
        let context = FrameContext(campaign: campaign, look: look, theme: theme, frame: geometry, rightToLeft: locale?.rightToLeft == true)
        let key = HTMLEscaping.escape(context.key)
        let platform = " data-platform=\"" + look.platform.rawValue + "\""
        let custom = customView.map { " data-custom-view=\"" + HTMLEscaping.escape($0) + "\"" } ?? ""
        let language = locale.map { locale in
            let tag = HTMLEscaping.escape(locale.tag)
            return " lang=\"" + tag + "\" dir=\"" + locale.direction + "\" data-locale=\"" + tag + "\""
        }
        let mirrored = locale?.rightToLeft == true ? "direction:rtl;" : ""
        var html = "<figure class=\"device\" data-theme=\"" + theme.rawValue + "\">"
        html += "<div class=\"bezel " + options.device.rawValue + "\">"
        html +=
            "<div class=\"screen " + theme.rawValue + "\"" + platform + " data-frame=\"" + key + "\"" + custom + (language ?? "")
            + " style=\"" + mirrored + "width:\(geometry.width)px;height:\(geometry.height)px\">"
        html +=
            "<div class=\"app\" aria-hidden=\"true\"><div style=\"height:\(geometry.safeTop)px\"></div><div class=\"nav\"></div>"
            + "<div class=\"row\"></div><div class=\"row\"></div><div class=\"row\"></div><div class=\"row\"></div></div>"
        html += MessageMarkup(context: context).html
        if customView != nil {
            html += "<div class=\"not-seen\">default UI — not what users see</div>"
        }
        html += "</div></div>"
        html +=
            "<figcaption>" + look.platform.name + " · " + theme.rawValue + " · " + orientation.rawValue
            + " · \(geometry.width)×\(geometry.height)</figcaption>"
        html += badges.html(for: context)
        html += context.fit.badges(key: context.key, platform: look.platform, campaign: campaign, reported: fitReported)
        if campaign.message.type == .html {
            html +=
                "<p class=\"bridge-title\">Bridge calls (listed with JavaScript on):</p><ol class=\"bridge\"" + platform + " data-bridge-calls=\"" + key
                + "\"></ol>"
        }
        return html + "</figure>\n"
    }
}
