import CampaignLocale
import CampaignTestSupport
import Foundation
import XCTest

/// The labels of the browser fit check (`Tests/Browser/test_text_fit.py`): 360 generated labels
/// in Liberation Sans (Web) and Roboto (Android) at SPEC §10.1's sizes and weights, each with a box
/// width and this library's verdict — whether it fits and the text as drawn (for a cut label, also
/// the cuts one cluster shorter and longer). Kept as the golden
/// file `Tests/Browser/fixtures/text-fit.json`, so the browser test needs no build.
///
/// Box widths are whole px near each label's width (half the labels overflow, many by less than
/// a pixel), never within 1/32 px of the label's width or of a cut's width (prefix plus
/// ellipsis): Chromium lays text out in 1/64 px units, so closer than that its rounding decides.
final class TextFitBrowserFixtureTests: XCTestCase {
    static let path = "Tests/Browser/fixtures/text-fit.json"

    static let words = [
        "Jetzt", "kostenlos", "testen", "Mehr", "erfahren", "Größe", "wählen", "Frühlingsangebot", "Voir", "plus", "Découvrir", "l’offre",
        "Ça", "marche", "Acheter", "maintenant", "Comprar", "ahora", "Añadir", "al", "carrito", "Scopri", "di", "più", "Saiba", "mais",
        "Continuar", "Zobacz", "więcej", "Kup", "teraz", "Zjistit", "víc", "Koupit", "Şimdi", "satın", "alın", "İndir", "Μάθετε",
        "περισσότερα", "Αγορά", "Узнать", "больше", "Купить", "сейчас", "Дізнатися", "більше", "Cumpără", "acum", "Vásárlás", "Köp", "nu",
        "Shop", "now", "Learn", "more", "Get", "20%", "off", "€5", "$9.99", "—", "«Soldes»", "OK", "Got", "it!", "Don't", "miss", "out",
        "Try", "free", "for", "30", "days", "Sign", "up", "Weiter", "Suivant", "Siguiente", "Avanti", "Dalej", "Далее", "Επόμενο",
        "WWW", "iiii", "Ünïcödé", "Łódź", "Ærø", "Øre", "Straße", "ﬁx",
    ]

    /// The §10.1 combinations the two browser-drawable platforms use: Web buttons and slideups
    /// 14 bold, bodies 14 regular, headers 20 bold; Android buttons 14 bold, slideups and bodies
    /// 14 regular, headers 20 bold.
    static let styles: [(TextStyle, String)] = [
        (TextStyle(platform: .web, size: 14, weight: .bold), "Liberation Sans"),
        (TextStyle(platform: .web, size: 14, weight: .regular), "Liberation Sans"),
        (TextStyle(platform: .web, size: 20, weight: .bold), "Liberation Sans"),
        (TextStyle(platform: .android, size: 14, weight: .bold), "Roboto"),
        (TextStyle(platform: .android, size: 14, weight: .regular), "Roboto"),
        (TextStyle(platform: .android, size: 20, weight: .bold), "Roboto"),
    ]

    /// Widths of every cut of `text` (each prefix of whole clusters plus the ellipsis).
    static func cutWidths(_ text: String, _ style: TextStyle) -> [Double] {
        let ellipsis = TextFit.width(of: "\u{2026}", style: style).width
        var prefix = ""
        var widths: [Double] = []
        for character in text {
            prefix.append(character)
            widths.append(TextFit.width(of: prefix, style: style).width + ellipsis)
        }
        return widths
    }

    static func labels() -> [[String: Any]] {
        var random = SplitMix64(seed: 16_004)
        var out: [[String: Any]] = []
        for (style, family) in styles {
            var made = 0
            while made < 60 {
                let text = (0..<(1 + random.below(4))).map { _ in words[random.below(words.count)] }.joined(separator: " ")
                let measured = TextFit.width(of: text, style: style)
                guard !measured.isUncertain else { continue }
                let edges = [measured.width] + cutWidths(text, style)
                var box = max(12, Int(measured.width.rounded()) + random.below(17) - 8)
                while edges.contains(where: { abs($0 - Double(box)) < 1.0 / 32 }) { box += 1 }
                let fit = TextFit.oneLine(text, style: style, width: Double(box))
                var label: [String: Any] = [
                    "id": out.count, "platform": style.platform.rawValue, "family": family, "size": style.size, "weight": style.weight.rawValue,
                    "text": text, "box": box, "width": measured.width, "fits": fit.fits, "drawn": fit.drawn,
                ]
                if !fit.fits {
                    // The cuts one cluster shorter and longer, which Chromium's drawing must be further from.
                    let kept = fit.drawn.count - 1
                    let clusters = Array(text)
                    if kept > 1 { label["shorter"] = String(clusters[..<(kept - 1)]) + "\u{2026}" }
                    if kept + 1 < clusters.count { label["longer"] = String(clusters[..<(kept + 1)]) + "\u{2026}" }
                }
                out.append(label)
                made += 1
            }
        }
        return out
    }

    func testFixture() throws {
        let labels = Self.labels()
        XCTAssertEqual(labels.count, 360)
        let overflowing = labels.filter { $0["fits"] as? Bool == false }.count
        XCTAssertGreaterThan(overflowing, 90)
        XCTAssertLessThan(overflowing, 270)
        let data = try JSONSerialization.data(withJSONObject: labels, options: [.sortedKeys, .prettyPrinted])
        GoldenFile.assert([UInt8](data) + [0x0A], matches: Self.path)
    }
}
