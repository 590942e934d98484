import CampaignDiagnostics
import CampaignModel

@testable import CampaignPreview

/// Small campaign models for the renderer's tests.
enum PreviewFixtures {
    static let here = SourceRange.fileStart

    static func located<T>(_ value: T) -> Located<T> { Located(value, at: here) }

    static func common(
        _ type: MessageType, image: ImageSource? = nil, alt: String? = nil, click: ClickAction = .close,
        theme: Theme? = nil, language: String? = nil
    ) -> MessageCommon {
        MessageCommon(
            typeRange: here, range: here, image: image.map(located), imageAlt: alt.map(located),
            language: language.map(located), clickAction: click, dismiss: .defaultFor(type), theme: theme
        )
    }

    static func campaign(_ id: String, name: String? = nil, trigger: Trigger? = nil, message: Message) -> Campaign {
        Campaign(
            id: located(id), name: name.map(located), triggers: [trigger ?? Trigger(kind: .sessionStart, range: here)],
            triggerRange: here, message: message, documentIndex: 0
        )
    }

    static func slideup(_ id: String, text: String, click: ClickAction = .close, from: SlideFrom = .bottom) -> Campaign {
        campaign(id, message: .slideup(SlideupMessage(common: common(.slideup, click: click), message: located(text), slideFrom: from)))
    }

    static func modal(_ id: String, header: String?, body: String, buttons: [String] = [], theme: Theme? = nil) -> Campaign {
        let list = buttons.enumerated().map { index, text in Button(id: index, text: located(text), range: here) }
        let message = ImmersiveMessage(common: common(.modal, theme: theme), header: header.map(located), message: located(body), buttons: list)
        return campaign(id, message: .modal(message))
    }

    static func html(_ id: String, html: String) -> Campaign {
        campaign(id, message: .html(HTMLMessage(common: common(.html), html: located(html))))
    }

    static func card(_ campaign: Campaign, diagnostics: [Diagnostic] = []) -> PreviewCard {
        PreviewCard(id: campaign.id.value, path: "c.yaml", documentIndex: campaign.documentIndex, campaign: campaign, diagnostics: diagnostics)
    }

    static func diagnostic(_ code: DiagnosticCode, _ severity: Severity, _ message: String, line: Int) -> Diagnostic {
        let position = SourcePosition(line: line, column: 1, offset: 0)
        var diagnostic = Diagnostic(code, message, at: SourceLocation(file: "c.yaml", range: SourceRange(at: position)))
        diagnostic.severity = severity
        return diagnostic
    }

    /// The `index.html` of `cards` as text.
    static func index(_ cards: [PreviewCard], options: PreviewOptions = PreviewOptions()) -> String {
        let gallery = GalleryRenderer.render(cards, options: options)
        return String(decoding: gallery.files.first { $0.path == "index.html" }?.bytes ?? [], as: UTF8.self)
    }
}
