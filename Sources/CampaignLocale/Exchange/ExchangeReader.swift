/// Reads any of the four formats, told apart by content, never by file name: after an optional
/// BOM and white space, `<` is XLIFF, `{` (or `[`) is braze-api, `#`, `msgid ` or `msgctxt ` is PO, and
/// anything else a Braze CSV (whose first cell is a campaign id, which starts with a letter or
/// digit).
public enum ExchangeReader {
    public static func format(of bytes: [UInt8]) -> ExchangeFormat? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, XMLParser.isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let rest = bytes[index...]
        switch bytes[index] {
        case UInt8(ascii: "<"): return .xliff
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .brazeAPI
        case UInt8(ascii: "#"): return .po
        default:
            for keyword in ["msgid", "msgctxt"] {
                let word = Array(keyword.utf8)
                if rest.starts(with: word), rest.count > word.count, [0x20, 0x09].contains(rest[index + word.count]) { return .po }
            }
            return .brazeCSV
        }
    }

    /// The format and what the file holds, or the first problem and where.
    public static func read(_ bytes: [UInt8]) throws(ExchangeReadError) -> (format: ExchangeFormat, exchange: TranslationExchange) {
        guard let format = format(of: bytes) else {
            throw ExchangeReadError(nil, at: TextPosition(line: 1, column: 1), "the file is empty: no XLIFF, PO, Braze CSV or braze-api content")
        }
        switch format {
        case .xliff: return (format, try XLIFFReader.read(bytes))
        case .po: return (format, try POReader.read(bytes))
        case .brazeCSV: return (format, try BrazeCSVReader.read(bytes))
        case .brazeAPI: return (format, try BrazeAPIReader.read(bytes))
        }
    }

    static func checkEncoding(_ bytes: [UInt8], _ format: ExchangeFormat) throws(ExchangeReadError) {
        if let offset = UTF8Check.firstInvalid(bytes) {
            throw ExchangeReadError(
                format, at: TextPosition.of(offset, in: bytes), "the byte 0x\(LanguageTagProblem.hex(UInt32(bytes[offset])).suffix(2)) is not UTF-8")
        }
    }
}
