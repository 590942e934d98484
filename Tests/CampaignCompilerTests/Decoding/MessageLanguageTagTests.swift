import XCTest

@testable import CampaignCompiler

final class MessageLanguageTagTests: XCTestCase {
    func testWellFormedTags() {
        let tags = [
            "en", "EN", "fr", "haw", "en-US", "pt-BR", "es-419", "zh-Hant", "zh-Hant-TW", "sr-Latn-RS",
            "zh-yue-HK", "zh-cmn-Hans-CN", "de-CH-1901", "sl-rozaj-biske", "en-US-x-twain", "x-whatever",
            "en-a-bbb-x-a-ccc", "de-u-co-phonebk", "abcd", "abcdefgh", "ar-u-nu-latn",
        ]
        for tag in tags {
            XCTAssertTrue(LanguageTag.isWellFormed(tag), tag)
        }
    }

    func testMalformedTags() {
        let tags = [
            "", "e", "en_US", "engl1sh", "abcdefghi", "en-", "-en", "en--US", "en-US-", "1en",
            "en-a", "en-a-x-y", "en-x", "x", "x-", "en-US-toolongsubtag", "en US", "ën", "en-12",
            "en-a-bbb-a", "zh-Hant-TW-Hant",
        ]
        for tag in tags {
            XCTAssertFalse(LanguageTag.isWellFormed(tag), tag)
        }
    }
}
