import CampaignLocale
import XCTest

/// Write then read is the identity on what each format carries, over generated exchanges with
/// hostile texts; the reader tells the format by content.
final class ExchangeRoundTripTests: XCTestCase {
    private let locales = ["fr", "de-DE", "ar", "zh-Hant-TW", "pt-BR"]

    private func read(_ bytes: [UInt8], as format: ExchangeFormat, file: StaticString = #filePath, line: UInt = #line) -> TranslationExchange? {
        do {
            let (found, exchange) = try ExchangeReader.read(bytes)
            XCTAssertEqual(found, format, file: file, line: line)
            return exchange
        } catch {
            XCTFail("\(format): \(error)\n\(String(decoding: bytes, as: UTF8.self))", file: file, line: line)
            return nil
        }
    }

    func testRoundTrips() throws {
        var compared = 0
        for seed in UInt64(1)...40 {
            let exchange = ExchangeSamples.exchange(seed: seed, locales: Array(locales.prefix(1 + Int(seed % 5))), campaigns: 1 + Int(seed % 4))
            let xliff = read(try XLIFFWriter.write(exchange), as: .xliff)
            XCTAssertEqual(xliff, exchange.carried(by: .xliff), "xliff seed \(seed)")
            let po = try POWriter.write(exchange).compactMap { read($0.bytes, as: .po) }
            XCTAssertEqual(ExchangeSamples.merged(po), exchange.carried(by: .po), "po seed \(seed)")
            let csv = try BrazeCSVWriter.write(exchange).compactMap { read($0.bytes, as: .brazeCSV) }
            XCTAssertEqual(ExchangeSamples.merged(csv), exchange.carried(by: .brazeCSV), "csv seed \(seed)")
            let api = read(try BrazeAPIWriter.write(exchange), as: .brazeAPI)
            XCTAssertEqual(api?.sorted(), exchange.carried(by: .brazeAPI), "api seed \(seed)")
            compared += exchange.locales.reduce(0) { $0 + $1.units.count }
        }
        XCTAssertGreaterThan(compared, 500)
    }

    /// PO, CSV and braze-api carry C0 controls (escaped); XLIFF cannot and says so.
    func testControls() throws {
        let exchange = ExchangeSamples.exchange(seed: 7, locales: ["fr"], campaigns: 3, allowControls: true)
        let unit = ExchangeUnit(campaign: "c", unit: "message", source: "a\u{1}b", translation: "\u{7}")
        let controls = TranslationExchange(sourceLocale: "en", locales: [LocaleUnits(locale: "fr", units: exchange.locales[0].units + [unit])])
        XCTAssertThrowsError(try XLIFFWriter.write(controls)) { error in
            XCTAssertEqual(error as? ExchangeWriteError, .unrepresentable(.xliff, locale: "fr", campaign: "c", unit: "message", scalar: "\u{1}"))
        }
        let po = try POWriter.write(controls).compactMap { read($0.bytes, as: .po) }
        XCTAssertEqual(ExchangeSamples.merged(po), controls.carried(by: .po))
        let csv = try BrazeCSVWriter.write(controls).compactMap { read($0.bytes, as: .brazeCSV) }
        XCTAssertEqual(ExchangeSamples.merged(csv), controls.carried(by: .brazeCSV))
        XCTAssertEqual(read(try BrazeAPIWriter.write(controls), as: .brazeAPI)?.sorted(), controls.carried(by: .brazeAPI))
    }

    func testWriterRefusals() {
        let bad = TranslationExchange(
            sourceLocale: "en", locales: [LocaleUnits(locale: "fr", units: [ExchangeUnit(campaign: "a/b", unit: "x", source: "s", translation: nil)])])
        XCTAssertThrowsError(try POWriter.write(bad)) { XCTAssertEqual($0 as? ExchangeWriteError, .invalidIdentifier(.po, "a/b")) }
        let noSource = TranslationExchange(sourceLocale: nil, locales: [])
        XCTAssertThrowsError(try XLIFFWriter.write(noSource)) { XCTAssertEqual($0 as? ExchangeWriteError, .missingSourceLocale(.xliff)) }
        XCTAssertThrowsError(try BrazeCSVWriter.write(noSource)) { XCTAssertEqual($0 as? ExchangeWriteError, .missingSourceLocale(.brazeCSV)) }
    }
}
