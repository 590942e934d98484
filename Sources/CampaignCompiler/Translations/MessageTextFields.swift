import CampaignYAML

/// The text scalars of a message where translation units may be (SPEC §16.2), read from the
/// document as written so that every unit has its exact place: the visible texts, `html`, and
/// the links of click actions, each with its path inside the message (`buttons.0.text`,
/// `click_action.actions.2.open_link.uri`).
struct MessageTextField {
    enum Kind: Equatable {
        /// `header`, `message`, a button's `text`, `image_alt`: a unit itself without blocks.
        case visibleText
        /// `html`: only explicit blocks are units.
        case html
        /// A link: only explicit blocks are units.
        case uri
    }

    let path: String
    let scalar: YAMLScalar
    let kind: Kind

    /// The `message` mappings of a campaign document: its own, then each variant's (SPEC §17).
    static func messages(in root: YAMLMapping) -> [YAMLMapping] {
        var messages: [YAMLMapping] = []
        if case .mapping(let message)? = root.entry("message")?.value { messages.append(message) }
        if case .sequence(let variants)? = root.entry("variants")?.value {
            for case .mapping(let variant) in variants.items {
                if case .mapping(let message)? = variant.entry("message")?.value { messages.append(message) }
            }
        }
        return messages
    }

    /// The fields of one message, in document order.
    static func fields(of message: YAMLMapping) -> [MessageTextField] {
        var fields: [MessageTextField] = []
        for entry in message.entries {
            switch (entry.key.text, entry.value) {
            case ("header", .scalar(let s)), ("message", .scalar(let s)), ("image_alt", .scalar(let s)):
                fields.append(MessageTextField(path: entry.key.text, scalar: s, kind: .visibleText))
            case ("html", .scalar(let s)):
                fields.append(MessageTextField(path: "html", scalar: s, kind: .html))
            case ("click_action", let action):
                links(action, path: "click_action", into: &fields)
            case ("buttons", .sequence(let buttons)):
                for (index, item) in buttons.items.enumerated() {
                    guard case .mapping(let button) = item else { continue }
                    for field in button.entries {
                        switch (field.key.text, field.value) {
                        case ("text", .scalar(let s)):
                            fields.append(MessageTextField(path: "buttons.\(index).text", scalar: s, kind: .visibleText))
                        case ("click_action", let action):
                            links(action, path: "buttons.\(index).click_action", into: &fields)
                        default: break
                        }
                    }
                }
            default: break
            }
        }
        return fields
    }

    /// The `uri` of a click action and of its `open_link` steps.
    private static func links(_ action: YAMLNode, path: String, into fields: inout [MessageTextField]) {
        guard case .mapping(let mapping) = action else { return }
        if case .scalar(let uri)? = mapping.entry("uri")?.value {
            fields.append(MessageTextField(path: path + ".uri", scalar: uri, kind: .uri))
        }
        guard case .sequence(let steps)? = mapping.entry("actions")?.value else { return }
        for (index, step) in steps.items.enumerated() {
            guard case .mapping(let step) = step, case .mapping(let link)? = step.entry("open_link")?.value,
                case .scalar(let uri)? = link.entry("uri")?.value
            else { continue }
            fields.append(MessageTextField(path: "\(path).actions.\(index).open_link.uri", scalar: uri, kind: .uri))
        }
    }
}
