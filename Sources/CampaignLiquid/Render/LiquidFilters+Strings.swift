/// String filters, with Ruby's string semantics (characters are Unicode scalars).
enum LiquidFilters {
    static func capitalize(_ text: String) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased() + text.dropFirst().lowercased()
    }

    static func escapeHTML(_ text: String, once: Bool) -> String {
        var out = ""
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let c = scalars[index]
            switch c {
            case "&":
                if once && isEntity(scalars, from: index + 1) {
                    out.unicodeScalars.append(c)
                } else {
                    out += "&amp;"
                }
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(c)
            }
            index += 1
        }
        return out
    }

    /// `name;` or `#digits;` after an `&`.
    private static func isEntity(_ scalars: [Unicode.Scalar], from start: Int) -> Bool {
        var index = start
        let numeric = index < scalars.count && scalars[index] == "#"
        if numeric { index += 1 }
        let bodyStart = index
        while index < scalars.count && (numeric ? LiquidLexer.isDigit(scalars[index]) : LiquidLexer.isIdentifierStart(scalars[index]) && scalars[index] != "_")
        {
            index += 1
        }
        return index > bodyStart && index < scalars.count && scalars[index] == ";"
    }

    /// `\r?\n` replaced.
    static func replacingNewlines(_ text: String, with replacement: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            if c == "\n" {
                if out.unicodeScalars.last == "\r" { out.unicodeScalars.removeLast() }
                out += replacement
            } else {
                out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Removes `<script…</script>`, `<!--…-->`, `<style…</style>`, then every `<…>`.
    static func stripHTML(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        for (open, close) in [("<script", "</script>"), ("<!--", "-->"), ("<style", "</style>")] {
            scalars = removeSpans(scalars, open: Array(open.unicodeScalars), close: Array(close.unicodeScalars))
        }
        scalars = removeSpans(scalars, open: ["<"], close: [">"])
        return LiquidScalars.string(scalars)
    }

    private static func removeSpans(_ scalars: [Unicode.Scalar], open: [Unicode.Scalar], close: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if matches(scalars, at: index, open), let end = find(scalars, close, from: index + open.count) {
                index = end + close.count
                continue
            }
            out.append(scalars[index])
            index += 1
        }
        return out
    }

    static func matches(_ scalars: [Unicode.Scalar], at index: Int, _ pattern: [Unicode.Scalar]) -> Bool {
        guard index + pattern.count <= scalars.count else { return false }
        for (offset, c) in pattern.enumerated() where scalars[index + offset] != c { return false }
        return true
    }

    static func find(_ scalars: [Unicode.Scalar], _ pattern: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index + pattern.count <= scalars.count {
            if matches(scalars, at: index, pattern) { return index }
            index += 1
        }
        return nil
    }

    /// Ruby's `gsub`/`sub` with a plain string; an empty pattern matches between characters.
    static func replace(_ text: String, _ pattern: String, with replacement: String, all: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        let needle = Array(pattern.unicodeScalars)
        var out = String.UnicodeScalarView()
        if needle.isEmpty {
            guard all else { return replacement + text }
            for c in scalars {
                out.append(contentsOf: replacement.unicodeScalars)
                out.append(c)
            }
            out.append(contentsOf: replacement.unicodeScalars)
            return String(out)
        }
        var index = 0
        var replaced = false
        while index < scalars.count {
            if (all || !replaced) && matches(scalars, at: index, needle) {
                out.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
                replaced = true
            } else {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(out)
    }

    /// Ruby's `String#split(pattern)`: `" "` splits at runs of whitespace, `""` into
    /// characters; trailing empty fields are dropped.
    static func split(_ text: String, _ pattern: String) -> [String] {
        if pattern == " " { return whitespaceSplit(text, limit: nil) }
        let scalars = Array(text.unicodeScalars)
        var fields: [String] = []
        if pattern.isEmpty {
            fields = scalars.map { String($0) }
        } else {
            let needle = Array(pattern.unicodeScalars)
            var start = 0
            var index = 0
            while index + needle.count <= scalars.count {
                if matches(scalars, at: index, needle) {
                    fields.append(LiquidScalars.string(scalars[start..<index]))
                    index += needle.count
                    start = index
                } else {
                    index += 1
                }
            }
            fields.append(LiquidScalars.string(scalars[start...]))
        }
        while fields.last?.isEmpty == true { fields.removeLast() }
        return fields
    }

    /// Ruby's awk-style `split(" ", limit)`: fields between runs of ASCII whitespace; with a
    /// limit, the last field is the rest of the text.
    static func whitespaceSplit(_ text: String, limit: Int?) -> [String] {
        let scalars = Array(text.unicodeScalars)
        if limit == 1 { return scalars.isEmpty ? [] : [text] }
        var fields: [String] = []
        var begin = 0
        var end = 0
        var skipping = true
        var count = 1
        var index = 0
        func field(_ range: Range<Int>) -> String { LiquidScalars.string(scalars[range]) }
        while index < scalars.count {
            let c = scalars[index]
            index += 1
            if skipping {
                if LiquidLexer.isSpace(c) {
                    begin = index
                } else {
                    end = index
                    skipping = false
                    if let limit, limit <= count { break }
                }
            } else if LiquidLexer.isSpace(c) {
                fields.append(field(begin..<end))
                skipping = true
                begin = index
                if limit != nil { count += 1 }
            } else {
                end = index
            }
        }
        if !scalars.isEmpty && (limit != nil || scalars.count > begin) { fields.append(field(begin..<scalars.count)) }
        return fields
    }

    /// Ruby's `slice(start, length)` for strings and arrays: nil where Ruby gives nil.
    static func rubySlice<T>(_ items: [T], _ start: Int, _ length: Int) -> [T]? {
        let begin = start < 0 ? items.count + start : start
        guard begin >= 0, begin <= items.count, length >= 0 else { return nil }
        return Array(items[begin..<min(items.count, begin + min(length, items.count))])
    }

    static func size(_ value: LiquidValue) -> Int {
        switch value {
        case .string(let text): return text.unicodeScalars.count
        case .array(let items): return items.count
        case .object(let object): return object.keys.count
        case .range(let lower, let upper): return max(upper - lower + 1, 0)
        default: return 0
        }
    }

    static let formSafe: Set<UInt8> = Set(Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-~".utf8))
    static let uriSafe: Set<UInt8> = formSafe.union(Array("!*'();:@&=+$,/?#[]".utf8))

    static func percentEncode(_ text: String, keep: Set<UInt8>, spaceAsPlus: Bool) -> String {
        var out = ""
        for byte in text.utf8 {
            if keep.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else if byte == 0x20 && spaceAsPlus {
                out += "+"
            } else {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// CGI's unescape: `+` is a space, `%XX` a byte; nil when the bytes are not UTF-8.
    static func percentDecode(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(0x20)
            } else if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 48...57: return byte - 48
        case 65...70: return byte - 55
        case 97...102: return byte - 87
        default: return nil
        }
    }
}
