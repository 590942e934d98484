import CampaignLocale
import CampaignTestSupport
import Foundation
import XCTest

/// The generated set that `Scripts/check-exchange-tools.sh` hands to gettext's `msgfmt -c` and
/// translate-toolkit (`po2xliff`, `xliff2po`, its XLIFF and PO readers): per set, the XLIFF of all
/// locales, one XLIFF and one PO per locale, and `expected.jsonl`, the units each file must give
/// (from the exchange itself, not from the writers). Kept as golden files, so the files checked
/// are exactly what the writers write now.
final class ExchangeToolSetTests: XCTestCase {
    static let folder = "Tests/CampaignLocaleTests/Golden/exchange-set"
    static let locales = [["fr", "de-DE", "ar"], ["pt-BR", "zh-Hant-TW", "ckb"], ["es-419", "ja", "he"], ["it", "ru", "ko"], ["nl", "tr", "fa"]]

    func testSet() throws {
        var expected: [String] = []
        var units = 0
        for (index, locales) in Self.locales.enumerated() {
            let set = "set-\(index + 1)"
            let exchange = ExchangeSamples.exchange(seed: UInt64(100 + index), locales: locales, campaigns: 6)
            GoldenFile.assert(try XLIFFWriter.write(exchange), matches: "\(Self.folder)/\(set)/all-locales.xlf")
            for file in try POWriter.write(exchange) {
                GoldenFile.assert(file.bytes, matches: "\(Self.folder)/\(set)/\(file.name)")
            }
            for locale in exchange.sorted().locales {
                let one = TranslationExchange(sourceLocale: exchange.sourceLocale, locales: [locale])
                GoldenFile.assert(try XLIFFWriter.write(one), matches: "\(Self.folder)/\(set)/\(locale.locale).xlf")
                for unit in locale.units {
                    let line: [String: Any] = [
                        "set": set, "locale": locale.locale, "id": unit.campaign + "/" + unit.unit, "source": unit.source ?? "",
                        "target": unit.translation ?? "", "note": unit.field.map { "Field \($0) of campaign \(unit.campaign)" } ?? "",
                    ]
                    expected.append(String(decoding: try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]), as: UTF8.self))
                    units += 1
                }
            }
        }
        GoldenFile.assert(expected.joined(separator: "\n") + "\n", matches: "\(Self.folder)/expected.jsonl")
        XCTAssertGreaterThanOrEqual(units, 300)
    }
}
