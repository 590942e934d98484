/// What an exchange with translators carries (SPEC §16.6), independent of the file format:
/// per target locale, its translation units.
public struct TranslationExchange: Hashable, Sendable {
    /// The source locale's tag (`en`); nil when the format does not carry it (`braze-api`).
    public var sourceLocale: String?
    public var locales: [LocaleUnits]

    public init(sourceLocale: String?, locales: [LocaleUnits]) {
        self.sourceLocale = sourceLocale
        self.locales = locales
    }

    /// Locales sorted by tag and units by campaign, then unit id (byte-wise): the order every
    /// writer emits.
    public func sorted() -> TranslationExchange {
        TranslationExchange(
            sourceLocale: sourceLocale,
            locales: locales.sorted { ExchangeOrder.precedes($0.locale, $1.locale) }.map {
                LocaleUnits(locale: $0.locale, units: $0.units.sorted(by: ExchangeOrder.precedes))
            })
    }
}

/// One target locale's units.
public struct LocaleUnits: Hashable, Sendable {
    public var locale: String
    public var units: [ExchangeUnit]

    public init(locale: String, units: [ExchangeUnit]) {
        self.locale = locale
        self.units = units
    }
}

/// One translation unit of one locale.
public struct ExchangeUnit: Hashable, Sendable {
    /// The campaign id (`spring-sale`).
    public var campaign: String
    /// The unit id: a field path (`buttons.0.text`) or an explicit block's id.
    public var unit: String
    /// The source text; nil when the format does not carry it (`braze-api`).
    public var source: String?
    /// The translation; nil for an untranslated unit (an empty cell, `<target>` or `msgstr`).
    public var translation: String?
    /// The campaign field that holds the unit, for the translator's note (`message` for a
    /// block in the message); nil when the format does not carry it.
    public var field: String?
    /// The width a button label has on the narrowest platform, in whole px; nil for other units.
    public var maxWidth: Int?

    public init(campaign: String, unit: String, source: String?, translation: String?, field: String? = nil, maxWidth: Int? = nil) {
        self.campaign = campaign
        self.unit = unit
        self.source = source
        self.translation = translation
        self.field = field
        self.maxWidth = maxWidth
    }
}

/// The file formats of SPEC §16.6.
public enum ExchangeFormat: String, CaseIterable, Hashable, Sendable {
    case xliff
    case po
    case brazeCSV = "braze-csv"
    case brazeAPI = "braze-api"
}

/// A file a writer produces beside others (`fr.po`, `spring-sale.csv`).
public struct ExchangeFile: Hashable, Sendable {
    public let name: String
    public let bytes: [UInt8]
}

/// Byte-wise order of ids and tags, the order of every output.
enum ExchangeOrder {
    static func precedes(_ a: String, _ b: String) -> Bool { a.utf8.lexicographicallyPrecedes(b.utf8) }

    static func precedes(_ a: ExchangeUnit, _ b: ExchangeUnit) -> Bool {
        a.campaign == b.campaign ? precedes(a.unit, b.unit) : precedes(a.campaign, b.campaign)
    }
}
