import CampaignLocale
import XCTest

/// Exact widths: the expected font units are fontTools' sums of `hmtx` advances over the
/// installed fonts (Liberation Sans 1.07.4, Roboto 2.138), worked out outside this code.
final class TextFitTests: XCTestCase {
    private let webBold = TextStyle(platform: .web, size: 14, weight: .bold)
    private let webRegular = TextStyle(platform: .web, size: 14, weight: .regular)
    private let androidBold = TextStyle(platform: .android, size: 14, weight: .bold)
    private let androidRegular = TextStyle(platform: .android, size: 14, weight: .regular)
    private let iosBold = TextStyle(platform: .ios, size: 15, weight: .bold)

    func testWidths() {
        let label = "Jetzt kostenlos testen"
        let mixed = "Ünïcödé Ελληνικά Кириллица"
        let cases: [(String, TextStyle, Int)] = [
            (label, webRegular, 19_694), (label, webBold, 21_396), (label, androidRegular, 20_161), (label, androidBold, 20_504),
            (mixed, webRegular, 27_472), (mixed, webBold, 29_499), (mixed, androidRegular, 27_720), (mixed, androidBold, 27_852),
            ("Voir", webBold, 3983), ("\u{2026}", webBold, 2048), ("\u{2026}", androidBold, 1515), ("", webBold, 0),
        ]
        for (text, style, units) in cases {
            let measured = TextFit.width(of: text, style: style)
            XCTAssertEqual(measured.width, Double(units) * style.size / 2048, "\(text) \(style)")
            XCTAssertFalse(measured.isUncertain, text)
            XCTAssertFalse(measured.isEstimated, text)
        }
        let ios = TextFit.width(of: label, style: iosBold)
        XCTAssertEqual(ios.width, 20_504 * 15 * 1.06 / 2048, accuracy: 1e-9)
        XCTAssertTrue(ios.isEstimated)
        XCTAssertEqual(TextFit.iOSWidthFactor, 1.06)
    }

    /// Characters the fonts lack get the documented assumption and mark the width uncertain.
    func testFallbackWidths() {
        let cases: [(String, TextStyle, Double, Bool)] = [
            ("e\u{301}", androidRegular, 1086.0 * 14 / 2048, false),  // Roboto's `e`; the mark adds nothing
            ("a\u{200D}b", webRegular, (1139.0 + 1139) * 14 / 2048, false),  // ZWJ is zero-width
            ("日本", webRegular, 28, true),  // 1 em each
            ("😀", androidRegular, Double(Int(1.25 * 2048)) * 14 / 2048, true),
            ("👩‍👩‍👧", androidRegular, Double(Int(1.25 * 2048)) * 14 / 2048, true),  // one ZWJ sequence, one glyph
            ("🇫🇷", webRegular, Double(Int(1.25 * 2048)) * 14 / 2048, true),
            ("ǅ", webRegular, 2227.0 * 14 / 2048, true),  // Latin Extended-B: Liberation Sans lacks it, Roboto's advance
        ]
        for (text, style, width, uncertain) in cases {
            let measured = TextFit.width(of: text, style: style)
            XCTAssertEqual(measured.width, width, accuracy: 1e-9, text)
            XCTAssertEqual(measured.isUncertain, uncertain, text)
        }
        let arabic = TextFit.width(of: "سلام", style: webRegular)
        XCTAssertTrue(arabic.isUncertain)
        XCTAssertGreaterThan(arabic.width, 0)
    }

