import CampaignLocale
import XCTest

final class LanguageTagTests: XCTestCase {
    /// Valid tags, written as they are, and their parts.
    func testValidTags() {
        let cases: [(String, String, String?, String?)] = [
            ("en", "en", nil, nil),
            ("fr-FR", "fr", nil, "FR"),
            ("de-DE", "de", nil, "DE"),
            ("zh-Hant-TW", "zh", "Hant", "TW"),
            ("sr-Latn", "sr", "Latn", nil),
            ("es-419", "es", nil, "419"),
            ("ckb", "ckb", nil, nil),
            ("yue-HK", "yue", nil, "HK"),
            ("fil", "fil", nil, nil),
            ("ar-001", "ar", nil, "001"),
            ("sh", "sh", nil, nil),
        ]
        for (text, language, script, region) in cases {
            guard case .success(let tag) = LanguageTag.parse(text) else {
                XCTFail("\(text) should be valid: \(LanguageTag.parse(text))")
                continue
            }
            XCTAssertEqual(tag.description, text)
            XCTAssertEqual(tag.language, language, text)
            XCTAssertEqual(tag.script, script, text)
            XCTAssertEqual(tag.region, region, text)
        }
    }

    /// Every problem kind: where it is (scalar offsets), the reason and the help, exactly.
    func testProblems() {
        let cases: [(String, LanguageTagProblem.Kind, Range<Int>, String, String?)] = [
            ("", .empty, 0..<0, "the language tag is empty", "write the language's ISO 639 code, such as `en`, `fr` or `zh`"),
            ("fr_FR", .underscore, 2..<3, "BCP 47 separates subtags with `-`, not `_`", "write `fr-FR`"),
            ("fr_fr", .underscore, 2..<3, "BCP 47 separates subtags with `-`, not `_`", "write `fr-FR`"),
            ("FR-fr", .wrongCase, 0..<5, "BCP 47 writes the language in lowercase, the script in titlecase and the region in uppercase", "write `fr-FR`"),
            (
                "zh-hant-tw", .wrongCase, 0..<10, "BCP 47 writes the language in lowercase, the script in titlecase and the region in uppercase",
                "write `zh-Hant-TW`"
            ),
            ("english", .unknownLanguage("english"), 0..<7, "`english` is not an ISO 639 language code", "did you mean `en`?"),
            ("French-CA", .unknownLanguage("French"), 0..<6, "`French` is not an ISO 639 language code", "did you mean `fr-CA`?"),
            ("englsh", .unknownLanguage("englsh"), 0..<6, "`englsh` is not an ISO 639 language code", "did you mean `en`?"),
            ("xx", .unknownLanguage("xx"), 0..<2, "`xx` is not an ISO 639 language code", "write the language's ISO 639 code, such as `en`, `fr` or `zh`"),
            (
                "qaa", .reservedLanguage("qaa"), 0..<3, "`qaa` is reserved for local use (ISO 639's `qaa`–`qtz`), not a language",
                "write the language's ISO 639 code, such as `en`, `fr` or `zh`"
            ),
            (
                "qtz-US", .reservedLanguage("qtz"), 0..<3, "`qtz` is reserved for local use (ISO 639's `qaa`–`qtz`), not a language",
                "write the language's ISO 639 code, such as `en`, `fr` or `zh`"
            ),
            (
                "und", .specialLanguage("und", name: "undetermined"), 0..<3, "`und` is ISO 639's code for undetermined, not a language",
                "write the language's ISO 639 code, such as `en`, `fr` or `zh`"
            ),
            (
                "sla", .languageGroup("sla"), 0..<3, "`sla` is the ISO 639-2 code of a group of languages, not of one language",
                "write the language's ISO 639 code, such as `en`, `fr` or `zh`"
            ),
            (
                "fre", .longLanguageCode("fre", twoLetter: "fr"), 0..<3, "`fre` is a three-letter code of a language that has the two-letter code `fr`",
                "write `fr`"
            ),
            (
                "fra-FR", .longLanguageCode("fra", twoLetter: "fr"), 0..<3, "`fra` is a three-letter code of a language that has the two-letter code `fr`",
                "write `fr-FR`"
            ),
            (
                "eng", .longLanguageCode("eng", twoLetter: "en"), 0..<3, "`eng` is a three-letter code of a language that has the two-letter code `en`",
                "write `en`"
            ),
            ("iw-IL", .withdrawnLanguage("iw", current: "he"), 0..<2, "`iw` was withdrawn from ISO 639; the language's code is `he`", "write `he-IL`"),
            ("zh-yue", .extlang("zh-yue"), 3..<6, "`zh-yue` uses an extended language subtag; BCP 47 writes the language alone", "write `yue`"),
            ("en-USA", .regionForm("USA", alpha2: "US"), 3..<6, "`USA` names the region `US`; BCP 47 takes ISO 3166-1's two-letter code", "write `en-US`"),
            ("es-724", .regionForm("724", alpha2: "ES"), 3..<6, "`724` names the region `ES`; BCP 47 takes ISO 3166-1's two-letter code", "write `es-ES`"),
            ("en-UK", .unknownRegion("UK"), 3..<5, "`UK` is not an ISO 3166-1 region code", "did you mean `en-GB`?"),
            ("en-SU", .unknownRegion("SU"), 3..<5, "`SU` is not an ISO 3166-1 region code", "did you mean `en-US`?"),
            ("en-XY", .unknownRegion("XY"), 3..<5, "`XY` is not an ISO 3166-1 region code", "write an ISO 3166-1 alpha-2 code such as `US` or `FR`"),
            ("es-999", .unknownRegion("999"), 3..<6, "`999` is not a UN M.49 area BCP 47 takes", "write an ISO 3166-1 alpha-2 code such as `US` or `FR`"),
            ("fr-France", .unknownRegion("France"), 3..<9, "`France` is not an ISO 3166-1 region code", "did you mean `fr-FR`?"),
            ("sr-Latm", .unknownScript("Latm"), 3..<7, "`Latm` is not an ISO 15924 script code", "did you mean `sr-Latn`?"),
            ("sr-Latin", .unknownScript("Latin"), 3..<8, "`Latin` is not an ISO 15924 script code", "did you mean `sr-Latn`?"),
            ("sr-Qaaa", .unknownScript("Qaaa"), 3..<7, "`Qaaa` is not an ISO 15924 script code", "write an ISO 15924 code such as `Latn`, `Cyrl` or `Hant`"),
            (
                "en-US-Latn", .unexpectedSubtag("Latn"), 6..<10, "`Latn` is neither a script (4 letters) nor a region (2 letters or 3 digits) at its place",
                "write `en-Latn-US`"
            ),
            ("en-US-GB", .unexpectedSubtag("GB"), 6..<8, "`GB` is neither a script (4 letters) nor a region (2 letters or 3 digits) at its place", nil),
            ("de-CH-1901", .unsupported(.variant, subtag: "1901"), 6..<10, "`1901` is a variant; locales are language[-Script][-REGION]", "write `de-CH`"),
            (
                "ca-ES-valencia", .unsupported(.variant, subtag: "valencia"), 6..<14, "`valencia` is a variant; locales are language[-Script][-REGION]",
                "write `ca-ES`"
            ),
            (
                "en-US-u-ca-buddhist", .unsupported(.extension, subtag: "u-ca-buddhist"), 6..<19,
                "`u-ca-buddhist` is an extension; locales are language[-Script][-REGION]", "write `en-US`"
            ),
            (
                "en-x-pirate", .unsupported(.privateUse, subtag: "x-pirate"), 3..<11,
                "`x-pirate` is a private-use part; locales are language[-Script][-REGION]",
                "write `en`"
            ),
            (
                "x-klingon", .unsupported(.privateUse, subtag: "x-klingon"), 0..<9, "`x-klingon` is a private-use part; locales are language[-Script][-REGION]",
                nil
            ),
            (
                "i-klingon", .unsupported(.grandfathered, subtag: "i-klingon"), 0..<9,
                "`i-klingon` is a grandfathered tag; locales are language[-Script][-REGION]", nil
            ),
            ("fr--FR", .emptySubtag, 3..<4, "a language tag has no empty subtags (`-` separates them)", nil),
            ("fr-", .emptySubtag, 2..<3, "a language tag has no empty subtags (`-` separates them)", nil),
            ("-fr", .emptySubtag, 0..<1, "a language tag has no empty subtags (`-` separates them)", nil),
            ("en-abcdefghi", .subtagTooLong("abcdefghi"), 3..<12, "`abcdefghi` is longer than 8 characters, the most a subtag has", nil),
            ("en US", .badCharacter(" "), 2..<3, "U+0020 cannot appear in a language tag (ASCII letters, digits and `-` only)", nil),
            ("fr-Ç", .badCharacter("Ç"), 3..<4, "`Ç` cannot appear in a language tag (ASCII letters, digits and `-` only)", nil),
            ("e1", .unknownLanguage("e1"), 0..<2, "`e1` is not an ISO 639 language code", "write the language's ISO 639 code, such as `en`, `fr` or `zh`"),
        ]
        for (text, kind, range, reason, help) in cases {
            guard case .failure(let problem) = LanguageTag.parse(text) else {
                XCTFail("\(text) should be a problem")
                continue
            }
            XCTAssertEqual(problem.kind, kind, text)
            XCTAssertEqual(problem.range, range, text)
            XCTAssertEqual(problem.reason, reason, text)
            XCTAssertEqual(problem.help, help, text)
        }
    }

