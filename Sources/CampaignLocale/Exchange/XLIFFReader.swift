/// Reads XLIFF 1.2 as `XLIFFWriter` writes it and as translation tools return it: `<file>`s
/// with `source-language` and `target-language`, `<trans-unit>`s (also inside `<group>`s) whose
/// `id` is `CAMPAIGN/UNIT`, `<source>`, an optional `<target>` (empty: untranslated), notes
/// (the field comes back from `XLIFFWriter`'s note) and `maxwidth`. Inline `<g>` and `<mrk>`
/// give their text; other inline elements (placeholders) are refused: the texts are plain.
public enum XLIFFReader {
    public static func read(_ bytes: [UInt8]) throws(ExchangeReadError) -> TranslationExchange {
        try ExchangeReader.checkEncoding(bytes, .xliff)
        let root = try XMLParser.parse(bytes, format: .xliff)
        var reader = Reading(bytes: bytes)
        return try reader.document(root)
    }

    private struct Reading {
        let bytes: [UInt8]
        var sourceLocale: String?
        var locales: [LocaleUnits] = []
        var seen: Set<String> = []

        func error(_ message: String, at offset: Int) -> ExchangeReadError {
            ExchangeReadError(.xliff, at: TextPosition.of(offset, in: bytes), message)
        }

        mutating func document(_ root: XMLElement) throws(ExchangeReadError) -> TranslationExchange {
            guard root.name == "xliff" else { throw error("the root element is `<\(root.name)>`, not `<xliff>`", at: root.offset) }
            if let version = root.attribute("version"), !["1.0", "1.1", "1.2"].contains(version) {
                throw error("XLIFF \(version) is not read; campaignc reads XLIFF 1.2", at: root.offset)
            }
            for child in root.elements {
                guard child.name == "file" else { throw error("`<\(child.name)>` in `<xliff>`: expected `<file>`", at: child.offset) }
                try file(child)
            }
            return TranslationExchange(sourceLocale: sourceLocale, locales: locales)
        }

        mutating func file(_ file: XMLElement) throws(ExchangeReadError) {
            guard let source = file.attribute("source-language") else { throw error("`<file>` has no `source-language`", at: file.offset) }
            guard let target = file.attribute("target-language") else { throw error("`<file>` has no `target-language`", at: file.offset) }
            if let known = sourceLocale, known != source {
                throw error("`<file>` has the source language `\(source)`, an earlier one `\(known)`", at: file.offset)
            }
            sourceLocale = source
            var units: [ExchangeUnit] = []
            for child in file.elements {
                switch child.name {
                case "header": continue
                case "body": try body(child, locale: target, into: &units)
                default: throw error("`<\(child.name)>` in `<file>`: expected `<header>` or `<body>`", at: child.offset)
                }
            }
            if let index = locales.firstIndex(where: { $0.locale == target }) {
                locales[index].units += units
            } else {
                locales.append(LocaleUnits(locale: target, units: units))
            }
        }

        mutating func body(_ body: XMLElement, locale: String, into units: inout [ExchangeUnit]) throws(ExchangeReadError) {
            for child in body.elements {
                switch child.name {
                case "trans-unit": units.append(try transUnit(child, locale: locale))
                case "group": try self.body(child, locale: locale, into: &units)
                case "context-group", "count-group", "note", "prop-group": continue
                default: throw error("`<\(child.name)>` is not read: expected `<trans-unit>` or `<group>`", at: child.offset)
                }
            }
        }

        mutating func transUnit(_ element: XMLElement, locale: String) throws(ExchangeReadError) -> ExchangeUnit {
            guard let id = element.attribute("id") else { throw error("`<trans-unit>` has no `id`", at: element.offset) }
            guard let (campaign, unit) = ExchangeIDs.split(id) else {
                throw error("the id `\(id)` is not CAMPAIGN/UNIT (a campaign id, `/`, a unit id)", at: element.offset)
            }
            guard seen.insert(locale + "\u{0}" + id).inserted else {
                throw error("`\(id)` is given twice for the locale `\(locale)`", at: element.offset)
            }
            var source: String?
            var target: String?
            var field: String?
            for child in element.elements {
                switch child.name {
                case "source":
                    guard source == nil else { throw error("`<trans-unit>` has two `<source>`s", at: child.offset) }
                    source = try text(of: child)
                case "target":
                    guard target == nil else { throw error("`<trans-unit>` has two `<target>`s", at: child.offset) }
                    target = try text(of: child)
                case "note":
                    let note = try text(of: child)
                    if field == nil { field = UnitNotes.parseField(note, campaign: campaign) }
                case "seg-source", "context-group", "count-group", "alt-trans", "prop-group": continue
                default: throw error("`<\(child.name)>` in `<trans-unit>` is not read", at: child.offset)
                }
            }
            guard let source else { throw error("`<trans-unit id=\"\(id)\">` has no `<source>`", at: element.offset) }
            var width: Int?
            if let maxwidth = element.attribute("maxwidth"), element.attribute("size-unit").map({ $0 == "pixel" }) ?? true {
                guard let value = Int(maxwidth), value >= 0, maxwidth.utf8.allSatisfy(TagBytes.isDigit) else {
                    throw error("`maxwidth=\"\(maxwidth)\"` is not a whole number of pixels", at: element.offset)
                }
                width = value
            }
            return ExchangeUnit(
                campaign: campaign, unit: unit, source: source, translation: target.flatMap { $0.isEmpty ? nil : $0 }, field: field, maxWidth: width)
        }

        /// The text of `<source>`, `<target>` or `<note>`, through `<g>` and `<mrk>`.
        func text(of element: XMLElement) throws(ExchangeReadError) -> String {
            var out = ""
            var pending: [XMLNode] = element.children.reversed()
            while let node = pending.popLast() {
                switch node {
                case .text(let text, _):
                    out += text
                case .element(let inner) where inner.name == "g" || inner.name == "mrk":
                    pending.append(contentsOf: inner.children.reversed())
                case .element(let inner):
                    throw error("the inline element `<\(inner.name)>` in `<\(element.name)>` is not read: the texts are plain", at: inner.offset)
                }
            }
            return out
        }
    }
}