    /// The cuts Chromium drew for these boxes (Liberation Sans Bold 14 px, kerning off; seen in
    /// the browser check's first runs): the longest prefix that fits with `…`, spaces kept, at
    /// least one cluster.
    func testOneLineCutsAsChromium() {
        let label = "Jetzt kostenlos testen"
        let cases: [(Double, String)] = [
            (100, "Jetzt kostenl\u{2026}"), (90, "Jetzt koste\u{2026}"), (60, "Jetzt k\u{2026}"), (50, "Jetzt \u{2026}"),
            (46, "Jetzt\u{2026}"), (45, "Jetz\u{2026}"), (40, "Jet\u{2026}"), (1, "J\u{2026}"), (0, "J\u{2026}"),
        ]
        for (width, drawn) in cases {
            let fit = TextFit.oneLine(label, style: webBold, width: width)
            XCTAssertFalse(fit.fits, "\(width)")
            XCTAssertEqual(fit.drawn, drawn, "\(width)")
        }
        let fits = TextFit.oneLine(label, style: webBold, width: 146.27)
        XCTAssertTrue(fits.fits)
        XCTAssertEqual(fits.drawn, label)
        XCTAssertFalse(TextFit.oneLine(label, style: webBold, width: 146.26).fits)
        XCTAssertFalse(TextFit.oneLine(label, style: webBold, width: .nan).fits)
        // A cluster is never split: e + U+0301 stays whole.
        let accents = String(repeating: "e\u{301}", count: 6)
        XCTAssertEqual(TextFit.oneLine(accents, style: androidRegular, width: 24).drawn, "e\u{301}\u{2026}")
        XCTAssertEqual(TextFit.oneLine(accents, style: androidRegular, width: 26).drawn, "e\u{301}e\u{301}\u{2026}")
    }

    func testWrapping() {
        // Liberation Sans Regular 14 px: "Spring" 40.47, "sale" 25.68, "20%" 28.02, "off" 15.57,
        // "all" 14.01, "shoes" 37.36, a space 3.89 (fontTools' advances).
        let text = "Spring sale 20% off all shoes"
        let three = TextFit.wrap(text, style: webRegular, width: 90)
        XCTAssertEqual(three.lines, ["Spring sale", "20% off all", "shoes"])
        XCTAssertEqual(three.lineCount, 3)
        XCTAssertFalse(three.isTruncated)
        let narrow = TextFit.wrap(text, style: webRegular, width: 40)
        XCTAssertEqual(narrow.lines, ["Sprin", "g sale", "20%", "off all", "shoes"])
        // A word wider than the line starts a line and breaks between clusters.
        let long = TextFit.wrap("Go Donaudampfschifffahrt now", style: webRegular, width: 50)
        XCTAssertEqual(long.lines, ["Go", "Donaud", "ampfsc", "hifffahrt", "now"])
        // Line breaks end paragraphs; spaces at a break vanish.
        let lines = TextFit.wrap("One\ntwo  three\r\n\nfour", style: webRegular, width: 1000)
        XCTAssertEqual(lines.lines, ["One", "two  three", "", "four"])
        XCTAssertEqual(TextFit.wrap("", style: webRegular, width: 10).lineCount, 1)
    }

    func testMaxLines() {
        let text = "Spring sale 20% off all shoes and bags this week only"
        let clamped = TextFit.wrap(text, style: androidRegular, width: 60, maxLines: 3)
        XCTAssertEqual(clamped.lineCount, 7)
        XCTAssertTrue(clamped.isTruncated)
        // Roboto Regular 14 px: the lines "Spring", "sale 20%", "off all", "shoes", "and bags", …;
        // the third holds the rest of the paragraph, cut with `…` (9.37 px).
        XCTAssertEqual(clamped.lines, ["Spring", "sale 20%", "off all s\u{2026}"])
        let fits = TextFit.wrap("Spring sale", style: androidRegular, width: 60, maxLines: 3)
        XCTAssertEqual(fits.lines, ["Spring", "sale"])
        XCTAssertFalse(fits.isTruncated)
        // More paragraphs than lines: the last shown line gets the ellipsis after its text.
        let paragraphs = TextFit.wrap("a\nb\nc\nd", style: androidRegular, width: 60, maxLines: 3)
        XCTAssertEqual(paragraphs.lines, ["a", "b", "c\u{2026}"])
    }

    /// Time grows linearly: a 200,000-character text wraps at one character per line.
    func testLongTextWrapsLinearly() {
        let text = String(repeating: "x", count: 200_000)
        let wrapped = TextFit.wrap(text, style: webRegular, width: 1)
        XCTAssertEqual(wrapped.lineCount, 200_000)
        // `x` is 7 px, Liberation Sans's `…` a whole em (14 px): one `x` is kept, clipped.
        XCTAssertEqual(TextFit.oneLine(text, style: webRegular, width: 20).drawn, "x\u{2026}")
        XCTAssertEqual(TextFit.oneLine(text, style: webRegular, width: 28).drawn, "xx\u{2026}")
    }
}
