import CampaignLocale
import CampaignTestSupport
import XCTest

/// The exact bytes of each format for one small exchange (golden files under `Golden/exchange/`).
final class ExchangeGoldenTests: XCTestCase {
    static let sample = TranslationExchange(
        sourceLocale: "en",
        locales: [
            LocaleUnits(
                locale: "fr",
                units: [
                    ExchangeUnit(
                        campaign: "spring-sale", unit: "message", source: "Spring sale: 20% off shoes",
                        translation: "Soldes de printemps : -20 % sur les chaussures", field: "message"),
                    ExchangeUnit(
                        campaign: "spring-sale", unit: "buttons.0.text", source: "Shop now", translation: "Voir", field: "buttons.0.text", maxWidth: 132),
                    ExchangeUnit(
                        campaign: "welcome-tour", unit: "header", source: "Welcome, {{${first_name} | default: 'friend'}}", translation: nil, field: "header"),
                    ExchangeUnit(
                        campaign: "welcome-tour", unit: "offer_text", source: "Line one\nLine \"two\", <b>&</b>",
                        translation: "Ligne un\nLigne « deux », <b>&</b>", field: "message"),
                ]),
            LocaleUnits(
                locale: "de",
                units: [
                    ExchangeUnit(
                        campaign: "spring-sale", unit: "message", source: "Spring sale: 20% off shoes", translation: "Frühlingsangebot: 20 % auf Schuhe",
                        field: "message"),
                    ExchangeUnit(
                        campaign: "spring-sale", unit: "buttons.0.text", source: "Shop now", translation: "Jetzt kostenlos testen", field: "buttons.0.text",
                        maxWidth: 132),
                    ExchangeUnit(
                        campaign: "welcome-tour", unit: "header", source: "Welcome, {{${first_name} | default: 'friend'}}", translation: "Willkommen",
                        field: "header"),
                    ExchangeUnit(campaign: "welcome-tour", unit: "offer_text", source: "Line one\nLine \"two\", <b>&</b>", translation: nil, field: "message"),
                ]),
        ])

    func testXLIFF() throws {
        GoldenFile.assert(try XLIFFWriter.write(Self.sample), matches: "Tests/CampaignLocaleTests/Golden/exchange/translations.xlf")
    }

    func testPO() throws {
        let files = try POWriter.write(Self.sample)
        XCTAssertEqual(files.map(\.name), ["de.po", "fr.po"])
        for file in files { GoldenFile.assert(file.bytes, matches: "Tests/CampaignLocaleTests/Golden/exchange/po/\(file.name)") }
    }

    func testBrazeCSV() throws {
        let files = try BrazeCSVWriter.write(Self.sample)
        XCTAssertEqual(files.map(\.name), ["spring-sale.csv", "welcome-tour.csv"])
        for file in files { GoldenFile.assert(file.bytes, matches: "Tests/CampaignLocaleTests/Golden/exchange/csv/\(file.name)") }
    }

    func testBrazeAPI() throws {
        GoldenFile.assert(try BrazeAPIWriter.write(Self.sample), matches: "Tests/CampaignLocaleTests/Golden/exchange/translations.jsonl")
    }
}
