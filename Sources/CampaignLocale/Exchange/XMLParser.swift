/// A strict, non-validating XML 1.0 reader for one document in UTF-8: elements, attributes,
/// character and the five predefined entity references, CDATA, comments and processing
/// instructions. A DOCTYPE is refused (no entity expansion). Elements nest at most
/// `deepest` levels (XLIFF needs 7), so no tree is deep enough to exhaust a stack.
struct XMLParser {
    static let deepest = 100

    private let bytes: [UInt8]
    private var index: Int
    private let format: ExchangeFormat

    init(_ bytes: [UInt8], format: ExchangeFormat) {
        self.bytes = bytes
        self.format = format
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    static func parse(_ bytes: [UInt8], format: ExchangeFormat) throws(ExchangeReadError) -> XMLElement {
        var parser = XMLParser(bytes, format: format)
        return try parser.document()
    }

    func error(_ message: String, at offset: Int? = nil) -> ExchangeReadError {
        ExchangeReadError(format, at: TextPosition.of(offset ?? index, in: bytes), message)
    }

    private func peek(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
    }

    private mutating func skipSpace() {
        while index < bytes.count, XMLParser.isSpace(bytes[index]) { index += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    private mutating func document() throws(ExchangeReadError) -> XMLElement {
        if peek("<?xml") { try declaration() }
        try misc()
        guard index < bytes.count else { throw error("the file has no root element") }
        guard bytes[index] == UInt8(ascii: "<") else { throw error("text before the root element") }
        let root = try elementTree()
        try misc()
        guard index == bytes.count else { throw error("content after the root element") }
        return root
    }

    private mutating func declaration() throws(ExchangeReadError) {
        let start = index
        guard let end = find("?>") else { throw error("the XML declaration is not closed") }
        let text = TagBytes.lower(bytes[start..<end])
        let key = Array("encoding".utf8)
        if let at = (0..<max(0, text.count - key.count)).first(where: { text[$0..<($0 + key.count)].elementsEqual(key) }) {
            var value = text[(at + key.count)...].drop { XMLParser.isSpace($0) || $0 == UInt8(ascii: "=") }
            value = value.dropFirst().prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "'") }
            let name = TagBytes.string(value)
            guard name == "utf-8" || name == "utf8" else { throw error("the file is in \(name), campaignc reads UTF-8", at: start) }
        }
        index = end + 2
    }

    /// Comments, processing instructions and spaces between top-level parts.
    private mutating func misc() throws(ExchangeReadError) {
        while true {
            skipSpace()
            if peek("<!--") {
                try comment()
            } else if peek("<?") {
                guard let end = find("?>") else { throw error("a processing instruction is not closed") }
                index = end + 2
            } else if peek("<!DOCTYPE") || peek("<!doctype") {
                throw error("a DOCTYPE is not read (XLIFF needs none)")
            } else {
                return
            }
        }
    }

    private mutating func comment() throws(ExchangeReadError) {
        let start = index
        index += 4
        guard let end = find("-->") else { throw error("a comment is not closed", at: start) }
        index = end + 3
    }

    /// The offset where `text` next occurs from `index`, or nil.
    private func find(_ text: String) -> Int? {
        let pattern = Array(text.utf8)
        var at = index
        while at + pattern.count <= bytes.count {
            if bytes[at] == pattern[0], bytes[at..<(at + pattern.count)].elementsEqual(pattern) { return at }
            at += 1
        }
        return nil
    }

    private mutating func elementTree() throws(ExchangeReadError) -> XMLElement {
        var stack: [(element: XMLElement, qualified: String)] = []
        while true {
            if index >= bytes.count {
                throw error("`<\(stack.last?.qualified ?? "")>` is not closed", at: stack.last?.element.offset)
            }
            if bytes[index] == UInt8(ascii: "<") {
                if peek("</") {
                    let start = index
                    index += 2
                    let name = try self.name()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw error("expected `>` after `</\(name)`") }
                    index += 1
                    guard let open = stack.popLast() else { throw error("`</\(name)>` closes nothing", at: start) }
                    guard open.qualified == name else {
                        throw error("`</\(name)>` closes `<\(open.qualified)>` (opened at \(TextPosition.of(open.element.offset, in: bytes)))", at: start)
                    }
                    if stack.isEmpty { return open.element }
                    stack[stack.count - 1].element.children.append(.element(open.element))
                } else if peek("<!--") {
                    try comment()
                } else if peek("<![CDATA[") {
                    let start = index
                    index += 9
                    guard let end = find("]]>") else { throw error("a CDATA section is not closed", at: start) }
                    let text = XMLParser.normalisedLineEnds(bytes[index..<end])
                    index = end + 3
                    guard !stack.isEmpty else { throw error("character data outside the root element", at: start) }
                    stack[stack.count - 1].element.children.append(.text(text, offset: start))
                } else if peek("<?") {
                    guard let end = find("?>") else { throw error("a processing instruction is not closed") }
                    index = end + 2
                } else if peek("<!") {
                    throw error("a DOCTYPE or declaration is not read inside an element")
                } else {
                    let (element, qualified, isEmpty) = try startTag()
                    if isEmpty {
                        if stack.isEmpty { return element }
                        stack[stack.count - 1].element.children.append(.element(element))
                    } else {
                        guard stack.count < XMLParser.deepest else {
                            throw error("elements nest deeper than \(XMLParser.deepest) levels", at: element.offset)
                        }
                        stack.append((element, qualified))
                    }
                }
            } else {
                let start = index
                let text = try characterData()
                guard !stack.isEmpty else { throw error("text outside the root element", at: start) }
                stack[stack.count - 1].element.children.append(.text(text, offset: start))
            }
        }
    }

