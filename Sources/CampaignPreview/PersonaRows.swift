public import CampaignLiquid
public import CampaignModel

/// The users a personalised message is drawn for (SPEC §15.7): each persona of the project
/// file in the order written, then the user without any attribute. A message without Liquid,
/// or a templated one (Braze renders it when triggered, with the event's properties), is drawn
/// once as written.
public struct PreviewPersonas: Sendable {
    public var personas: [Persona]
    /// `'now'` for `date` (the run's `--now`), zone rules.
    public var environment: LiquidRenderEnvironment

    public init(personas: [Persona] = [], environment: LiquidRenderEnvironment) {
        self.personas = personas
        self.environment = environment
    }

    /// One row of frames: its heading, and the campaign with its texts rendered for the user
    /// (its id `CAMPAIGN@N` for the persona at 1-based place `N`; the user without attributes
    /// keeps `CAMPAIGN`, so a project without personas has the frame ids of its campaigns),
    /// or why nothing is drawn (`abort_message`, a rendering error).
    struct Row {
        var heading: String
        var campaign: Campaign?
        var note: String?
    }

    /// The rows of `campaign`; one without a heading when it is drawn as written.
    func rows(of campaign: Campaign) -> [Row] {
        let usage = LiquidUsage(campaign)
        let hasLiquid = LiquidUsage.texts(of: campaign.message).contains(where: LiquidDetection.containsLiquid)
        guard hasLiquid, !usage.templated else { return [Row(heading: "", campaign: campaign)] }
        let users =
            personas.enumerated().map { (index: $0.offset + 1, name: Optional($0.element.name), profile: $0.element.profile) }
            + [(index: 0, name: nil, profile: UserProfile.empty)]
        return users.map { user in
            let label = user.name.map { "persona <code>" + HTMLEscaping.isolated($0) + "</code>" } ?? "a user without attributes"
            let hook = user.name.map { " data-persona=\"" + HTMLEscaping.escape($0) + "\"" } ?? " data-persona=\"\""
            let heading = "<h3 class=\"persona\"" + hook + ">" + label + "</h3>\n"
            var failure: String?
            var aborted: String??
            let message = Self.mapTexts(campaign.message) { text in
                guard failure == nil, aborted == nil, LiquidDetection.containsLiquid(text) else { return text }
                switch LiquidTemplate(parsing: text).render(for: user.profile.liquid, in: environment) {
                case .rendered(let rendered, _): return rendered
                case .aborted(let reason):
                    aborted = .some(reason)
                case .failed(let error):
                    failure = error.message
                }
                return text
            }
            if let aborted {
                let reason = aborted.map { ": " + HTMLEscaping.escape($0) } ?? ""
                return Row(heading: heading, note: "<p class=\"persona-note\">not shown: <code>abort_message</code>" + reason + "</p>\n")
            }
            if let failure {
                return Row(heading: heading, note: "<p class=\"persona-note\">cannot be rendered: " + HTMLEscaping.escape(failure) + "</p>\n")
            }
            var shown = campaign
            shown.message = message
            if user.index > 0 { shown.id = Located(campaign.id.value + "@\(user.index)", at: campaign.id.range) }
            return Row(heading: heading, campaign: shown)
        }
    }

    /// `message` with each text of `LiquidUsage.texts` replaced by `transform`'s.
    static func mapTexts(_ message: Message, _ transform: (String) -> String) -> Message {
        func map(_ text: Located<String>?) -> Located<String>? { text.map { Located(transform($0.value), at: $0.range) } }
        func buttons(_ list: [Button]) -> [Button] {
            list.map { button in
                var button = button
                button.text = Located(transform(button.text.value), at: button.text.range)
                return button
            }
        }
        var common = message.common
        common.imageAlt = map(common.imageAlt)
        func immersive(_ message: ImmersiveMessage) -> ImmersiveMessage {
            var m = message
            m.common = common
            m.header = map(m.header)
            m.message = map(m.message)
            m.buttons = buttons(m.buttons)
            return m
        }
        switch message {
        case .slideup(var m):
            m.common = common
            m.message = Located(transform(m.message.value), at: m.message.range)
            return .slideup(m)
        case .modal(let m): return .modal(immersive(m))
        case .full(let m): return .full(immersive(m))
        case .html(var m):
            m.common = common
            m.html = Located(transform(m.html.value), at: m.html.range)
            return .html(m)
        }
    }
}
