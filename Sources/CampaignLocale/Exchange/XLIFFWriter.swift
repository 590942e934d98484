/// Writes XLIFF 1.2 (SPEC §16.6): one `<file>` per locale, one `<trans-unit id="CAMPAIGN/UNIT">`
/// per unit with `<source>`, `<target>` when translated, a `<note>` naming the field and the
/// campaign, and `maxwidth` with `size-unit="pixel"` for button labels. A translated unit is
/// `approved="yes"` (it is the text the app ships; tools treat others as needing review), and
/// each `<file>`'s `original` is the translation file it comes from (`fr.yaml`), so tools that
/// key units by file and id keep the locales apart. Whitespace is kept
/// (`xml:space="preserve"`), carriage returns are written `&#13;` so that XML's line-end
/// normalisation keeps them.
public enum XLIFFWriter {
    public static func write(_ exchange: TranslationExchange) throws(ExchangeWriteError) -> [UInt8] {
        guard let source = exchange.sourceLocale else { throw .missingSourceLocale(.xliff) }
        var out = XMLOutput()
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.raw("<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n")
        for locale in exchange.sorted().locales {
            out.raw("  <file original=\"")
            try out.attribute(locale.locale + ".yaml", locale: locale.locale, unit: nil)
            out.raw("\" datatype=\"plaintext\" source-language=\"")
            try out.attribute(source, locale: locale.locale, unit: nil)
            out.raw("\" target-language=\"")
            try out.attribute(locale.locale, locale: locale.locale, unit: nil)
            out.raw("\">\n    <body>\n")
            for unit in locale.units {
                try ExchangeIDs.check(unit, .xliff)
                out.raw("      <trans-unit id=\"\(ExchangeIDs.key(unit))\"")
                if unit.translation?.isEmpty == false { out.raw(" approved=\"yes\"") }
                if let width = unit.maxWidth { out.raw(" maxwidth=\"\(width)\" size-unit=\"pixel\"") }
                out.raw(" xml:space=\"preserve\">\n        <source>")
                try out.text(unit.source ?? "", locale: locale.locale, unit: unit)
                out.raw("</source>\n")
                if let translation = unit.translation, !translation.isEmpty {
                    out.raw("        <target>")
                    try out.text(translation, locale: locale.locale, unit: unit)
                    out.raw("</target>\n")
                }
                if let field = unit.field {
                    out.raw("        <note>")
                    try out.text(UnitNotes.field(field, campaign: unit.campaign), locale: locale.locale, unit: unit)
                    out.raw("</note>\n")
                }
                out.raw("      </trans-unit>\n")
            }
            out.raw("    </body>\n  </file>\n")
        }
        out.raw("</xliff>\n")
        return out.bytes
    }
}

/// XML text and attribute escaping into bytes.
struct XMLOutput {
    var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func text(_ text: String, locale: String, unit: ExchangeUnit?) throws(ExchangeWriteError) {
        try escape(text, inAttribute: false, locale: locale, unit: unit)
    }

    mutating func attribute(_ text: String, locale: String, unit: ExchangeUnit?) throws(ExchangeWriteError) {
        try escape(text, inAttribute: true, locale: locale, unit: unit)
    }

    private mutating func escape(_ text: String, inAttribute: Bool, locale: String, unit: ExchangeUnit?) throws(ExchangeWriteError) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": raw("&amp;")
            case "<": raw("&lt;")
            case ">": raw("&gt;")
            case "\"" where inAttribute: raw("&quot;")
            case "\r": raw("&#13;")
            case "\t" where inAttribute: raw("&#9;")
            case "\n" where inAttribute: raw("&#10;")
            default:
                guard XMLOutput.isXMLCharacter(scalar) else {
                    throw .unrepresentable(.xliff, locale: locale, campaign: unit?.campaign ?? "", unit: unit?.unit ?? "", scalar: scalar)
                }
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// XML 1.0's `Char` production.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
