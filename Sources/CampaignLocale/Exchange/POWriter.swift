/// Writes gettext PO files (SPEC §16.6), one per locale (`fr.po`): a header entry with
/// `Language:` and `Content-Type: text/plain; charset=UTF-8`, then per unit `#.` comments with
/// the field and the width budget, a `#:` reference `CAMPAIGN/UNIT` (which tools that drop
/// `msgctxt`, such as translate-toolkit's po2xliff, keep), `msgctxt "CAMPAIGN/UNIT"`, `msgid` the source, `msgstr` the
/// translation (empty when untranslated). A string with a line break inside is written over
/// several lines, one per line of text, after an empty first string, as gettext writes them.
public enum POWriter {
    public static func write(_ exchange: TranslationExchange) throws(ExchangeWriteError) -> [ExchangeFile] {
        var files: [ExchangeFile] = []
        for locale in exchange.sorted().locales {
            var out = POOutput()
            out.header(locale: locale.locale, source: exchange.sourceLocale)
            for unit in locale.units {
                try ExchangeIDs.check(unit, .po)
                out.line("")
                if let field = unit.field { out.line("#. " + UnitNotes.field(field, campaign: unit.campaign)) }
                if let width = unit.maxWidth { out.line("#. " + UnitNotes.width(width)) }
                out.line("#: " + ExchangeIDs.key(unit))
                out.keyword("msgctxt", ExchangeIDs.key(unit))
                out.keyword("msgid", unit.source ?? "")
                out.keyword("msgstr", unit.translation ?? "")
            }
            files.append(ExchangeFile(name: locale.locale + ".po", bytes: out.bytes))
        }
        return files
    }
}

struct POOutput {
    var bytes: [UInt8] = []

    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    mutating func header(locale: String, source: String?) {
        line("msgid \"\"")
        line("msgstr \"\"")
        var fields = [
            "Project-Id-Version: campaignc", "PO-Revision-Date: ", "Last-Translator: ", "Language-Team: ", "Language: " + locale,
            "MIME-Version: 1.0", "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit", "X-Generator: campaignc",
        ]
        if let source { fields.append("X-Source-Language: " + source) }
        for field in fields { line("\"" + POOutput.escaped(field[...]) + "\\n\"") }
    }

    /// `keyword "text"`, or `keyword ""` then one string per line of a text with inner line breaks.
    mutating func keyword(_ keyword: String, _ text: String) {
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        for scalar in text.unicodeScalars {
            index = text.unicodeScalars.index(after: index)
            if scalar == "\n" {
                pieces.append(text[start..<index])
                start = index
            }
        }
        if start < text.endIndex || pieces.isEmpty { pieces.append(text[start...]) }
        if pieces.count == 1 {
            line(keyword + " \"" + POOutput.escaped(pieces[0]) + "\"")
        } else {
            line(keyword + " \"\"")
            for piece in pieces { line("\"" + POOutput.escaped(piece) + "\"") }
        }
    }

    /// C escapes for `\`, `"`, line feed, tab and carriage return; other characters, controls
    /// included, as themselves (gettext reads octal escapes, translate-toolkit does not; both read
    /// a raw control character).
    static func escaped(_ text: Substring) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\"": out.append(contentsOf: "\\\"".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }
}
