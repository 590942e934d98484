import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// The accessibility checks of SPEC §4.5: W701–W703, the WCAG 2 contrast of the header, the
/// message text and each button's text against what it is drawn on, in the light theme and
/// in the dark theme as the SDKs resolve it (`MessageContrast.checks`, the resolver the
/// payload and the gallery use), at the project's level (`accessibility: {contrast: AAA}`,
/// default AA); and W704, an image-only message without `image_alt`.
///
/// A message whose decoding had an error that leaves nothing to compile is not checked for
/// contrast: a colour that failed to decode would be checked as the fallback in its place.
struct AccessibilityRules: CampaignRule {
    func check(_ campaign: DecodedCampaign, in context: RuleContext) {
        guard let decoded = campaign.message, let message = decoded.message else { return }
        if !decoded.hasBlockingError {
            let level = context.project.contrastLevel
            for check in MessageContrast.checks(message) where check.pair.fails(level) {
                report(check, of: message, level: level, in: context)
            }
        }
        if let layout = decoded.layout, layout.value == .imageOnly, decoded.hasImage, message.common.imageAlt == nil,
            message.type == .modal || message.type == .full
        {
            context.report(AccessibilityMessages.imageOnlyWithoutAlt, at: layout.range)
        }
    }

    /// One failing check: at its place (`ContrastPlaces`), with the closest passing shade in
    /// the help and, where the text colour is written, a fix-it that writes it (not safe: a
    /// colour is a design decision, SPEC §13.1).
    private func report(_ check: ContrastCheck, of message: Message, level: ContrastLevel, in context: RuleContext) {
        let places = ContrastPlaces(message: message, check: check)
        let written = places.writtenText
        let pair = check.pair
        let textShade = pair.closestTextShade(level)
        let help = AccessibilityMessages.contrastHelp(
            pair, level: level, textShade: textShade,
            backgroundShade: check.code == .W703 ? pair.closestBackgroundShade(level) : nil,
            adding: written == nil ? places.home : nil
        )
        context.report(
            AccessibilityMessages.lowContrast(check, level: level, help: help), at: places.location,
            notes: places.notes(in: context),
            fixIts: written.flatMap { range in textShade.flatMap { Self.fixIt(replacing: range, with: $0, in: context) } }.map { [$0] } ?? []
        )
    }

    /// The written colour at `range` (its whole scalar, quotes included) replaced by `shade`
    /// in the same quotes; nil for a scalar that is not one line.
    static func fixIt(replacing range: SourceRange, with shade: Colour, in context: RuleContext) -> FixIt? {
        guard let written = context.sourceText(range), !written.isEmpty, !written.contains(where: \.isNewline) else { return nil }
        let quote = written.first.flatMap { $0 == "\"" || $0 == "'" ? String($0) : nil } ?? ""
        let replacement = quote + shade.shownText + quote
        return FixIt(AccessibilityMessages.replaceColourTitle(written, with: replacement), range: range, replacement: replacement)
    }
}
