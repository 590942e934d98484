/// Writes Braze's translation CSV (SPEC §16.6), one file per campaign (`spring-sale.csv`) in the
/// layout of Braze's template: a variant row (the campaign id, then empty cells), the header
/// `,Translation tags,SOURCE,LOCALE…`, then one row per unit id: the id, the source text under
/// "Translation tags" and again under the source locale, then each locale's translation
/// (empty when untranslated). RFC 4180: CRLF line ends, fields quoted when they hold `,`, `"`,
/// a line break or spaces at an end, `"` doubled.
public enum BrazeCSVWriter {
    public static func write(_ exchange: TranslationExchange) throws(ExchangeWriteError) -> [ExchangeFile] {
        guard let source = exchange.sourceLocale else { throw .missingSourceLocale(.brazeCSV) }
        let table = exchange.carried(by: .brazeCSV)
        let locales = table.locales.map(\.locale)
        var files: [ExchangeFile] = []
        var rowsByCampaign: [(campaign: String, rows: [[String]])] = []
        for (position, unit) in (table.locales.first?.units ?? []).enumerated() {
            try ExchangeIDs.check(unit, .brazeCSV)
            let source = unit.source ?? ""
            let row = [unit.unit, source, source] + table.locales.map { $0.units[position].translation ?? "" }
            if rowsByCampaign.last?.campaign == unit.campaign {
                rowsByCampaign[rowsByCampaign.count - 1].rows.append(row)
            } else {
                rowsByCampaign.append((unit.campaign, [row]))
            }
        }
        let width = 3 + locales.count
        for (campaign, rows) in rowsByCampaign {
            var out: [UInt8] = []
            CSVOutput.row([campaign] + Array(repeating: "", count: width - 1), into: &out)
            CSVOutput.row(["", "Translation tags", source] + locales, into: &out)
            for row in rows { CSVOutput.row(row, into: &out) }
            files.append(ExchangeFile(name: campaign + ".csv", bytes: out))
        }
        return files
    }
}

enum CSVOutput {
    static func row(_ cells: [String], into out: inout [UInt8]) {
        for (index, cell) in cells.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            field(cell, into: &out)
        }
        out.append(contentsOf: [0x0D, 0x0A])
    }

    private static func field(_ text: String, into out: inout [UInt8]) {
        let bytes = Array(text.utf8)
        let needsQuotes =
            bytes.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
            || bytes.first == 0x20 || bytes.last == 0x20 || bytes.first == 0x09 || bytes.last == 0x09
        guard needsQuotes else { return out.append(contentsOf: bytes) }
        out.append(UInt8(ascii: "\""))
        for byte in bytes {
            out.append(byte)
            if byte == UInt8(ascii: "\"") { out.append(byte) }
        }
        out.append(UInt8(ascii: "\""))
    }
}
