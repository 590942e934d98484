import CampaignPatterns
import XCTest

/// The verdicts the compiler reports: JavaScript's rejections (`E320`), the constructs the
/// two dialects read otherwise with their portable text (`W321`), and the repetitions that
/// can backtrack catastrophically (`W322`).
final class PatternAssessmentTests: XCTestCase {
    func testJavaScriptRejectsInlineFlagsAndOffersTheClasses() {
        let assessment = PatternAssessment.assess("(?i)^boots")
        XCTAssertNil(assessment.icuError)
        XCTAssertEqual(assessment.javaScriptError?.reason, "`(?` at column 1: JavaScript has no inline flags such as `(?i)`")
        XCTAssertEqual(assessment.rewrite, .init(pattern: "^[Bb][Oo][Oo][Tt][Ss\u{17F}]", isExact: true))
    }

    func testInlineFlagsOverLettersWithSpecialFoldingsGiveTheirWholeClass() {
        XCTAssertEqual(PatternAssessment.assess("(?i)kiss").rewrite, .init(pattern: "[Kk\u{212A}][Ii][Ss\u{17F}][Ss\u{17F}]", isExact: false))
        XCTAssertEqual(PatternAssessment.assess("(?i)ok").rewrite, .init(pattern: "[Oo][Kk\u{212A}]", isExact: true))
    }

    func testOtherRejectionsHaveNoRewrite() {
        for pattern in ["a*+", "(?>ab)", "(?#note)a", "(?m)^a"] {
            let assessment = PatternAssessment.assess(pattern)
            XCTAssertNotNil(assessment.javaScriptError, pattern)
            XCTAssertNil(assessment.rewrite, pattern)
        }
    }

    func testConstructsReadOtherwiseWithTheirReplacements() {
        let assessment = PatternAssessment.assess(#"\Aboot\h\Q.\E"#)
        XCTAssertNil(assessment.javaScriptError)
        XCTAssertEqual(assessment.differences.map(\.text), [#"\A"#, #"\h"#, #"\Q.\E"#])
        XCTAssertEqual(assessment.differences.map(\.javaScriptReading), ["the letter `A`", "the letter `h`", "`Q`, then `.` as a pattern, then `E`"])
        XCTAssertEqual(assessment.rewrite, .init(pattern: #"^boot[\t\x20\xA0\u1680\u2000-\u200A\u202F\u205F\u3000]\."#, isExact: true))
    }

    func testAnApproximateReplacementIsNotExact() {
        XCTAssertEqual(PatternAssessment.assess(#"boot\Z"#).rewrite, .init(pattern: "boot$", isExact: false))
        XCTAssertEqual(PatternAssessment.assess(#"boot\z"#).rewrite, .init(pattern: #"boot(?![\s\S])"#, isExact: true))
    }

    func testAPropertyHasNoReplacement() {
        let assessment = PatternAssessment.assess(#"^\p{Lu}"#)
        XCTAssertEqual(assessment.differences.map(\.text), [#"\p{Lu}"#])
        XCTAssertNil(assessment.rewrite)
    }

    func testPortablePatternsHaveNoDifferences() {
        for pattern in ["^boot", "^(boots|sneakers)$", #"\d{5}"#, "[a-z]+@[a-z]+", #"(?<year>\d{4})-\k<year>"#] {
            let assessment = PatternAssessment.assess(pattern)
            XCTAssertNil(assessment.javaScriptError, pattern)
            XCTAssertEqual(assessment.differences, [], pattern)
            XCTAssertNil(assessment.catastrophic, pattern)
        }
    }

    func testCatastrophicRepetitions() {
        XCTAssertEqual(PatternAssessment.assess("(x+x+)+y").catastrophic, .init(repetition: "(x+x+)+", inner: "x+"))
        XCTAssertEqual(PatternAssessment.assess("(a*)*").catastrophic, .init(repetition: "(a*)*", inner: "a*"))
        XCTAssertEqual(PatternAssessment.assess(#"^(\w+\s?)*$"#).catastrophic, .init(repetition: #"(\w+\s?)*"#, inner: #"\w+"#))
        XCTAssertEqual(PatternAssessment.assess("(a|a)*").catastrophic, .init(repetition: "(a|a)*", inner: nil))
        XCTAssertEqual(PatternAssessment.assess("(a|aa)+b").catastrophic, .init(repetition: "(a|aa)+", inner: nil))
        for harmless in ["(ab+)*c", "(a|ab)*", "(a|b)+", "a+b+", #"\d+\.\d+"#, "(?:x+)?y", "(ab|ac)*"] {
            XCTAssertNil(PatternAssessment.assess(harmless).catastrophic, harmless)
        }
    }
}
