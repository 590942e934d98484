public import CanonicalJSON

/// The `translations` member of a localised project's payload (SPEC §6, §16):
/// `{LOCALE: {CAMPAIGN: {UNIT: text}}}`, every locale of the project's `locales` (an empty
/// object when nothing is translated), the texts as written (with their Liquid).
public struct PayloadTranslations: Hashable, Sendable {
    /// Locale → campaign → unit → text.
    public var locales: [String: [String: [String: String]]]

    public init(locales: [String: [String: [String: String]]]) {
        self.locales = locales
    }

    /// The table of the project's `locales` from the translation files' texts (locale →
    /// campaign → unit → text, merged across files in any order): only the campaigns of
    /// `units` and, of each, only the units it has (campaign → unit ids). A translation of a
    /// campaign, unit or locale that does not exist (`W903`) stays out.
    public static func merged(
        _ files: [[String: [String: [String: String]]]], units: [String: [String]], locales: [String]
    ) -> PayloadTranslations {
        var table: [String: [String: [String: String]]] = [:]
        for locale in locales { table[locale] = [:] }
        let known = units.mapValues(Set.init)
        for file in files {
            for (locale, campaigns) in file where table[locale] != nil {
                for (campaign, texts) in campaigns {
                    guard let ids = known[campaign] else { continue }
                    for (unit, text) in texts where ids.contains(unit) && table[locale]?[campaign]?[unit] == nil {
                        table[locale, default: [:]][campaign, default: [:]][unit] = text
                    }
                }
            }
        }
        return PayloadTranslations(locales: table)
    }

    /// The table as the payload writes it (the writer sorts the keys).
    public var value: JSONValue {
        .object(locales.mapValues { campaigns in .object(campaigns.mapValues { units in .object(units.mapValues(JSONValue.string)) }) })
    }

    /// The `translations` of a payload document; nil when it has none. Members that are not
    /// objects of texts are skipped.
    public init?(document: JSONValue) {
        guard let table = document[PayloadKey.translations.rawValue]?.objectValue else { return nil }
        var locales: [String: [String: [String: String]]] = [:]
        for (locale, campaigns) in table {
            var byCampaign: [String: [String: String]] = [:]
            for (campaign, units) in campaigns.objectValue ?? [:] {
                var texts: [String: String] = [:]
                for (unit, text) in units.objectValue ?? [:] {
                    if case .string(let text) = text { texts[unit] = text }
                }
                byCampaign[campaign] = texts
            }
            locales[locale] = byCampaign
        }
        self.init(locales: locales)
    }

    /// The texts of `locale` (campaign → unit → text); empty for nil (the source text).
    public func texts(of locale: String?) -> [String: [String: String]] {
        guard let locale else { return [:] }
        return locales[locale] ?? [:]
    }
}
