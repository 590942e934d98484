/// The PO syntax: comments, `msgctxt`, `msgid`, `msgstr` and their continuation strings, with
/// C escapes. Line by line, one pass.
struct POParser {
    private let bytes: [UInt8]
    private var index: Int
    private var read: [POEntry] = []
    private var entry: POEntry?
    /// The keyword whose string a continuation line extends.
    private var last: String?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    private func error(_ message: String, at offset: Int) -> ExchangeReadError {
        ExchangeReadError(.po, at: TextPosition.of(offset, in: bytes), message)
    }

    mutating func entries() throws(ExchangeReadError) -> [POEntry] {
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            try line(index, end)
            index = end
            if index < bytes.count, bytes[index] == 0x0D { index += 1 }
            if index < bytes.count, bytes[index] == 0x0A { index += 1 }
        }
        try finish()
        return read
    }

    private mutating func line(_ start: Int, _ end: Int) throws(ExchangeReadError) {
        var at = start
        while at < end, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        guard at < end else { return try finish() }
        let text = bytes[at..<end]
        if text.first == UInt8(ascii: "#") {
            if text.starts(with: Array("#~".utf8)) { return }
            if entry?.hasString == true { try finish() }
            if entry == nil { entry = POEntry(offset: at) }
            if text.starts(with: Array("#.".utf8)) {
                var comment = text.dropFirst(2)
                if comment.first == 0x20 { comment = comment.dropFirst() }
                entry?.comments.append(String(decoding: comment, as: UTF8.self))
            } else if text.starts(with: Array("#,".utf8)) {
                let flags = String(decoding: text.dropFirst(2), as: UTF8.self).split(separator: ",")
                if flags.contains(where: { $0.trimmingSpaces == "fuzzy" }) { entry?.isFuzzy = true }
            }
            last = nil
            return
        }
        if text.first == UInt8(ascii: "\"") {
            guard let keyword = last else { throw error("a string continues no `msgctxt`, `msgid` or `msgstr`", at: at) }
            let value = try string(at, end)
            append(value, to: keyword)
            return
        }
        var wordEnd = at
        while wordEnd < end, bytes[wordEnd] != 0x20, bytes[wordEnd] != 0x09 { wordEnd += 1 }
        let keyword = String(decoding: bytes[at..<wordEnd], as: UTF8.self)
        switch keyword {
        case "msgctxt", "msgid":
            if entry?.hasString == true || (keyword == "msgctxt" && entry?.context != nil) || entry?.id != nil { try finish() }
            if entry == nil { entry = POEntry(offset: at) }
        case "msgstr":
            guard entry?.id != nil else { throw error("`msgstr` without a `msgid` before it", at: at) }
            guard entry?.hasString == false else { throw error("a second `msgstr` in one entry", at: at) }
        case "msgid_plural":
            throw error("plural forms (`msgid_plural`) are not read: campaign texts have none", at: at)
        default:
            if keyword.hasPrefix("msgstr[") { throw error("plural forms (`\(keyword)`) are not read: campaign texts have none", at: at) }
            throw error("`\(keyword)` is not a PO keyword (expected `msgctxt`, `msgid` or `msgstr`)", at: at)
        }
        var stringStart = wordEnd
        while stringStart < end, bytes[stringStart] == 0x20 || bytes[stringStart] == 0x09 { stringStart += 1 }
        guard stringStart < end, bytes[stringStart] == UInt8(ascii: "\"") else { throw error("expected a string after `\(keyword)`", at: stringStart) }
        let value = try string(stringStart, end)
        switch keyword {
        case "msgctxt": entry?.context = value
        case "msgid": entry?.id = value
        default:
            entry?.string = value
            entry?.hasString = true
        }
        last = keyword
    }

    private mutating func append(_ value: String, to keyword: String) {
        guard var current = entry else { return }
        entry = nil  // one owner, so the strings grow in place
        switch keyword {
        case "msgctxt": current.context = (current.context ?? "") + value
        case "msgid": current.id = (current.id ?? "") + value
        default: current.string += value
        }
        entry = current
    }

    private mutating func finish() throws(ExchangeReadError) {
        last = nil
        guard let done = entry else { return }
        entry = nil
        guard done.id != nil || done.context != nil || done.hasString else { return }  // comments alone
        guard done.id != nil else { throw error("the entry has no `msgid`", at: done.offset) }
        guard done.hasString else { throw error("the entry has no `msgstr`", at: done.offset) }
        read.append(done)
    }

    /// The string literal from `start` (a `"`) to the line's `end`, escapes decoded.
    private func string(_ start: Int, _ end: Int) throws(ExchangeReadError) -> String {
        var out: [UInt8] = []
        var at = start + 1
        while true {
            guard at < end else { throw error("the string is not closed on its line", at: start) }
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                out.append(byte)
                at += 1
                continue
            }
            guard at + 1 < end else { throw error("a `\\` ends the line", at: at) }
            let escape = bytes[at + 1]
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "\""): 0x22,
                UInt8(ascii: "a"): 0x07, UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B, UInt8(ascii: "'"): 0x27,
                UInt8(ascii: "?"): 0x3F,
            ]
            if let value = simple[escape] {
                out.append(value)
                at += 2
            } else if escape >= UInt8(ascii: "0"), escape <= UInt8(ascii: "7") {
                var value = 0
                var digits = at + 1
                while digits < end, digits < at + 4, bytes[digits] >= UInt8(ascii: "0"), bytes[digits] <= UInt8(ascii: "7") {
                    value = value * 8 + Int(bytes[digits] - UInt8(ascii: "0"))
                    digits += 1
                }
                guard value < 0x80 else { throw error("`\\\(value)`: an octal escape above 177 is a byte, not a character", at: at) }
                out.append(UInt8(value))
                at = digits
            } else if escape == UInt8(ascii: "x") {
                var value = 0
                var digits = at + 2
                while digits < end, digits < at + 4, let digit = POParser.hexValue(bytes[digits]) {
                    value = value * 16 + digit
                    digits += 1
                }
                guard digits > at + 2, value < 0x80 else { throw error("`\\x` needs hexadecimal digits of a character below 80", at: at) }
                out.append(UInt8(value))
                at = digits
            } else {
                throw error("`\\\(String(decoding: [escape], as: UTF8.self))` is not an escape PO knows", at: at)
            }
        }
        var after = at + 1
        while after < end, bytes[after] == 0x20 || bytes[after] == 0x09 { after += 1 }
        guard after == end else { throw error("text after the string's closing `\"`", at: after) }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
