import CampaignDiagnostics
import CampaignTestSupport
import XCTest

/// The concrete `[String].joined(separator:)` writes what the standard library's writes.
final class JoinedStringsTests: XCTestCase {
    func testEdgeCases() {
        XCTAssertEqual([String]().joined(separator: "/"), "")
        XCTAssertEqual(["a"].joined(separator: "/"), "a")
        XCTAssertEqual(["", ""].joined(separator: ", "), ", ")
        XCTAssertEqual(["a", "b", "c"].joined(), "abc")
        XCTAssertEqual(["é", "🇫🇷", "e\u{301}"].joined(separator: "\u{301}"), "é\u{301}🇫🇷\u{301}e\u{301}")
    }

    func testRandomListsAgreeWithTheStandardLibrary() {
        // `ArraySlice` keeps the library's generic `joined(separator:)`: the reference.
        var random = SplitMix64(seed: 0x4A01_2ED5)
        let pieces = ["", "a", "/", "é", "e\u{301}", "🇫🇷", "日本", " ", "\u{301}", "\n", "campaign"]
        var compared = 0
        for _ in 0..<2_000 {
            let parts = (0..<random.below(6)).map { _ in
                (0..<random.below(4)).map { _ in pieces[random.below(pieces.count)] }.joined()
            }
            let separator = pieces[random.below(pieces.count)]
            XCTAssertEqual(parts.joined(separator: separator), parts[...].joined(separator: separator), "\(parts) \(separator)")
            XCTAssertEqual(parts.joined(), parts[...].joined())
            compared += 1
        }
        print("JoinedStringsTests: \(compared) random lists compared with the standard library's joined(separator:)")
    }
}
