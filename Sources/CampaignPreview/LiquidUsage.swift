import CampaignLiquid
import CampaignModel

/// What a campaign's message personalises, for its card (SPEC §15.5, §15.7): the attributes
/// and event properties its texts read, in text order, each once, and whether it is templated
/// (rendered by Braze when triggered, so it needs the network).
struct LiquidUsage: Hashable, Sendable {
    var names: [LiquidUsedName] = []
    var templated = false

    init(_ campaign: Campaign) {
        var seen: Set<LiquidUsedName> = []
        templated = campaign.reevaluateEligibility
        for text in Self.texts(of: campaign.message) where LiquidDetection.containsLiquid(text) {
            let template = LiquidTemplate(parsing: text)
            for name in template.usedNames where seen.insert(name).inserted { names.append(name) }
            templated = templated || template.isTemplated
        }
    }

    /// The message's texts Liquid may be in: header, body, image description, HTML, buttons.
    static func texts(of message: Message) -> [String] {
        var texts: [String?] = [message.text?.value, message.common.imageAlt?.value]
        switch message {
        case .modal(let m), .full(let m): texts.insert(m.header?.value, at: 0)
        case .html(let m): texts.append(m.html.value)
        case .slideup: break
        }
        return texts.compactMap { $0 } + message.buttons.map(\.text.value)
    }

    /// `${first_name}`, `custom_attribute.${tier}`, `event_properties.${item}`: as written in Liquid.
    static func written(_ name: LiquidUsedName) -> String {
        switch name.kind {
        case .standardAttribute: "${" + name.name + "}"
        case .customAttribute: "custom_attribute.${" + name.name + "}"
        case .eventProperty: "event_properties.${" + name.name + "}"
        }
    }

    /// The card's fact rows: `uses` when the message reads any name, `delivery` when templated.
    var factRows: [(String, String)] {
        var rows: [(String, String)] = []
        if !names.isEmpty {
            rows.append(("uses", names.map { "<code>" + HTMLEscaping.isolated(Self.written($0)) + "</code>" }.joined(separator: ", ")))
        }
        if templated { rows.append(("delivery", "templated: rendered when triggered; needs the network")) }
        return rows
    }
}
