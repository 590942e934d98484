import CampaignLocale
import XCTest

final class MarkupScanTests: XCTestCase {
    func testTags() {
        let cases: [(String, [String])] = [
            ("Tap <b>here</b>", ["b 4..<7", "/b 11..<15"]),
            ("<span dir='rtl'>مرحبا</span>", ["span 0..<16", "/span 21..<28"]),
            ("Line<br>break<br/>and<BR />", ["br 4..<8", "br 13..<18", "br 21..<27"]),
            ("<!-- note --> text", ["!-- 0..<13"]),
            ("<a <b>", ["b 3..<6"]),
            ("{{ '<i>' }}", ["i 4..<7"]),
            ("<p\nclass=x>", ["p 0..<11"]),
            ("a < b > c", []),
            ("I <3 you", []),
            ("x <= 5 and y<>z", []),
            ("unclosed <b", []),
            ("<!-- open", []),
            ("<1a>", []),
            ("", []),
        ]
        for (text, expected) in cases {
            let found = MarkupScan.tags(in: text).map { "\($0.isClosing ? "/" : "")\($0.name) \($0.range)" }
            XCTAssertEqual(found, expected, text)
        }
    }

    /// One pass: many `<` and unclosed comments cost linear time.
    func testHostileInput() {
        let text = String(repeating: "<!--<a ", count: 50_000)
        XCTAssertEqual(MarkupScan.tags(in: text).count, 0)
        XCTAssertEqual(MarkupScan.tags(in: String(repeating: "<b>", count: 50_000)).count, 50_000)
    }
}
