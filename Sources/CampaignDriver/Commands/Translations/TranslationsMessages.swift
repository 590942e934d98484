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
}
