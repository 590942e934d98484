/// Reads a gettext PO file: the header's `Language:` is the locale (`fr_FR` read as `fr-FR`),
/// its `X-Source-Language:` the source locale, each entry's `msgctxt` the `CAMPAIGN/UNIT`, an
/// empty `msgstr` an untranslated unit, and `#.` comments give back the field and the width.
/// A `fuzzy` entry counts as untranslated (msgfmt leaves it out too); obsolete `#~` entries
/// are skipped; plural forms are refused.
public enum POReader {
    public static func read(_ bytes: [UInt8]) throws(ExchangeReadError) -> TranslationExchange {
        try ExchangeReader.checkEncoding(bytes, .po)
        var parser = POParser(bytes)
        let entries = try parser.entries()
        return try POReader.exchange(entries, bytes: bytes)
    }

    static func exchange(_ entries: [POEntry], bytes: [UInt8]) throws(ExchangeReadError) -> TranslationExchange {
        func error(_ message: String, at offset: Int) -> ExchangeReadError {
            ExchangeReadError(.po, at: TextPosition.of(offset, in: bytes), message)
        }
        guard let header = entries.first, header.context == nil, header.id == "" else {
            throw error("the file has no header entry (`msgid \"\"` first, with `Language:`)", at: entries.first?.offset ?? 0)
        }
        let fields = POReader.headerFields(header.string)
        if let type = fields["content-type"], let charset = type.split(separator: "=").last, type.contains("charset") {
            guard ["utf-8", "utf8"].contains(charset.lowercased()) else {
                throw error("the header says `charset=\(charset)`; campaignc reads UTF-8", at: header.offset)
            }
        }
        guard let language = fields["language"], !language.isEmpty else {
            throw error("the header has no `Language:` naming the file's locale", at: header.offset)
        }
        let locale = String(language.map { $0 == "_" ? "-" : $0 })
        var units: [ExchangeUnit] = []
        var seen: Set<String> = []
        for entry in entries.dropFirst() {
            guard let context = entry.context else {
                throw error("the entry has no `msgctxt \"CAMPAIGN/UNIT\"`", at: entry.offset)
            }
            guard let (campaign, unit) = ExchangeIDs.split(context) else {
                throw error("`msgctxt \"\(context)\"` is not CAMPAIGN/UNIT (a campaign id, `/`, a unit id)", at: entry.offset)
            }
            guard seen.insert(context).inserted else { throw error("`\(context)` is given twice", at: entry.offset) }
            var field: String?
            var width: Int?
            for comment in entry.comments {
                field = field ?? UnitNotes.parseField(comment, campaign: campaign)
                width = width ?? UnitNotes.parseWidth(comment)
            }
            let translation = entry.isFuzzy || entry.string.isEmpty ? nil : entry.string
            units.append(ExchangeUnit(campaign: campaign, unit: unit, source: entry.id, translation: translation, field: field, maxWidth: width))
        }
        return TranslationExchange(sourceLocale: fields["x-source-language"], locales: [LocaleUnits(locale: locale, units: units)])
    }

    /// `Name: value` lines of the header, names lowercased, values trimmed.
    static func headerFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            fields[name] = String(line[line.index(after: colon)...].trimmingSpaces)
        }
        return fields
    }
}

/// One PO entry as written.
struct POEntry {
    var comments: [String] = []
    var isFuzzy = false
    var context: String?
    var id: String?
    var string: String = ""
    var hasString = false
    /// Where the entry starts.
    var offset: Int
}
