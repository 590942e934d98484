import CampaignLocale
import XCTest

/// Malformed files: the format read, the position and the message, exactly.
final class ExchangeReaderErrorTests: XCTestCase {
    private let xliffHead = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file source-language=\"en\" target-language=\"fr\"><body>\n"
    private let poHead = "msgid \"\"\nmsgstr \"Language: fr\\n\"\n\n"

    func testErrors() {
        let cases: [(String, ExchangeFormat?, String)] = [
            ("", nil, "1:1: the file is empty: no XLIFF, PO, Braze CSV or braze-api content"),
            (" \n\t", nil, "1:1: the file is empty: no XLIFF, PO, Braze CSV or braze-api content"),
            // XLIFF
            ("<xliff version=\"2.0\"></xliff>", .xliff, "1:1: XLIFF 2.0 is not read; campaignc reads XLIFF 1.2"),
            ("<html></html>", .xliff, "1:1: the root element is `<html>`, not `<xliff>`"),
            ("<xliff><file>", .xliff, "1:8: `<file>` is not closed"),
            ("<xliff></file>", .xliff, "1:8: `</file>` closes `<xliff>` (opened at 1:1)"),
            ("<!DOCTYPE x><xliff/>", .xliff, "1:1: a DOCTYPE is not read (XLIFF needs none)"),
            ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><xliff/>", .xliff, "1:1: the file is in iso-8859-1, campaignc reads UTF-8"),
            ("<xliff><file target-language=\"fr\"/></xliff>", .xliff, "1:8: `<file>` has no `source-language`"),
            (
                xliffHead + "<trans-unit id=\"nope\"><source>a</source></trans-unit></body></file></xliff>", .xliff,
                "4:1: the id `nope` is not CAMPAIGN/UNIT (a campaign id, `/`, a unit id)"
            ),
            (
                xliffHead + "<trans-unit id=\"c/m\"><target>a</target></trans-unit></body></file></xliff>", .xliff,
                "4:1: `<trans-unit id=\"c/m\">` has no `<source>`"
            ),
            (
                xliffHead + "<trans-unit id=\"c/m\"><source>a &nbsp; b</source></trans-unit></body></file></xliff>", .xliff,
                "4:32: `&nbsp;` is not one of XML's five entities (`&lt;` `&gt;` `&amp;` `&quot;` `&apos;`)"
            ),
            (
                xliffHead + "<trans-unit id=\"c/m\"><source>a <ph id=\"1\"/> b</source></trans-unit></body></file></xliff>", .xliff,
                "4:32: the inline element `<ph>` in `<source>` is not read: the texts are plain"
            ),
            (
                xliffHead
                    + "<trans-unit id=\"c/m\"><source>x</source></trans-unit><trans-unit id=\"c/m\"><source>y</source></trans-unit></body></file></xliff>",
                .xliff, "4:53: `c/m` is given twice for the locale `fr`"
            ),
            (
                xliffHead + "<trans-unit id=\"c/m\" maxwidth=\"wide\"><source>x</source></trans-unit></body></file></xliff>", .xliff,
                "4:1: `maxwidth=\"wide\"` is not a whole number of pixels"
            ),
            ("<xliff a=\"1\" a=\"2\"/>", .xliff, "1:14: the attribute `a` is given twice"),
            ("<xliff>\u{1}</xliff>", .xliff, "1:8: a control character XML does not allow"),
            // PO
            ("msgid \"x\"\nmsgstr \"y\"\n", .po, "1:1: the file has no header entry (`msgid \"\"` first, with `Language:`)"),
            ("msgid \"\"\nmsgstr \"Project-Id-Version: x\\n\"\n", .po, "1:1: the header has no `Language:` naming the file's locale"),
            (
                "msgid \"\"\nmsgstr \"Language: fr\\nContent-Type: text/plain; charset=ISO-8859-1\\n\"\n", .po,
                "1:1: the header says `charset=ISO-8859-1`; campaignc reads UTF-8"
            ),
            (poHead + "msgid \"x\"\nmsgstr \"y\"\n", .po, "4:1: the entry has no `msgctxt \"CAMPAIGN/UNIT\"`"),
            (poHead + "msgctxt \"c/m\"\nmsgid \"x\nmsgstr \"y\"\n", .po, "5:7: the string is not closed on its line"),
            (
                poHead + "msgctxt \"c/m\"\nmsgid \"x\"\nmsgid_plural \"xs\"\nmsgstr[0] \"y\"\n", .po,
                "6:1: plural forms (`msgid_plural`) are not read: campaign texts have none"
            ),
            (poHead + "msgctxt \"c/m\"\nmsgid \"a\\qb\"\nmsgstr \"\"\n", .po, "5:9: `\\q` is not an escape PO knows"),
            (poHead + "msgctxt \"c/m\"\nmsgid \"x\"\n", .po, "4:1: the entry has no `msgstr`"),
            (poHead + "msgctxt \"c/m\"\nmsgid \"x\"\nmsgstr \"y\"\n\nmsgctxt \"c/m\"\nmsgid \"x\"\nmsgstr \"z\"\n", .po, "8:1: `c/m` is given twice"),
            (poHead + "msgctxt \"c/m\"\nmsgid \"x\" junk\nmsgstr \"y\"\n", .po, "5:11: text after the string's closing `\"`"),
            ("msgid \"\"\nmsgstr \"Language: fr\\n\"\nhello \"x\"\n", .po, "3:1: `hello` is not a PO keyword (expected `msgctxt`, `msgid` or `msgstr`)"),
            // Braze CSV
            ("Spring Sale,,\n", .brazeCSV, "1:1: the first row names the campaign: `Spring Sale` is not a campaign id"),
            ("spring,x\n", .brazeCSV, "1:8: the first row holds only the campaign id; this cell holds `x`"),
            ("spring,,\n", .brazeCSV, "2:1: the header row `,Translation tags,SOURCE,LOCALE…` is missing"),
            ("spring,,\nid,en,fr\n", .brazeCSV, "2:1: the second row must be `,Translation tags,SOURCE,LOCALE…`"),
            ("spring,,,\n,Translation tags,en,fr\nmessage,Hi,Hi\n", .brazeCSV, "3:1: the row has 3 cells, the header 4"),
            (
                "spring,,,\n,Translation tags,en,fr\nmessage,Hi,Hello,Salut\n", .brazeCSV,
                "3:12: the `en` column must repeat the Translation tags text (change the campaign, not the CSV)"
            ),
            ("spring,,,\n,Translation tags,en,fr\nmessage,\"Hi,Hi,Salut\n", .brazeCSV, "3:9: the quoted field is not closed"),
            (
                "spring,,,\n,Translation tags,en,fr\nmessage,Hi \"x\",Hi,Salut\n", .brazeCSV,
                "3:12: a `\"` inside an unquoted field (quote the field and double the `\"`)"
            ),
            ("spring,,,\n,Translation tags,en,en\n", .brazeCSV, "2:22: the locale `en` has two columns"),
            ("spring,,,\n,Translation tags,en,fr\nm,a,a,b\nm,a,a,c\n", .brazeCSV, "4:1: the unit `m` has two rows"),
            // braze-api
            ("{\"campaign\":\"c\",\"locale\":\"fr\"}\n", .brazeAPI, "1:1: the line has no `translation_map`"),
            (
                "{\"campaign\":\"c\",\"locale\":\"fr\",\"translation_map\":{\"m\":1}}\n", .brazeAPI,
                "1:54: the translation of `m` must be a string, not a number"
            ),
            ("{\"campaign\":\"c\",\n\"locale\":\"fr\"}\n", .brazeAPI, "1:17: the object is not closed (one object per line)"),
            (
                "{\"campaign\":\"c\",\"locale\":\"fr\",\"translation_map\":{},\"id\":\"x\"}\n", .brazeAPI,
                "1:52: `id` is not a key of braze-api lines (`campaign`, `locale`, `translation_map`)"
            ),
            ("{\"campaign\":\"c\",\"campaign\":\"d\"}\n", .brazeAPI, "1:17: the key `campaign` is given twice"),
            (
                "{\"campaign\":\"c\",\"locale\":\"fr\",\"translation_map\":{\"m\":\"\\ud800\"}}\n", .brazeAPI,
                "1:55: a high surrogate `\\uD800` without its low half"
            ),
            (
                "{\"campaign\":\"c\",\"locale\":\"fr\",\"translation_map\":{}}\n{\"campaign\":\"c\",\"locale\":\"fr\",\"translation_map\":{}}\n", .brazeAPI,
                "2:1: the campaign `c` in `fr` is given twice"
            ),
            ("[1]\n", .brazeAPI, "1:1: each line is a JSON object, this one an array"),
        ]
        for (text, format, expected) in cases {
            do {
                _ = try ExchangeReader.read(Array(text.utf8))
                XCTFail("should fail: \(text)")
            } catch {
                XCTAssertEqual(error.format, format, text)
                XCTAssertEqual(error.description, expected, text)
            }
        }
    }

