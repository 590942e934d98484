/// Reads braze-api JSON lines: one object per line with exactly the keys `campaign`, `locale`
/// and `translation_map` (unit id → text; an empty text is untranslated). Blank lines are
/// skipped; a campaign and locale given twice is an error.
public enum BrazeAPIReader {
    public static func read(_ bytes: [UInt8]) throws(ExchangeReadError) -> TranslationExchange {
        try ExchangeReader.checkEncoding(bytes, .brazeAPI)
        var locales: [LocaleUnits] = []
        var seen: Set<String> = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if bytes[start..<end].contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) {
                var parser = JSONLineParser(bytes, from: start, to: end)
                let (locale, units) = try BrazeAPIReader.line(try parser.line(), parser: parser, at: start, seen: &seen)
                if let index = locales.firstIndex(where: { $0.locale == locale }) {
                    locales[index].units += units
                } else {
                    locales.append(LocaleUnits(locale: locale, units: units))
                }
            }
            start = end + 1
        }
        return TranslationExchange(sourceLocale: nil, locales: locales)
    }

    private static func line(_ value: JSONValue, parser: JSONLineParser, at start: Int, seen: inout Set<String>) throws(ExchangeReadError) -> (
        String, [ExchangeUnit]
    ) {
        guard case .object(let members) = value else { throw parser.error("each line is a JSON object, this one \(value.kind)", at: start) }
        var campaign: String?
        var locale: String?
        var map: [(key: String, keyOffset: Int, value: JSONValue, offset: Int)]?
        for member in members {
            switch (member.key, member.value) {
            case ("campaign", .string(let text)):
                guard ExchangeIDs.isCampaign(text[...]) else { throw parser.error("`\(text)` is not a campaign id", at: member.offset) }
                campaign = text
            case ("locale", .string(let text)):
                guard !text.isEmpty else { throw parser.error("the locale is empty", at: member.offset) }
                locale = text
            case ("translation_map", .object(let entries)):
                map = entries
            case ("campaign", _), ("locale", _):
                throw parser.error("`\(member.key)` must be a string, not \(member.value.kind)", at: member.offset)
            case ("translation_map", _):
                throw parser.error("`translation_map` must be an object, not \(member.value.kind)", at: member.offset)
            default:
                throw parser.error("`\(member.key)` is not a key of braze-api lines (`campaign`, `locale`, `translation_map`)", at: member.keyOffset)
            }
        }
        guard let campaign, let locale, let map else {
            let missing = campaign == nil ? "campaign" : locale == nil ? "locale" : "translation_map"
            throw parser.error("the line has no `\(missing)`", at: start)
        }
        guard seen.insert(campaign + "\u{0}" + locale).inserted else {
            throw parser.error("the campaign `\(campaign)` in `\(locale)` is given twice", at: start)
        }
        var units: [ExchangeUnit] = []
        for entry in map {
            guard ExchangeIDs.isUnit(entry.key[...]) else { throw parser.error("`\(entry.key)` is not a unit id", at: entry.keyOffset) }
            guard case .string(let text) = entry.value else {
                throw parser.error("the translation of `\(entry.key)` must be a string, not \(entry.value.kind)", at: entry.offset)
            }
            if !text.isEmpty { units.append(ExchangeUnit(campaign: campaign, unit: entry.key, source: nil, translation: text)) }
        }
        return (locale, units)
    }
}
