import CampaignDiagnostics
import XCTest

final class TerminalCellsTests: XCTestCase {
    private func cells(_ scalar: Unicode.Scalar) -> Int {
        TerminalCells.display(scalar).cells
    }

    func testWidths() {
        XCTAssertEqual(cells("a"), 1)
        XCTAssertEqual(cells("é"), 1)
        XCTAssertEqual(cells("\u{301}"), 0)  // combining acute accent
        XCTAssertEqual(cells("\u{200D}"), 0)  // zero width joiner
        XCTAssertEqual(cells("\u{FE0F}"), 0)  // variation selector
        XCTAssertEqual(cells("日"), 2)
        XCTAssertEqual(cells("한"), 2)
        XCTAssertEqual(cells("\u{1161}"), 0)  // conjoining Hangul vowel
        XCTAssertEqual(cells("ア"), 2)
        XCTAssertEqual(cells("Ａ"), 2)  // fullwidth A
        XCTAssertEqual(cells("ｱ"), 1)  // halfwidth katakana
        XCTAssertEqual(cells("😀"), 2)
        XCTAssertEqual(cells("🚀"), 2)
        XCTAssertEqual(cells("⌚"), 2)
        XCTAssertEqual(cells("→"), 1)
        XCTAssertEqual(cells("\u{20000}"), 2)
    }

    func testControlCharactersAreMadeVisible() {
        XCTAssertEqual(TerminalCells.display("\t").text, "    ")
        XCTAssertEqual(TerminalCells.display("\t").cells, 4)
        XCTAssertEqual(TerminalCells.display("\u{1B}").text, "\u{241B}")
        XCTAssertEqual(TerminalCells.display("\u{0}").text, "\u{2400}")
        XCTAssertEqual(TerminalCells.display("\u{7F}").text, "\u{2421}")
        XCTAssertEqual(TerminalCells.display("\u{9B}").text, "\u{FFFD}")
        XCTAssertEqual(TerminalCells.display("\u{202E}").text, "\u{FFFD}")
        XCTAssertEqual(TerminalCells.display("\u{202E}").cells, 1)
        XCTAssertEqual(TerminalCells.sanitized("a\tb\u{1B}[0m\u{2067}"), "a\tb\u{241B}[0m\u{FFFD}")
        XCTAssertEqual(TerminalCells.sanitized("plain"), "plain")
        // ASCII controls are replaced whatever else the text holds (the printable-bytes path
        // must not keep them), and a printable text with a tab stays as it is.
        XCTAssertEqual(TerminalCells.sanitized("a\u{7F}b\u{0}"), "a\u{2421}b\u{2400}")
        XCTAssertEqual(TerminalCells.sanitized("x\ry"), "x\u{240D}y")
        XCTAssertEqual(TerminalCells.sanitized("a\t~ !"), "a\t~ !")
        XCTAssertEqual(TerminalCells.sanitized("é\u{1B}"), "é\u{241B}")
    }
}

final class TerminalCellsAgreementTests: XCTestCase {
    func testCellsAgreesWithDisplay() {
        let samples: [Unicode.Scalar] = [
            "a", "\t", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}", "\u{301}",
            "日", "😀", "\u{202A}", "\u{2069}", "\u{206A}", "\u{FFFD}", "\u{10FFFF}",
        ]
        for scalar in samples {
            XCTAssertEqual(TerminalCells.cells(scalar), TerminalCells.display(scalar).cells, "U+\(String(scalar.value, radix: 16))")
        }
    }
}
