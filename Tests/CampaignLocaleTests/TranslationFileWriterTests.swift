import CampaignLocale
import CampaignTestSupport
import Foundation
import XCTest

final class TranslationFileWriterTests: XCTestCase {
    /// Texts that YAML could read otherwise if written plain.
    static let yamlHostile = [
        "no", "yes", "Off", "y", "null", "~", "NULL", "1e3", "0x1F", "0o17", "12:30", "2026-03-01", "+1", "-2.5", ".5", ".inf", "-.Inf", ".NaN",
        "- item", "? x", ": x", "a: b", "a #b", "a#b", "#x", "&anchor", "*alias", "!tag", "|", ">", "'q'", "\"q\"", "%x", "@x", "`x", " lead",
        "trail ", "tab\there", "\u{85}", "\u{2028}x", "\u{FEFF}x", "\u{1}", "\u{7F}", "\u{9F}", "é", "😀", "{{x}}", "x {{y}}", "[a]", "a, b",
        "a: ", "x:", "---", "...", "<<", "=", "", "\n", " ", "\\", "\"'", "line\nbreak\r\nand\rmore", "\u{0}", "\u{1B}", "\u{FFFE}",
        "Soldes de printemps : -20 % sur les chaussures", "Bienvenue, {{${first_name} | default: 'à vous'}}", "Voir", "20 % off",
    ]

    func testCanonicalForm() {
        let bytes = TranslationFileWriter.write(
            locale: "fr",
            texts: [
                "welcome-tour": ["header": "Bienvenue, {{${first_name} | default: 'à vous'}}"],
                "spring-sale": ["message": "Soldes de printemps : -20 % sur les chaussures", "buttons.0.text": "Voir"],
                "empty": [:],
            ])
        XCTAssertEqual(
            String(decoding: bytes, as: UTF8.self),
            """
            locale: fr
            campaigns:
              spring-sale:
                buttons.0.text: Voir
                message: "Soldes de printemps : -20 % sur les chaussures"
              welcome-tour:
                header: "Bienvenue, {{${first_name} | default: 'à vous'}}"

            """)
        XCTAssertEqual(String(decoding: TranslationFileWriter.write(locale: "no", texts: [:]), as: UTF8.self), "locale: \"no\"\ncampaigns: {}\n")
    }

    func testSpelling() {
        let cases: [(String, String)] = [
            ("Voir", "Voir"), ("no", "\"no\""), ("1e3", "\"1e3\""), ("20 % off", "20 % off"), ("a: b", "\"a: b\""), ("a#b", "a#b"),
            ("a #b", "\"a #b\""), ("{{x}}", "\"{{x}}\""), ("x {{y}}", "x {{y}}"), ("tab\there", "\"tab\\there\""), ("\u{85}", "\"\\N\""),
            ("\u{2028}x", "\"\\Lx\""), ("\u{FEFF}x", "\"\\uFEFFx\""), ("\u{1}", "\"\\x01\""), ("\u{9F}", "\"\\x9F\""), ("", "\"\""),
            ("say \"hi\"", "say \"hi\""), ("\"q\"", "\"\\\"q\\\"\""), ("back\\slash", "back\\slash"), ("line\nbreak", "\"line\\nbreak\""),
            ("😀 Café", "😀 Café"), ("x:", "\"x:\""), ("12:30", "\"12:30\""), ("2026-03-01", "\"2026-03-01\""), ("-20 %", "\"-20 %\""),
        ]
        for (text, spelled) in cases {
            XCTAssertEqual(YAMLScalar.spelled(text), spelled, text)
        }
    }

