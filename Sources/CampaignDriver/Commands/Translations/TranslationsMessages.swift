import CampaignLocale

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

    static func unknownLocale(_ locale: String, in path: String, locales: [String]) -> String {
        "\(path): the locale '\(locale)' is not a target locale of the project (\(locales.joined(separator: ", "))); its units were not imported"
    }

    static func unknownCampaign(_ campaign: String, in path: String, locale: String) -> String {
        "\(path): no campaign has the id '\(campaign)'; its \(locale) units were not imported"
    }

    static func unknownUnit(_ unit: String, campaign: String, in path: String, locale: String) -> String {
        "\(path): the campaign '\(campaign)' has no unit '\(unit)'; its \(locale) translation was not imported"
    }
}
