import CampaignMessages
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The pure text forms behind the typed readers (no YAML needed).
final class ReaderSyntaxTests: XCTestCase {
    func testDecimalIntegers() {
        for text in ["0", "42", "-12", "-0", "1000000"] {
            XCTAssertTrue(ScalarSyntax.isDecimalInteger(text), text)
        }
        for text in ["010", "0x1F", "0o17", "1_000", "1.0", "+5", "", "-", "1e3", " 1", "٣"] {
            XCTAssertFalse(ScalarSyntax.isDecimalInteger(text), text)
        }
    }

    func testCoreNumbers() {
        XCTAssertEqual(ScalarSyntax.number("42"), NumberValue(text: "42", double: 42, integer: 42))
        XCTAssertEqual(ScalarSyntax.number("-7"), NumberValue(text: "-7", double: -7, integer: -7))
        XCTAssertEqual(ScalarSyntax.number("+7")?.integer, 7)
        XCTAssertEqual(ScalarSyntax.number("010")?.integer, 10)
        XCTAssertEqual(ScalarSyntax.number("0x1F")?.integer, 31)
        XCTAssertEqual(ScalarSyntax.number("0o17")?.integer, 15)
        XCTAssertEqual(ScalarSyntax.number("1.5"), NumberValue(text: "1.5", double: 1.5, integer: nil))
        XCTAssertEqual(ScalarSyntax.number(".5")?.double, 0.5)
        XCTAssertEqual(ScalarSyntax.number("-.5")?.double, -0.5)
        XCTAssertEqual(ScalarSyntax.number("1.")?.double, 1)
        XCTAssertEqual(ScalarSyntax.number("1e3")?.double, 1000)
        XCTAssertEqual(ScalarSyntax.number("2.5E-1")?.double, 0.25)
        XCTAssertEqual(ScalarSyntax.number("9007199254740993")?.integer, 9_007_199_254_740_993)
        XCTAssertNil(ScalarSyntax.number("99999999999999999999")?.integer)
        XCTAssertEqual(ScalarSyntax.number("99999999999999999999")?.double, 1e20)
        for text in [".inf", "-.inf", ".nan", ".NaN", "1_000", "0x", "0xG", "0o8", "1e", "e3", ".", "-", "", "1.2.3", "0b1", "inf", "12a"] {
            XCTAssertNil(ScalarSyntax.number(text), text)
        }
    }

    func testDurations() {
        XCTAssertEqual(ScalarSyntax.duration("500ms"), .value(Duration(milliseconds: 500)))
        XCTAssertEqual(ScalarSyntax.duration("2.5s"), .value(Duration(milliseconds: 2500)))
        XCTAssertEqual(ScalarSyntax.duration("30s"), .value(.seconds(30)))
        XCTAssertEqual(ScalarSyntax.duration("15m"), .value(.minutes(15)))
        XCTAssertEqual(ScalarSyntax.duration("24h"), .value(.hours(24)))
        XCTAssertEqual(ScalarSyntax.duration("7d"), .value(.days(7)))
        XCTAssertEqual(ScalarSyntax.duration("0.5m"), .value(.seconds(30)))
        XCTAssertEqual(ScalarSyntax.duration("1.250s"), .value(Duration(milliseconds: 1250)))
        XCTAssertEqual(ScalarSyntax.duration("90"), .value(.seconds(90)))
        XCTAssertEqual(ScalarSyntax.duration("0"), .value(.zero))
        XCTAssertEqual(ScalarSyntax.duration("-5s"), .value(.seconds(-5)))
        XCTAssertEqual(ScalarSyntax.duration("0.5ms"), .subMillisecond)
        XCTAssertEqual(ScalarSyntax.duration("1.0001s"), .subMillisecond)
        XCTAssertEqual(ScalarSyntax.duration("9999999999999999999d"), .overflow)
        XCTAssertEqual(ScalarSyntax.duration("999999999999999d"), .overflow)
        for text in ["", "s", "5x", "5 s", "1.5", "5S", "5sec", "1.s", ".5s", "5s5", "--5s", "1h30m"] {
            XCTAssertEqual(ScalarSyntax.duration(text), .malformed, text)
        }
    }

    func testDurationDescriptions() {
        XCTAssertEqual(Duration.zero.description, "0s")
        XCTAssertEqual(Duration(milliseconds: 2500).description, "2500ms")
        XCTAssertEqual(Duration.seconds(90).description, "90s")
        XCTAssertEqual(Duration.minutes(15).description, "15m")
        XCTAssertEqual(Duration.hours(24).description, "24h")
        XCTAssertEqual(Duration.hours(48).description, "2d")
        XCTAssertEqual(Duration.days(720).description, "720d")
    }

    func testIDs() {
        for text in ["a", "spring-sale", "0", "a_b-c9", String(repeating: "a", count: 64)] {
            XCTAssertTrue(ScalarSyntax.isID(text), text)
        }
        for text in ["", "-a", "_a", "Spring", "a b", "é", "a.b", String(repeating: "a", count: 65)] {
            XCTAssertFalse(ScalarSyntax.isID(text), text)
        }
    }

    func testDidYouMean() {
        let keys = ["campaign", "name", "description", "priority", "schedule", "trigger", "message"]
        XCTAssertEqual(DidYouMean.suggestion(for: "prority", among: keys), "priority")
        XCTAssertEqual(DidYouMean.suggestion(for: "pirority", among: keys), "priority")
        XCTAssertEqual(DidYouMean.suggestion(for: "triger", among: keys), "trigger")
        XCTAssertEqual(DidYouMean.suggestion(for: "nmae", among: keys), "name")
        XCTAssertNil(DidYouMean.suggestion(for: "colour", among: keys))
        XCTAssertNil(DidYouMean.suggestion(for: "priority", among: keys))
        XCTAssertEqual(DidYouMean.distance("ca", "abc"), 3)
        XCTAssertEqual(DidYouMean.distance("abcd", "abdc"), 1)
        XCTAssertEqual(DidYouMean.distance("", "abc"), 3)
        XCTAssertEqual(DidYouMean.help(for: "hihg", among: ["low", "medium", "high"]), "did you mean `high`?")
        // max(1, len/3): a 2-letter word allows one edit, a 6-letter word two.
        XCTAssertEqual(DidYouMean.suggestion(for: "ab", among: ["ax"]), "ax")
        XCTAssertNil(DidYouMean.suggestion(for: "ab", among: ["xy"]))
        XCTAssertEqual(DidYouMean.suggestion(for: "abcdef", among: ["abxyef"]), "abxyef")
        XCTAssertNil(DidYouMean.suggestion(for: "abcdef", among: ["axyzef"]))
    }

    func testWordLists() {
        XCTAssertEqual(Words.list(["a"]), "`a`")
        XCTAssertEqual(Words.list(["a", "b"]), "`a` or `b`")
        XCTAssertEqual(Words.list(["low", "medium", "high"]), "`low`, `medium` or `high`")
    }
}
