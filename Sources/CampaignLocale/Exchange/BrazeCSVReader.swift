/// Reads one Braze translation CSV as `BrazeCSVWriter` writes it: the variant row names the
/// campaign, the header row the source locale and the locales, each further row a unit. The
/// source locale's column must repeat the "Translation tags" text (Braze refuses a changed
/// source too); rows of empty cells are skipped; an empty cell is an untranslated unit.
public enum BrazeCSVReader {
    public static func read(_ bytes: [UInt8]) throws(ExchangeReadError) -> TranslationExchange {
        try ExchangeReader.checkEncoding(bytes, .brazeCSV)
        var parser = CSVParser(bytes)
        let records = try parser.records()
        func error(_ message: String, at offset: Int) -> ExchangeReadError {
            ExchangeReadError(.brazeCSV, at: TextPosition.of(offset, in: bytes), message)
        }
        guard let variant = records.first else { throw error("the file is empty", at: 0) }
        let campaign = variant.cells[0]
        guard ExchangeIDs.isCampaign(campaign[...]) else {
            throw error("the first row names the campaign: `\(campaign)` is not a campaign id", at: variant.offsets[0])
        }
        if let extra = variant.cells.indices.dropFirst().first(where: { !variant.cells[$0].isEmpty }) {
            throw error("the first row holds only the campaign id; this cell holds `\(variant.cells[extra])`", at: variant.offsets[extra])
        }
        guard records.count > 1 else { throw error("the header row `,Translation tags,SOURCE,LOCALE…` is missing", at: bytes.count) }
        let header = records[1]
        guard header.cells.count >= 3, header.cells[0].isEmpty, header.cells[1] == "Translation tags" else {
            throw error("the second row must be `,Translation tags,SOURCE,LOCALE…`", at: header.offsets[0])
        }
        let source = header.cells[2]
        let locales = Array(header.cells[3...])
        var columns: Set<String> = []
        for (index, locale) in header.cells.enumerated().dropFirst(2) {
            guard !locale.isEmpty else { throw error("a locale column has no tag", at: header.offsets[index]) }
            guard columns.insert(locale).inserted else { throw error("the locale `\(locale)` has two columns", at: header.offsets[index]) }
        }
        var units: [[ExchangeUnit]] = Array(repeating: [], count: locales.count)
        var seen: Set<String> = []
        for record in records.dropFirst(2) where !record.cells.allSatisfy(\.isEmpty) {
            guard record.cells.count == header.cells.count else {
                throw error("the row has \(record.cells.count) cells, the header \(header.cells.count)", at: record.offsets[0])
            }
            let id = record.cells[0]
            guard ExchangeIDs.isUnit(id[...]) else { throw error("`\(id)` is not a unit id", at: record.offsets[0]) }
            guard seen.insert(id).inserted else { throw error("the unit `\(id)` has two rows", at: record.offsets[0]) }
            let text = record.cells[1]
            guard record.cells[2] == text else {
                throw error("the `\(source)` column must repeat the Translation tags text (change the campaign, not the CSV)", at: record.offsets[2])
            }
            for column in locales.indices {
                let cell = record.cells[3 + column]
                units[column].append(ExchangeUnit(campaign: campaign, unit: id, source: text, translation: cell.isEmpty ? nil : cell))
            }
        }
        return TranslationExchange(
            sourceLocale: source, locales: locales.indices.map { LocaleUnits(locale: locales[$0], units: units[$0]) })
    }
}
