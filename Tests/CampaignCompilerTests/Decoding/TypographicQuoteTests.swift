import CampaignDiagnostics
import XCTest

@testable import CampaignCompiler

/// A colour between typographic quotes (`“#FFFFFF”`) names the quote and offers the straight
/// ones, safely: the author evidently meant quotes.
final class TypographicQuoteTests: XCTestCase {
    func testTypographicQuotesAroundAColourAreNamed() {
        for (open, close, straight, name) in [
            ("“", "”", "\"", "U+201C LEFT DOUBLE QUOTATION MARK"), ("‘", "’", "'", "U+2018 LEFT SINGLE QUOTATION MARK"),
            ("«", "»", "\"", "U+00AB LEFT-POINTING DOUBLE ANGLE QUOTATION MARK"),
        ] {
            let written = "\(open)#FFFFFF\(close)"
            let fixed = "\(straight)#FFFFFF\(straight)"
            assertFixIts(
                campaign(message: "type: modal\nmessage: Hi\ntheme: { light: { background: ⟨v⟩\(written)⟨/v⟩ } }"),
                [
                    Expect(
                        .E106, at: "v", "`\(written)` is in typographic quotes (\(name)), which YAML reads as part of the text",
                        help: "write straight quotes: `\(fixed)`")
                ],
                fixIts: [0: [ExpectFix("replace `\(written)` with `\(fixed)`", "v", "/v", fixed, safe: true)]])
        }
    }

    /// Mismatched quotes, or no colour inside, get the usual colour error.
    func testOtherTextsGetTheColourError() {
        for written in ["“#FFFFFF’", "“white”"] {
            let compiled = compileYAML(campaign(message: "type: modal\nmessage: Hi\ntheme: { light: { background: \(written) } }"))
            XCTAssertEqual(compiled.diagnostics.map(\.message), ["expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found `\(written)`"])
        }
    }
}
