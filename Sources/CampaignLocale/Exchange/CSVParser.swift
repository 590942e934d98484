/// RFC 4180 records: fields separated by `,`, records by CRLF (or LF, or CR), quoted fields with
/// `""` for a quote and line breaks kept as written. A stray `"` in an unquoted field or text
/// after a closing quote is an error.
struct CSVParser {
    struct Record {
        var cells: [String]
        /// The offset of each cell.
        var offsets: [Int]
    }

    private let bytes: [UInt8]
    private var index: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private func error(_ message: String, at offset: Int) -> ExchangeReadError {
        ExchangeReadError(.brazeCSV, at: TextPosition.of(offset, in: bytes), message)
    }

    mutating func records() throws(ExchangeReadError) -> [Record] {
        var records: [Record] = []
        while index < bytes.count {
            records.append(try record())
        }
        return records
    }

    private mutating func record() throws(ExchangeReadError) -> Record {
        var record = Record(cells: [], offsets: [])
        while true {
            record.offsets.append(index)
            record.cells.append(try field())
            guard index < bytes.count else { return record }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case 0x0D:
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                return record
            default:  // 0x0A
                index += 1
                return record
            }
        }
    }

    private mutating func field() throws(ExchangeReadError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != 0x0A, bytes[index] != 0x0D {
                if bytes[index] == UInt8(ascii: "\"") { throw error("a `\"` inside an unquoted field (quote the field and double the `\"`)", at: index) }
                index += 1
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        let start = index
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("the quoted field is not closed", at: start) }
            if bytes[index] == UInt8(ascii: "\"") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                    out.append(UInt8(ascii: "\""))
                    index += 2
                    continue
                }
                index += 1
                guard index == bytes.count || [UInt8(ascii: ","), 0x0A, 0x0D].contains(bytes[index]) else {
                    throw error("text after a quoted field's closing `\"`", at: index)
                }
                return String(decoding: out, as: UTF8.self)
            }
            out.append(bytes[index])
            index += 1
        }
    }
}
