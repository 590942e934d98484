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

    func testTimes() {
        XCTAssertEqual(ScalarSyntax.time("2026-03-01T10:00:00+01:00"), .value(1_772_355_600))
        XCTAssertEqual(ScalarSyntax.time("2026-03-01T09:00:00Z"), .value(1_772_355_600))
        XCTAssertEqual(ScalarSyntax.time("2026-03-01t09:00:00z"), .value(1_772_355_600))
        XCTAssertEqual(ScalarSyntax.time("2026-03-01T04:30:00-04:30"), .value(1_772_355_600))
        XCTAssertEqual(ScalarSyntax.time("2026-03-31T23:59:59Z"), .value(1_775_001_599))
        XCTAssertEqual(ScalarSyntax.time("1970-01-01T00:00:00Z"), .value(0))
        XCTAssertEqual(ScalarSyntax.time("1969-12-31T23:59:59Z"), .value(-1))
        XCTAssertEqual(ScalarSyntax.time("2024-02-29T00:00:00Z"), .value(1_709_164_800))
        XCTAssertEqual(ScalarSyntax.time("2000-02-29T00:00:00Z"), .value(951_782_400))
        XCTAssertEqual(ScalarSyntax.time("2026-03-01T09:00:00.999Z"), .value(1_772_355_600))
    }

    func testMalformedAndImpossibleTimes() {
        XCTAssertEqual(ScalarSyntax.time("2026-03-01T09:00:00"), .malformed(missingOffset: true))
        for text in [
            "2026-03-01", "2026-3-01T09:00:00Z", "2026-03-01 09:00:00Z", "2026-03-01T09:00Z",
            "2026-03-01T09:00:00+0100", "2026-03-01T09:00:00.Z", "2026-03-01T09:00:00ZZ", "tomorrow",
        ] {
            XCTAssertEqual(ScalarSyntax.time(text), .malformed(missingOffset: false), text)
        }
        XCTAssertEqual(ScalarSyntax.time("2026-02-29T00:00:00Z"), .invalid("February 2026 has 28 days"))
        XCTAssertEqual(ScalarSyntax.time("1900-02-29T00:00:00Z"), .invalid("February 1900 has 28 days"))
        XCTAssertEqual(ScalarSyntax.time("2026-04-31T00:00:00Z"), .invalid("April 2026 has 30 days"))
        XCTAssertEqual(ScalarSyntax.time("2026-01-00T00:00:00Z"), .invalid("day 00 does not exist"))
        XCTAssertEqual(ScalarSyntax.time("2026-13-01T00:00:00Z"), .invalid("month 13 does not exist"))
        XCTAssertEqual(ScalarSyntax.time("2026-00-01T00:00:00Z"), .invalid("month 00 does not exist"))
        XCTAssertEqual(ScalarSyntax.time("2026-01-01T24:00:00Z"), .invalid("hour 24 does not exist (00 to 23)"))
        XCTAssertEqual(ScalarSyntax.time("2026-01-01T23:60:00Z"), .invalid("minute 60 does not exist (00 to 59)"))
        XCTAssertEqual(ScalarSyntax.time("2026-01-01T23:59:60Z"), .invalid("second 60 does not exist (00 to 59)"))
        XCTAssertEqual(ScalarSyntax.time("2026-01-01T00:00:00+24:00"), .invalid("offset hour 24 does not exist (00 to 23)"))
        XCTAssertEqual(ScalarSyntax.time("2026-01-01T00:00:00+01:60"), .invalid("offset minute 60 does not exist (00 to 59)"))
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