    private mutating func startTag() throws(ExchangeReadError) -> (XMLElement, String, Bool) {
        let offset = index
        index += 1
        let qualified = try name()
        var attributes: [(name: String, value: String)] = []
        var names: Set<String> = []
        while true {
            let hadSpace = index < bytes.count && XMLParser.isSpace(bytes[index])
            skipSpace()
            guard index < bytes.count else { throw error("`<\(qualified)` is not closed", at: offset) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (XMLElement(name: XMLParser.local(qualified), attributes: attributes, children: [], offset: offset), qualified, false)
            }
            if peek("/>") {
                index += 2
                return (XMLElement(name: XMLParser.local(qualified), attributes: attributes, children: [], offset: offset), qualified, true)
            }
            guard hadSpace else { throw error("expected a space, `>` or `/>` in `<\(qualified)`") }
            let attributeStart = index
            let attribute = try name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw error("expected `=` after the attribute `\(attribute)`") }
            index += 1
            skipSpace()
            let value = try attributeValue()
            guard names.insert(attribute).inserted else {
                throw error("the attribute `\(attribute)` is given twice", at: attributeStart)
            }
            attributes.append((attribute, value))
        }
    }

    private mutating func name() throws(ExchangeReadError) -> String {
        let start = index
        while index < bytes.count, XMLParser.isNameByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else { throw error("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        if TagBytes.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80 { return true }
        return !first && (TagBytes.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."))
    }

    static func local(_ qualified: String) -> String {
        guard let colon = qualified.lastIndex(of: ":") else { return qualified }
        return String(qualified[qualified.index(after: colon)...])
    }

    private mutating func attributeValue() throws(ExchangeReadError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw error("expected a quoted attribute value")
        }
        let quote = bytes[index]
        let start = index
        index += 1
        var out: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("an attribute value is not closed", at: start) }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                return String(decoding: out, as: UTF8.self)
            }
            switch byte {
            case UInt8(ascii: "<"): throw error("`<` in an attribute value (write `&lt;`)")
            case UInt8(ascii: "&"): try reference(into: &out)
            case 0x09, 0x0A:
                out.append(0x20)
                index += 1
            case 0x0D:
                out.append(0x20)
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            default:
                try allowed(byte)
                out.append(byte)
                index += 1
            }
        }
    }

    private mutating func characterData() throws(ExchangeReadError) -> String {
        var out: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                try reference(into: &out)
            } else if byte == 0x0D {
                out.append(0x0A)
                index += index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            } else {
                try allowed(byte)
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Refuses the characters XML 1.0 does not allow: C0 controls but tab, line feed and
    /// carriage return, and U+FFFE and U+FFFF.
    private func allowed(_ byte: UInt8) throws(ExchangeReadError) {
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { throw error("a control character XML does not allow") }
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE {
            throw error("U+FFFE and U+FFFF are not characters XML allows")
        }
    }

    /// `&lt;` `&gt;` `&amp;` `&quot;` `&apos;` `&#N;` `&#xH;` at `index`.
    private mutating func reference(into out: inout [UInt8]) throws(ExchangeReadError) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { throw error("`&` starts no entity reference (write `&amp;`)") }
        let body = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        let named: [String: UInt8] = ["lt": 0x3C, "gt": 0x3E, "amp": 0x26, "quot": 0x22, "apos": 0x27]
        if let byte = named[body] {
            out.append(byte)
        } else if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value), XMLOutput.isXMLCharacter(scalar) else {
                throw error("`&\(body);` is not a character XML allows")
            }
            UTF8.encode(scalar) { out.append($0) }
        } else {
            throw error("`&\(body);` is not one of XML's five entities (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`)")
        }
        index = end + 1
    }

    static func normalisedLineEnds(_ slice: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        var index = slice.startIndex
        while index < slice.endIndex {
            if slice[index] == 0x0D {
                out.append(0x0A)
                if index + 1 < slice.endIndex, slice[index + 1] == 0x0A { index += 1 }
            } else {
                out.append(slice[index])
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