    func testInvalidUTF8() {
        let bytes: [UInt8] = Array("msgid \"\"\nmsgstr \"Language: fr\\n\"\n# caf".utf8) + [0xE9, 0x0A]
        XCTAssertThrowsError(try ExchangeReader.read(bytes)) { error in
            XCTAssertEqual((error as? ExchangeReadError)?.description, "3:6: the byte 0xE9 is not UTF-8")
        }
    }

    /// Untranslated forms: an empty `<target/>`, `msgstr ""`, an empty cell, an empty text; a
    /// fuzzy PO entry; a BOM, CR LF line ends and a `<group>`.
    func testUntranslatedAndTolerated() throws {
        let xliff =
            "\u{FEFF}<xliff version=\"1.2\">\r\n<file source-language=\"en\" target-language=\"fr\"><body><group>"
            + "<trans-unit id=\"c/a\"><source>A\r\nB</source><target/></trans-unit>"
            + "<trans-unit id=\"c/b\"><source><![CDATA[<b>]]></source><target><mrk mtype=\"seg\">B</mrk></target></trans-unit>"
            + "</group></body></file></xliff>"
        let (_, read) = try ExchangeReader.read(Array(xliff.utf8))
        XCTAssertEqual(
            read.locales[0].units,
            [
                ExchangeUnit(campaign: "c", unit: "a", source: "A\nB", translation: nil),
                ExchangeUnit(campaign: "c", unit: "b", source: "<b>", translation: "B"),
            ])
        let po =
            "msgid \"\"\r\nmsgstr \"\"\r\n\"Language: pt_BR\\n\"\r\n\r\n#, fuzzy\r\nmsgctxt \"c/a\"\r\nmsgid \"A\"\r\nmsgstr \"Á\"\r\n"
            + "msgctxt \"c/b\"\nmsgid \"B\"\nmsgstr \"\"\n#~ msgctxt \"c/old\"\n#~ msgid \"O\"\n#~ msgstr \"Ó\"\n"
        let (_, readPO) = try ExchangeReader.read(Array(po.utf8))
        XCTAssertEqual(readPO.locales.map(\.locale), ["pt-BR"])
        XCTAssertEqual(readPO.locales[0].units.map(\.translation), [nil, nil])
        let csv = "c,,,\r\n,Translation tags,en,fr\r\nm,Hi,Hi,\r\n,,,\r\n"
        let (_, readCSV) = try ExchangeReader.read(Array(csv.utf8))
        XCTAssertEqual(readCSV.locales[0].units, [ExchangeUnit(campaign: "c", unit: "m", source: "Hi", translation: nil)])
        let api = "\n{\"campaign\": \"c\", \"locale\": \"fr\", \"translation_map\": {\"m\": \"\", \"n\": \"\\ud83d\\ude00\"}}\r\n\n"
        let (_, readAPI) = try ExchangeReader.read(Array(api.utf8))
        XCTAssertEqual(readAPI.locales[0].units, [ExchangeUnit(campaign: "c", unit: "n", source: nil, translation: "😀")])
    }

    func testDetection() {
        XCTAssertEqual(ExchangeReader.format(of: Array("  <xliff/>".utf8)), .xliff)
        XCTAssertEqual(ExchangeReader.format(of: Array("# comment".utf8)), .po)
        XCTAssertEqual(ExchangeReader.format(of: Array("msgctxt \"a/b\"".utf8)), .po)
        XCTAssertEqual(ExchangeReader.format(of: Array("msgid,,\n".utf8)), .brazeCSV)
        XCTAssertEqual(ExchangeReader.format(of: Array("\u{FEFF}{\"a\":1}".utf8)), .brazeAPI)
        XCTAssertEqual(ExchangeReader.format(of: Array("spring,,".utf8)), .brazeCSV)
        XCTAssertNil(ExchangeReader.format(of: []))
    }
}
