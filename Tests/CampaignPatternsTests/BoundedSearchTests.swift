import CampaignPatterns
import CampaignTestSupport
import XCTest

/// The matcher's bounds: regular patterns run on the Pike VM in time linear in the text (the
/// catastrophic `(x+x+)+y` included), the others within a budget of steps, giving up rather
/// than hanging; and ICU's case-insensitive reading.
final class BoundedSearchTests: XCTestCase {
    private func compiled(_ pattern: String, _ dialect: PatternDialect = .icu, caseInsensitive: Bool = false) throws -> CompiledPattern {
        CompiledPattern(try RegularExpression.parse(pattern, dialect: dialect, caseInsensitive: caseInsensitive).get())
    }

    func testTheHostilePatternIsLinear() throws {
        for dialect in PatternDialect.allCases {
            let pattern = try compiled("(x+x+)+y", dialect)
            XCTAssertTrue(pattern.isLinear)
            XCTAssertEqual(pattern.search(String(repeating: "x", count: 30)), .notFound)
            XCTAssertEqual(pattern.search(String(repeating: "x", count: 30) + "y"), .found)
            CPUTime.assertLinear(
                size: 2_000, "`(x+x+)+y` (\(dialect))", prepare: { String(repeating: "x", count: $0) },
                { XCTAssertEqual(pattern.search($0), .notFound) })
        }
    }

    func testABacktrackingSearchGivesUpOnItsBudget() throws {
        let pattern = try compiled("^(a|a)+\\1b")
        XCTAssertFalse(pattern.isLinear)
        XCTAssertEqual(pattern.search("aab"), .found)
        XCTAssertEqual(pattern.search(String(repeating: "a", count: 40)), .tooComplex)
        XCTAssertEqual(pattern.search(String(repeating: "a", count: 40), budget: 100), .tooComplex)
    }

    func testLargeCountsCompileForTheTextAtHand() throws {
        let pattern = try compiled("x{100000}|y")
        XCTAssertEqual(pattern.search("y"), .found)
        XCTAssertEqual(pattern.search("xx"), .notFound)
        XCTAssertEqual(try compiled("x{100000}").search(String(repeating: "x", count: 100_000)), .tooComplex)
    }

    func testAnUnsupportedPropertyIsNamed() throws {
        XCTAssertEqual(try compiled("\\p{Age=3.0}").search("a"), .unsupported("`\\p{Age=3.0}`"))
    }

    func testICUCaseInsensitivity() throws {
        XCTAssertEqual(try compiled("ss", caseInsensitive: true).search("Straße"), .found, "a string compares by full case folding")
        XCTAssertEqual(try compiled("[ß]", caseInsensitive: true).search("ss"), .notFound, "a class compares single characters")
        XCTAssertEqual(try compiled("k", caseInsensitive: true).search("\u{212A}"), .found, "the Kelvin sign folds to k")
        XCTAssertEqual(try compiled("[^k]", caseInsensitive: true).search("\u{212A}"), .notFound, "closed over case, then negated")
        XCTAssertEqual(try compiled("boot", .javaScript).search("BOOT"), .notFound, "JavaScript without flags is case-sensitive")
        XCTAssertEqual(CompiledPattern(try RegularExpression.parse("boot", dialect: .javaScript).get(), javaScriptCaseless: true).search("BOOT"), .found)
    }

    func testICUCaselessBackreferences() throws {
        XCTAssertEqual(try compiled("^(ab)\\1$", caseInsensitive: true).search("abAB"), .found, "ASCII compares by lower case")
        XCTAssertEqual(try compiled("^(ab)\\1$", caseInsensitive: true).search("abAC"), .notFound)
        XCTAssertEqual(try compiled("^(ss)\\1$", caseInsensitive: true).search("ssß"), .found, "non-ASCII text still folds in full")
        XCTAssertEqual(try compiled("^(k)\\1$", caseInsensitive: true).search("k\u{212A}"), .found, "the Kelvin sign repeats a k")
        XCTAssertEqual(try compiled("^(ab)\\1$").search("abAB"), .notFound, "case-sensitive without the option")
    }
}
