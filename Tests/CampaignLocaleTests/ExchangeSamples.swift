import CampaignLocale
import CampaignTestSupport

/// Generated exchanges with hostile texts: quotes, line breaks, tabs, `<`, `&`, commas,
/// non-BMP characters, Liquid braces, and what each format escapes.
enum ExchangeSamples {
    static let pieces = [
        "Soldes", "de", "printemps", " ", " ", "\"quoted\"", "'", "\n", "\t", "\r\n", "\r", "<b>", "</b>", "&amp;", "&", ",", ";", "é",
        "😀", "𝄞", "👩‍👩‍👧", "{{${first_name}}}", "{{ ${city} | default: 'chez vous' }}", "{% if x %}", "\\", "\\n", "#", "msgid \"x\"",
        "]]>", "--", "\u{2028}", "ü", "日本語", "مرحبا", "%s", "$5.99", "=SUM(A1)", "\u{A0}", "\u{FEFF}", "\u{7F}", "\u{1}", "x:y", "a/b",
    ]

    /// Characters XML 1.0 cannot carry (XLIFF refuses them; the other formats escape them).
    static let controls: Set<String> = ["\u{1}"]

    static func text(_ random: inout SplitMix64, allowControls: Bool) -> String {
        var text = ""
        for _ in 0..<(1 + random.below(6)) {
            let piece = pieces[random.below(pieces.count)]
            if !allowControls, controls.contains(piece) { continue }
            text += piece
        }
        return text.isEmpty ? "x" : text
    }

    /// `locales` locales over `campaigns` campaigns with up to five units each; the same units
    /// and sources in every locale (as an export writes them), some untranslated, some with a
    /// field note and a width. Texts keep gettext's rule that a source and its translation
    /// begin and end with a line feed alike.
    static func exchange(seed: UInt64, locales: [String], campaigns: Int, allowControls: Bool = false) -> TranslationExchange {
        var random = SplitMix64(seed: seed)
        let units = ["header", "message", "buttons.0.text", "buttons.1.text", "image_alt", "offer_text", "cta-2"]
        var plan: [(campaign: String, unit: String, source: String, field: String?, width: Int?)] = []
        for c in 0..<campaigns {
            let campaign = "campaign-\(seed)-\(c)"
            for unit in units.shuffled(using: &random).prefix(1 + random.below(5)) {
                let isButton = unit.hasPrefix("buttons.")
                let field = unit == "offer_text" ? "message" : unit == "cta-2" ? nil : unit
                plan.append((campaign, unit, text(&random, allowControls: allowControls), field, isButton ? 80 + random.below(300) : nil))
            }
        }
        return TranslationExchange(
            sourceLocale: "en",
            locales: locales.map { locale in
                LocaleUnits(
                    locale: locale,
                    units: plan.map { entry in
                        var translation: String?
                        if !random.chance(20) {
                            translation = text(&random, allowControls: allowControls)
                            translation = matchingLineFeeds(translation!, entry.source)
                        }
                        return ExchangeUnit(
                            campaign: entry.campaign, unit: entry.unit, source: entry.source, translation: translation, field: entry.field,
                            maxWidth: entry.width)
                    })
            })
    }

    /// `text` made to begin and end with a line feed exactly when `source` does.
    static func matchingLineFeeds(_ text: String, _ source: String) -> String {
        var core = Array(text.unicodeScalars)[...]
        while core.first == "\n" { core = core.dropFirst() }
        while core.last == "\n" { core = core.dropLast() }
        if core.isEmpty { core = ["y"] }
        var out = String.UnicodeScalarView()
        if source.unicodeScalars.first == "\n" { out.append("\n") }
        out.append(contentsOf: core)
        if source.unicodeScalars.last == "\n" { out.append("\n") }
        return String(out)
    }

    /// Several files' exchanges as one (locales merged in order).
    static func merged(_ parts: [TranslationExchange]) -> TranslationExchange {
        var locales: [LocaleUnits] = []
        for part in parts {
            for locale in part.locales {
                if let index = locales.firstIndex(where: { $0.locale == locale.locale }) {
                    locales[index].units += locale.units
                } else {
                    locales.append(locale)
                }
            }
        }
        return TranslationExchange(sourceLocale: parts.first?.sourceLocale ?? nil, locales: locales).sorted()
    }
}