    /// An unchanged value keeps its bytes where they read the same at the new place.
    func testOriginalBytes() {
        let cases: [(text: String, bytes: String, kept: Bool)] = [
            ("Voir", "'Voir'", true),
            ("Voir", "\"Vo\\x69r\"", true),
            ("a\nb\n", "|\n      a\n      b\n", true),
            ("a\nb", "|-\n      a\n      b\n", true),
            ("a b\n", ">\n      a\n      b\n", true),
            ("a\nb", "|\n      a\n      b", false),  // no final line break: ending the line would add one
            ("a\n\n", "|+\n      a\n\n", false),
            ("a\n", "|2\n        a\n", false),
            ("a\n", "|\n   a\n", false),  // not indented past the units' four spaces
            ("Voir", "&v Voir", false),
            ("Voir", "*v", false),
            ("a b", "\"a\n  b\"", false),
        ]
        for (text, bytes, kept) in cases {
            let original = TranslationFileWriter.OriginalValue(text: text, bytes: Array(bytes.utf8))
            let written = String(
                decoding: TranslationFileWriter.write(locale: "fr", texts: ["c": ["m": text]], originals: ["c": ["m": original]]), as: UTF8.self)
            let value = String(written.dropFirst("locale: fr\ncampaigns:\n  c:\n    m: ".count))
            let expected = kept ? String(bytes.reversed().drop { $0 == "\n" }.reversed()) + "\n" : YAMLScalar.spelled(text) + "\n"
            XCTAssertEqual(value, expected, bytes)
        }
        // A changed text is spelled anew.
        let changed = TranslationFileWriter.OriginalValue(text: "Voir", bytes: Array("'Voir'".utf8))
        let written = TranslationFileWriter.write(locale: "fr", texts: ["c": ["m": "Voir plus"]], originals: ["c": ["m": changed]])
        XCTAssertTrue(String(decoding: written, as: UTF8.self).hasSuffix("    m: Voir plus\n"))
    }

    /// libyaml (through Python) reads every written file back as exactly its texts.
    func testReadBackWithLibyaml() throws {
        guard PythonCheck.isAvailable else { throw XCTSkip("no \(PythonCheck.interpreter)") }
        var random = SplitMix64(seed: 32)
        var lines: [String] = []
        func add(_ texts: [String: [String: String]], originals: [String: [String: TranslationFileWriter.OriginalValue]] = [:]) throws {
            let yaml = String(decoding: TranslationFileWriter.write(locale: "fr", texts: texts, originals: originals), as: UTF8.self)
            let object: [String: Any] = ["yaml": yaml, "locale": "fr", "campaigns": texts.filter { !$0.value.isEmpty }]
            lines.append(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
        }
        let hostile = Self.yamlHostile
        try add(["c": Dictionary(uniqueKeysWithValues: hostile.enumerated().map { ("u\($0.offset)", $0.element) })])
        for _ in 0..<200 {
            var units: [String: String] = [:]
            for index in 0..<(1 + random.below(6)) {
                var text = ""
                for _ in 0..<(1 + random.below(4)) {
                    text += random.chance(50) ? hostile[random.below(hostile.count)] : ExchangeSamples.pieces[random.below(ExchangeSamples.pieces.count)]
                }
                units["u\(index)"] = text
            }
            try add(["no": units, "c-\(random.below(9))": ["yes": "1e3"]])
        }
        let blocks: [String: TranslationFileWriter.OriginalValue] = [
            "a": .init(text: "a\nb\n", bytes: Array("|\n      a\n      b\n".utf8)),
            "b": .init(text: "a\nb", bytes: Array("|-\n      a\n      b\n\n".utf8)),
            "c": .init(text: "a b\n", bytes: Array(">\n      a\n      b\n".utf8)),
            "d": .init(text: "Voir", bytes: Array("'Voir'".utf8)),
        ]
        try add(["k": Dictionary(uniqueKeysWithValues: blocks.map { ($0.key, $0.value.text) })], originals: ["k": blocks])
        let (status, output) = try PythonCheck.run("check_translation_yaml.py", lines: lines)
        print(output, terminator: "")
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("translation files: 202 files"), output)
    }
}
