/// Writes braze-api JSON lines (SPEC §16.6): one line per campaign and locale,
/// `{"campaign":…,"locale":…,"translation_map":{UNIT:text}}`, campaigns then locales in
/// byte-wise order, map keys sorted; only translated units appear.
public enum BrazeAPIWriter {
    public static func write(_ exchange: TranslationExchange) throws(ExchangeWriteError) -> [UInt8] {
        var lines: [(campaign: String, locale: String, units: [ExchangeUnit])] = []
        for locale in exchange.sorted().locales {
            for unit in locale.units {
                try ExchangeIDs.check(unit, .brazeAPI)
                if lines.last?.campaign == unit.campaign, lines.last?.locale == locale.locale {
                    lines[lines.count - 1].units.append(unit)
                } else {
                    lines.append((unit.campaign, locale.locale, [unit]))
                }
            }
        }
        lines.sort { $0.campaign == $1.campaign ? ExchangeOrder.precedes($0.locale, $1.locale) : ExchangeOrder.precedes($0.campaign, $1.campaign) }
        var out: [UInt8] = []
        for line in lines {
            out.append(contentsOf: "{\"campaign\":".utf8)
            JSONOutput.string(line.campaign, into: &out)
            out.append(contentsOf: ",\"locale\":".utf8)
            JSONOutput.string(line.locale, into: &out)
            out.append(contentsOf: ",\"translation_map\":{".utf8)
            var first = true
            for unit in line.units {
                guard let translation = unit.translation, !translation.isEmpty else { continue }
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                JSONOutput.string(unit.unit, into: &out)
                out.append(UInt8(ascii: ":"))
                JSONOutput.string(translation, into: &out)
            }
            out.append(contentsOf: "}}\n".utf8)
        }
        return out
    }
}

enum JSONOutput {
    /// A JSON string: `"` and `\` escaped, controls as `\n` `\r` `\t` `\b` `\f` or `\u00XX`, and
    /// U+2028/U+2029 as `\u2028`/`\u2029` (safe in JavaScript too); other characters as UTF-8.
    static func string(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out.append(contentsOf: "\\\"".utf8)
            case "\\": out.append(contentsOf: "\\\\".utf8)
            case "\n": out.append(contentsOf: "\\n".utf8)
            case "\r": out.append(contentsOf: "\\r".utf8)
            case "\t": out.append(contentsOf: "\\t".utf8)
            case "\u{8}": out.append(contentsOf: "\\b".utf8)
            case "\u{C}": out.append(contentsOf: "\\f".utf8)
            case "\u{2028}", "\u{2029}":
                out.append(contentsOf: ("\\u" + LanguageTagProblem.hex(scalar.value).lowercased()).utf8)
            default:
                if scalar.value < 0x20 {
                    out.append(contentsOf: ("\\u" + LanguageTagProblem.hex(scalar.value).lowercased()).utf8)
                } else {
                    UTF8.encode(scalar) { out.append($0) }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