    /// What the structural check of version 3 (`CampaignCompiler`'s `LanguageTag.isWellFormed`)
    /// accepts, and what this check says of each: only `language[-Script][-REGION]` with ISO
    /// subtags in canonical case passes now.
    func testWhatTheStructuralCheckAccepted() {
        let cases: [(String, String)] = [
            ("en", "valid"), ("EN", "wrongCase → en"), ("fr", "valid"), ("haw", "valid"), ("en-US", "valid"), ("pt-BR", "valid"),
            ("es-419", "valid"), ("zh-Hant", "valid"), ("zh-Hant-TW", "valid"), ("sr-Latn-RS", "valid"),
            ("zh-yue-HK", "extlang(\"zh-yue\") → yue-HK"), ("zh-cmn-Hans-CN", "extlang(\"zh-cmn\") → cmn-Hans-CN"),
            ("de-CH-1901", "unsupported(variant, subtag: \"1901\") → de-CH"),
            ("sl-rozaj-biske", "unsupported(variant, subtag: \"rozaj\") → sl"),
            ("en-US-x-twain", "unsupported(privateUse, subtag: \"x-twain\") → en-US"),
            ("x-whatever", "unsupported(privateUse, subtag: \"x-whatever\")"),
            ("en-a-bbb-x-a-ccc", "unsupported(extension, subtag: \"a-bbb-x-a-ccc\") → en"),
            ("de-u-co-phonebk", "unsupported(extension, subtag: \"u-co-phonebk\") → de"),
            ("abcd", "unknownLanguage(\"abcd\")"), ("abcdefgh", "unknownLanguage(\"abcdefgh\")"),
            ("ar-u-nu-latn", "unsupported(extension, subtag: \"u-nu-latn\") → ar"),
        ]
        for (text, expected) in cases {
            let found: String
            switch LanguageTag.parse(text) {
            case .success: found = "valid"
            case .failure(let problem):
                let kind = "\(problem.kind)".replacingOccurrences(of: "CampaignLocale.LanguageTagProblem.Part.", with: "")
                found = kind + (problem.fix.map { " → " + $0 } ?? "")
            }
            XCTAssertEqual(found, expected, text)
        }
    }

    func testFallbackSteps() {
        XCTAssertEqual(LanguageTag("zh-Hant-TW")?.truncated?.description, "zh-Hant")
        XCTAssertEqual(LanguageTag("zh-Hant")?.truncated?.description, "zh")
        XCTAssertEqual(LanguageTag("fr-CA")?.truncated?.description, "fr")
        XCTAssertNil(LanguageTag("fr")?.truncated)
        XCTAssertEqual(LanguageTag("zh-Hant-TW")?.languageOnly.description, "zh")
        XCTAssertNil(LanguageTag("fr_FR"))
    }

    /// A long tag is checked in linear time and gets no worked-out fix.
    func testLongInput() {
        let text = "en" + String(repeating: "-abcdefgh", count: 20_000)
        guard case .failure(let problem) = LanguageTag.parse(text) else { return XCTFail("a variant is a problem") }
        XCTAssertEqual(problem.kind, .unsupported(.variant, subtag: "abcdefgh"))
        XCTAssertNil(problem.fix)
    }
}
