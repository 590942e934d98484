import CampaignLiquid
import CampaignLocale
import CampaignMessages
public import CampaignModel

/// What the text fit check (W905) measures of a message: its layout, the slot of each
/// translation unit, and the texts a Liquid field renders to.
enum FitSubjects {
    /// The layout a message is drawn in; nil for an html message (its own page).
    static func layout(of message: Message) -> FitLayout? {
        switch message {
        case .slideup(let m):
            return .slideup(hasImage: m.common.image != nil, hasChevron: m.common.clickAction != .close && !m.hideChevron)
        case .modal(let m): return m.imageLayout == .imageOnly ? .imageOnlyModal : .modal
        case .full(let m): return m.imageLayout == .imageOnly ? .imageOnlyFull : .full
        case .html: return nil
        }
    }

    /// The field a unit id names (`header`, `message`, `buttons.N.text`) in a message with
    /// `buttons` buttons; nil for `image_alt` (read aloud, not drawn) and other ids.
    static func field(ofUnit id: String, buttons: Int) -> FitField? {
        switch id {
        case "header": return .header
        case "message": return .body
        default:
            guard let index = buttonIndex(ofUnit: id), index < buttons else { return nil }
            return .button(of: buttons)
        }
    }

    /// N of a unit id `buttons.N.text` (N decimal digits), read by bytes: called for every
    /// translated unit. The ids that reach it are a campaign's own (`buttons.0.text`…).
    static func buttonIndex(ofUnit id: String) -> Int? {
        id.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let prefix: StaticString = "buttons."
            let suffix: StaticString = ".text"
            let (head, tail) = (prefix.utf8CodeUnitCount, suffix.utf8CodeUnitCount)
            guard bytes.count > head + tail, bytes.count <= head + tail + 18 else { return nil }
            for offset in 0..<head where bytes[offset] != prefix.utf8Start[offset] { return nil }
            for offset in 0..<tail where bytes[bytes.count - tail + offset] != suffix.utf8Start[offset] { return nil }
            var index = 0
            for byte in bytes[head..<(bytes.count - tail)] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                index = index * 10 + Int(byte - 0x30)
            }
            return index
        } ?? buttonIndex(ofUnit: String(decoding: Array(id.utf8), as: UTF8.self))
    }

    /// The slot as the message's words say it.
    static func place(_ field: FitField, in layout: FitLayout) -> FitPlace {
        let kind: String
        switch layout {
        case .slideup: return .slideup
        case .modal: kind = "modal"
        case .full: kind = "full message"
        case .imageOnlyModal: kind = "image-only modal"
        case .imageOnlyFull: kind = "image-only full message"
        }
        switch field {
        case .header: return .header(message: kind)
        case .body: return .body(message: kind)
        case .button(let count): return .button(count: count, message: kind)
        }
    }

    static func name(of platform: Platform) -> String {
        switch platform {
        case .ios: "iOS"
        case .android: "Android"
        case .web: "Web"
        }
    }

    /// The texts `text` is drawn as: itself without Liquid; with Liquid, its rendering for each
    /// persona and for the user without attributes (whose outputs show their `default`), less
    /// those that abort or fail (reported elsewhere). `parse` reads a text as a template (a
    /// rule passes the parse its document already holds).
    static func renderings(
        of text: String, personas: [Persona], now: Int64, parse: (String) -> LiquidTemplate = { LiquidTemplate(parsing: $0) }
    ) -> [String] {
        guard LiquidDetection.containsLiquid(text) else { return [text] }
        let template = parse(text)
        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: now))
        var out: [String] = []
        func render(_ profile: UserProfile) {
            if case .rendered(let rendered, _) = template.render(for: profile.liquid, in: environment), !out.contains(rendered) {
                out.append(rendered)
            }
        }
        for persona in personas { render(persona.profile) }
        render(UserProfile.empty)
        return out
    }
}

extension Campaign {
    /// The width a button label of unit `id` (`buttons.N.text`) has on the narrowest platform,
    /// in whole px (rounded down), on a phone in portrait: the exchange files' width budget
    /// (XLIFF `maxwidth`, a PO `#.` comment). nil for other units and html messages.
    public func labelWidthBudget(ofUnit id: String) -> Int? {
        guard let layout = FitSubjects.layout(of: message), let field = FitSubjects.field(ofUnit: id, buttons: message.buttons.count),
            case .button = field
        else { return nil }
        let widths = Platform.allCases.compactMap { FieldSlots.slot(field, in: layout, on: $0)?.width }
        return widths.min().map { Int($0.rounded(.down)) }
    }
}
