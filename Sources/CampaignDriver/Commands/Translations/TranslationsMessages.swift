import CampaignDiagnostics
import CampaignLocale
import CampaignMessages

/// The words of the `translations` commands' errors, in one place.
enum TranslationsMessages {
    static func writeProblem(_ error: ExchangeWriteError) -> String {
        switch error {
        case .unrepresentable(let format, let locale, let campaign, let unit, let scalar):
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "\(format.rawValue) cannot carry U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex) in \(campaign)/\(unit) (\(locale))"
        case .invalidIdentifier(let format, let id):
            return "\(format.rawValue) cannot carry the id '\(id)'"
        case .missingSourceLocale(let format):
            return "\(format.rawValue) needs the source locale"
        }
    }

    static let notLocalised = "the project file has no 'localisation:' settings, so there is nothing to translate"

    /// Import's warnings are `W903`'s words (SPEC §16.6: every value is checked as §16.3
    /// checks a translation file), with the file and what was left out.
    static func unknownLocale(_ locale: String, in path: String, locales: [String]) -> String {
        notImported(TranslationCoverageMessages.unknownLocale(locale, locales: locales), in: path, what: "its units were")
    }

    static func unknownCampaign(_ campaign: String, in path: String, locale: String, campaigns: [String]) -> String {
        let message = TranslationCoverageMessages.unknownCampaign(campaign, suggestion: DidYouMean.suggestion(for: campaign, among: campaigns))
        return notImported(message, in: path, what: "its `\(locale)` units were")
    }

    static func unknownUnit(_ unit: String, campaign: String, in path: String, locale: String, units: [String]) -> String {
        let message = TranslationCoverageMessages.unknownUnit(
            unit, campaign: campaign, units: units, suggestion: DidYouMean.suggestion(for: unit, among: units))
        return notImported(message, in: path, what: "its `\(locale)` translation was")
    }

    /// `path: warning[W903]: MESSAGE; WHAT not imported (help)`.
    private static func notImported(_ message: DiagnosticMessage, in path: String, what: String) -> String {
        "\(path): warning[\(message.code.rawValue)]: \(message.text); \(what) not imported" + (message.help.map { " (\($0))" } ?? "")
    }
}
