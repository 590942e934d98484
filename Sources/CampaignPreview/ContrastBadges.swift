import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// The contrast badges of SPEC §10: under each frame, one element per check of §4.5 that fails
/// for the colours that frame draws (a dark iOS or Android frame the dark theme's, a Web frame
/// always the light theme's), carrying `data-contrast="<code>"`, `data-for="<the frame's
/// data-frame value>"` and `data-platform`, and reading like the diagnostic (`header 1.13:1 < 3:1`).
///
/// A badge shows only when the run reported that check's diagnostic, so a code turned off in
/// `severity:` or suppressed (SPEC §11) shows none: the checks come from the same list the rule
/// reports (`MessageContrast.checks`), and each is matched to the card's diagnostics by its
/// code and message.
struct ContrastBadges {
    /// The level of the checks (`accessibility: {contrast: …}`).
    let level: ContrastLevel
    /// The message's failing checks the run reported, in check order, each with its message:
    /// found once for the card, then picked per frame.
    private let failing: [(check: ContrastCheck, message: String)]

    init(message: Message, diagnostics: [Diagnostic], level: ContrastLevel) {
        self.level = level
        let reported = Set(diagnostics.filter { Self.codes.contains($0.code) }.map { Self.key($0.code, $0.message) })
        failing = MessageContrast.checks(message).compactMap { check in
            guard check.pair.fails(level) else { return nil }
            let text = AccessibilityMessages.lowContrast(check, level: level).text
            return reported.contains(Self.key(check.code, text)) ? (check, text) : nil
        }
    }

    private static let codes: Set<DiagnosticCode> = [.W701, .W702, .W703]

    private static func key(_ code: DiagnosticCode, _ message: String) -> String { code.rawValue + " " + message }

    /// The failing checks a frame drawing `context`'s colours shows, in check order, each with
    /// its diagnostic's message.
    func checks(for context: FrameContext) -> [(check: ContrastCheck, message: String)] {
        failing.filter { $0.check.isDrawn(in: context.colours) }
    }

    /// The badges under the frame of `context`, or nothing when none fails.
    func html(for context: FrameContext) -> String {
        let checks = checks(for: context)
        guard !checks.isEmpty else { return "" }
        let attributes =
            " data-for=\"" + HTMLEscaping.escape(context.key) + "\" data-platform=\"" + context.look.platform.rawValue + "\""
        var html = "<ul class=\"contrast-badges\">"
        for (check, message) in checks {
            html +=
                "<li class=\"contrast\" data-contrast=\"" + check.code.rawValue + "\"" + attributes + " title=\""
                + HTMLEscaping.escape(check.code.rawValue + ": " + message) + "\">"
                + HTMLEscaping.escape(AccessibilityMessages.badge(check, level: level)) + "</li>"
        }
        return html + "</ul>"
    }
}
