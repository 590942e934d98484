import CampaignPatterns
import XCTest

/// The two readers' verdicts and reasons: ICU's errors in campaignc's words (E303 names them
/// where its own scan of the pattern finds nothing), and JavaScript's Annex B grammar.
final class PatternSyntaxTests: XCTestCase {
    private func icuError(_ pattern: String) -> String? {
        if case .failure(let error) = RegularExpression.parse(pattern, dialect: .icu, caseInsensitive: true) { return error.reason }
        return nil
    }

    private func javaScriptError(_ pattern: String) -> String? {
        if case .failure(let error) = RegularExpression.parse(pattern, dialect: .javaScript) { return error.reason }
        return nil
    }

    func testICUReasons() {
        let cases: [(String, String)] = [
            ("a{2,1}", "`{2,1}` at column 2 has its bounds the wrong way round"),
            ("a{,3}", "`{` at column 2 starts no repetition count such as `{2}` or `{2,5}` (write `\\{` for the character)"),
            ("{", "`{` at column 1 repeats nothing (write `\\{` for the character)"),
            ("a}", "`}` at column 2 closes no `{` (write `\\}` for the character)"),
            ("a**", "`*` at column 3 repeats a repetition (put the first in a group)"),
            ("(?<=a+)b", "the lookbehind at column 1 has no fixed longest length (ICU allows only bounded repetitions there)"),
            ("\\p{Foo}", "`\\p{Foo}` at column 1 names no Unicode property ICU knows"),
            ("(a)\\2", "`\\2` at column 4 refers to group 2, but the pattern has 1"),
            ("\\k<x>", "`\\k<x>` at column 1 names no group opened before it"),
            ("(?q)", "`(?` at column 1 starts no group ICU knows: `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!`, `(?>`, `(?<name>`, `(?#` or flags such as `(?i)`"),
            ("[z-a]", "the range at column 2 runs backwards"),
            ("a{16777216}", "the count at column 2 is over ICU's limit of 16777215"),
            ("\\x{110000}", "`\\x{` at column 1 needs a code point of at most 10FFFF in hexadecimal, then `}`"),
            (
                String(repeating: "(", count: 300) + String(repeating: ")", count: 300),
                "the group or set at column 251 is nested more than 250 deep, more than campaignc reads"
            ),
        ]
        for (pattern, reason) in cases {
            XCTAssertEqual(icuError(pattern), reason, pattern)
        }
    }

    func testICUAcceptsWhatNSRegularExpressionAccepts() {
        for pattern in ["\\1{0}", "(?x) a b # note", "[a-z&&[^aeiou]]", "[[:alpha:]]", "\\p{InBasicLatin}", "\\N{LATIN SMALL LETTER A}", "\\Qa(b\\E+", "a{1}+"]
        {
            XCTAssertNil(icuError(pattern), pattern)
        }
    }

    func testJavaScriptAnnexB() {
        for pattern in ["{", "a{", "}", "]", "x{2,3", "\\8", "\\c1", "[\\c]", "\\k", "(?=a)*", "\\u{41}", "[]", "[^]", "\\p{L}", "(?<é>a)"] {
            XCTAssertNil(javaScriptError(pattern), pattern)
        }
        let cases: [(String, String)] = [
            ("(?i)a", "`(?` at column 1: JavaScript has no inline flags such as `(?i)`"),
            ("(?>a)", "`(?` at column 1: JavaScript has no atomic groups `(?>…)`"),
            ("(?#c)", "`(?` at column 1: JavaScript has no comments `(?#…)`"),
            ("a*+", "`+` at column 3 repeats nothing"),
            ("{1}", "`{` at column 1 repeats nothing"),
            ("a{2,1}", "`{2,1}` at column 2 has its bounds the wrong way round"),
            ("(?<=a)*", "the lookbehind at column 1 cannot be repeated"),
            ("(?<a>x)\\k<b>", "`\\k<b>` at column 8 names no group"),
            ("(?<a>x)(?<a>y)", "the group name `a` at column 11 is used twice"),
            ("[z-a]", "the range at column 2 runs backwards"),
            ("(a", "the `(` at column 1 is never closed by `)`"),
            ("a)", "`)` at column 2 closes no `(`"),
            ("a\\", "it ends with a lone `\\`"),
        ]
        for (pattern, reason) in cases {
            XCTAssertEqual(javaScriptError(pattern), reason, pattern)
        }
    }

    func testJavaScriptReadsCodeUnits() throws {
        let parsed = try RegularExpression.parse("^.$", dialect: .javaScript).get()
        XCTAssertEqual(CompiledPattern(parsed).search("😀"), .notFound, "an astral character is two code units")
        let icu = try RegularExpression.parse("^.$", dialect: .icu).get()
        XCTAssertEqual(CompiledPattern(icu).search("😀"), .found)
    }
}
