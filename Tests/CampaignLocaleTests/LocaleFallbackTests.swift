import CampaignLocale
import XCTest

final class LocaleFallbackTests: XCTestCase {
    private func tag(_ text: String) -> LanguageTag { LanguageTag(text)! }

    /// SPEC §16.1's rule, one row per case: user, locales, rule → the text shown.
    func testChoices() {
        let source = tag("en")
        let cases: [(String, [String], FallbackRule, LocaleChoice)] = [
            ("fr", ["fr", "de-DE"], .language, .exact(tag("fr"))),
            ("de-DE", ["fr", "de-DE"], .language, .exact(tag("de-DE"))),
            ("fr-CA", ["fr", "de-DE"], .language, .fallback(tag("fr"))),
            ("fr-CA", ["fr", "de-DE"], .none, .source),
            ("de-AT", ["fr", "de-DE"], .language, .source),
            ("de-AT", ["de", "de-DE"], .language, .fallback(tag("de"))),
            ("de", ["de-DE"], .language, .source),
            ("en-GB", ["fr"], .language, .source),
            ("en", ["fr"], .language, .source),
            ("ar-EG", ["ar"], .language, .fallback(tag("ar"))),
            ("zh-Hant-TW", ["zh-Hant", "zh"], .language, .fallback(tag("zh-Hant"))),
            ("zh-Hant-TW", ["zh"], .language, .fallback(tag("zh"))),
            ("zh-TW", ["zh-Hant"], .language, .source),
            ("ja", [], .language, .source),
        ]
        for (user, locales, rule, expected) in cases {
            let choice = LocaleFallback.choose(for: tag(user), source: source, locales: locales.map(tag), rule: rule)
            XCTAssertEqual(choice, expected, "\(user) in \(locales) with \(rule)")
        }
        XCTAssertEqual(LocaleChoice.fallback(tag("fr")).locale, tag("fr"))
        XCTAssertNil(LocaleChoice.source.locale)
    }

    func testDirections() {
        for rtl in ["ar", "he", "fa", "ur", "ps", "sd", "yi", "dv", "ug", "ckb", "ar-EG", "az-Arab", "pa-Arab", "he-IL"] {
            XCTAssertEqual(TextDirection(of: tag(rtl)), .rtl, rtl)
        }
        for ltr in ["en", "fr-FR", "sd-Deva", "tr", "zh-Hant-TW", "ku", "ms-Arab-MY".replacingOccurrences(of: "-Arab", with: "")] {
            XCTAssertEqual(TextDirection(of: tag(ltr)), .ltr, ltr)
        }
        XCTAssertEqual(TextDirection.rtl.rawValue, "rtl")
    }
}
