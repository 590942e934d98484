import CampaignDiagnostics
import CampaignLocale
import CampaignMessages
import CampaignModel

/// The text fit verdicts of one frame (SPEC §16.4, §16.5): each visible text measured in its
/// slot (`FieldSlots`, the table `W905` reads) for the frame's platform, on the phone frame in
/// portrait that `W905` measures (other frames carry none). The texts carry `data-fit="cut"` or
/// `data-fit="fits"`; under the frame, a badge names each text that is cut, when the run
/// reported `W905` at that text (a code turned off or suppressed shows no badge).
struct FitVerdicts {
    /// Unit id (`header`, `message`, `buttons.N.text`), then the verdict: nil when it fits.
    private let verdicts: [String: Misfit?]
    /// The unit ids in field order.
    private let order: [String]

    init(campaign: Campaign, platform: PreviewPlatform, frame: FrameGeometry) {
        var verdicts: [String: Misfit?] = [:]
        var order: [String] = []
        let isMeasured = frame.device == .phone && frame.orientation == .portrait && frame.width == FieldSlots.phoneWidth
        if isMeasured, let layout = FitVerdicts.layout(of: campaign.message), let platform = Platform(rawValue: platform.rawValue) {
            let message = campaign.message
            var fields: [(String, FitField, String)] = []
            if let header = message.header { fields.append(("header", .header, header.value)) }
            if let text = message.text { fields.append(("message", .body, text.value)) }
            for (index, button) in message.buttons.enumerated() {
                fields.append(("buttons.\(index).text", .button(of: message.buttons.count), button.text.value))
            }
            for (id, field, text) in fields {
                guard let slot = FieldSlots.slot(field, in: layout, on: platform) else { continue }
                verdicts[id] = .some(FieldFit.misfit(text, in: slot))
                order.append(id)
            }
        }
        self.verdicts = verdicts
        self.order = order
    }

    /// The layout the frame draws, as the slot table names it.
    static func layout(of message: Message) -> FitLayout? {
        switch message {
        case .slideup(let m): .slideup(hasImage: m.common.image != nil, hasChevron: m.common.clickAction != .close && !m.hideChevron)
        case .modal(let m): m.imageLayout == .imageOnly ? .imageOnlyModal : .modal
        case .full(let m): m.imageLayout == .imageOnly ? .imageOnlyFull : .full
        case .html: nil
        }
    }

    /// ` data-fit="cut"` or ` data-fit="fits"` for the text of unit `id`, or nothing when it is
    /// not measured in this frame.
    func attribute(_ id: String) -> String {
        guard let verdict = verdicts[id] else { return "" }
        return " data-fit=\"" + (verdict == nil ? "fits" : "cut") + "\""
    }

    /// The badges under the frame keyed `key` on `platform`: one per cut text whose field has
    /// a `W905` among `reported` (the start offsets of the card's W905 diagnostics).
    func badges(key: String, platform: PreviewPlatform, campaign: Campaign, reported: Set<Int>) -> String {
        var items = ""
        for id in order {
            guard let verdict = verdicts[id], let misfit = verdict, let range = FitVerdicts.range(of: id, in: campaign.message),
                reported.contains(range.start.offset)
            else { continue }
            let kind: FitFinding.Kind
            switch misfit.kind {
            case .cut: kind = .cut
            case .tooManyLines(let needed, let shown): kind = .tooManyLines(needed: needed, shown: shown)
            case .wordBroken: kind = .wordBroken
            }
            items +=
                "<li class=\"fit\" data-fit-badge=\"W905\" data-field=\"" + id + "\" data-for=\"" + HTMLEscaping.escape(key) + "\" data-platform=\""
                + platform.rawValue + "\">" + HTMLEscaping.escape(TextFitMessages.badge(field: id, kind: kind, shown: misfit.shown)) + "</li>"
        }
        return items.isEmpty ? "" : "<ul class=\"fit-badges\">" + items + "</ul>"
    }

    /// Where the text of unit `id` is written.
    static func range(of id: String, in message: Message) -> SourceRange? {
        switch id {
        case "header": return message.header?.range
        case "message": return message.text?.range
        default:
            let parts = id.split(separator: ".")
            guard parts.count == 3, let index = Int(parts[1]), message.buttons.indices.contains(index) else { return nil }
            return message.buttons[index].text.range
        }
    }

    /// The start offsets of the W905 diagnostics among `diagnostics`.
    static func reported(_ diagnostics: [Diagnostic]) -> Set<Int> {
        Set(diagnostics.filter { $0.code == .W905 }.map(\.location.range.start.offset))
    }
}
