import CampaignLiquid
import XCTest

/// E801: every syntax problem at the character SPEC §15.3 names, with its words.
final class LiquidSyntaxTests: XCTestCase {
    func testUnclosedOutputAndTagPointAtTheirOpening() {
        XCTAssertEqual(parseLines("Hi {{ ${first_name}"), ["3..<5 `{{` is not closed by `}}`"])
        XCTAssertEqual(parseLines("a {% if x"), ["2..<4 `{%` is not closed by `%}`"])
        XCTAssertEqual(onlyParseIssue("{{ x")?.help, "end the output with `}}`")
    }

    func testEveryIndependentProblemIsReported() {
        XCTAssertEqual(
            parseLines("{{ }} and {% bogus %} and {{ 'x }}"),
            [
                "0..<5 `{{ }}` has nothing to output", "10..<21 unknown Liquid tag `bogus`", "29..<30 this string is not closed",
            ])
    }

    func testUnclosedBlockPointsAtTheOpeningTagWithANoteAtTheEnd() throws {
        let issue = try XCTUnwrap(onlyParseIssue("Hi {% if x %}there"))
        XCTAssertEqual(issue.kind, .blockNotClosed(tag: "if"))
        XCTAssertEqual(issue.range, 3..<13)
        XCTAssertEqual(issue.summary, "`{% if %}` is not closed by `{% endif %}`")
        XCTAssertEqual(issue.help, "add `{% endif %}` where the block ends")
        XCTAssertEqual(issue.notes, [LiquidNote(message: "the field ends here without `{% endif %}`", range: 18..<18)])
    }

    func testInnerBlockLeftOpenWhenTheOuterCloses() throws {
        XCTAssertEqual(parseLines("{% if a %}{% for x in y %}{% endif %}"), ["10..<26 `{% for %}` is not closed by `{% endfor %}`"])
        let issue = try XCTUnwrap(onlyParseIssue("{% if a %}{% for x in y %}{% endif %}"))
        XCTAssertEqual(issue.notes.first?.range, 26..<37)
    }

    func testStrayAndMismatchedEndTags() {
        XCTAssertEqual(parseLines("x {% endif %}"), ["2..<13 `{% endif %}` closes no open block"])
        XCTAssertEqual(parseLines("{% if a %}{% endfor %}{% endif %}"), ["10..<22 `{% endfor %}` does not close the open `if`"])
    }

    func testElseWhereNoneMayStand() {
        XCTAssertEqual(parseLines("{% else %}"), ["0..<10 `{% else %}` cannot stand here: it is outside any block"])
        XCTAssertEqual(parseLines("{% capture c %}{% else %}{% endcapture %}"), ["15..<25 `{% else %}` cannot stand here: `capture` has no `else`"])
        XCTAssertEqual(
            parseLines("{% if a %}{% else %}{% elsif b %}{% endif %}"),
            [
                "20..<33 `{% elsif %}` cannot stand here: it comes after the `else` of this `if`"
            ])
        XCTAssertEqual(parseLines("{% for a in b %}{% when 1 %}{% endfor %}"), ["16..<28 `{% when %}` cannot stand here: `for` has no `when`"])
    }

    func testMalformedExpressions() {
        XCTAssertEqual(parseLines("{{ x | }}"), ["5..<6 malformed Liquid: expected a filter name after `|`, found the end of the markup"])
        XCTAssertEqual(parseLines("{% if a == %}{% endif %}"), ["8..<10 malformed Liquid: expected a value after `==`"])
        XCTAssertEqual(parseLines("{{ a b }}"), ["5..<6 malformed Liquid: unexpected `b`"])
        XCTAssertEqual(parseLines("{{ x ? }}"), ["5..<6 malformed Liquid: unexpected `?`"])
        XCTAssertEqual(parseLines("{% if %}{% endif %}"), ["0..<8 malformed Liquid: `if` needs a condition: `{% if x == 1 %}`"])
        XCTAssertEqual(parseLines("{% for item %}{% endfor %}"), ["7..<11 malformed Liquid: expected `in` after `item`, found the end of the markup"])
    }

    func testStringNotClosedPointsAtItsQuote() {
        XCTAssertEqual(parseLines("{% if x == 'a %}{% endif %}"), ["11..<12 this string is not closed"])
    }

    func testPersonalizationTagWithoutItsBrace() {
        XCTAssertEqual(parseLines("{{ ${first_name }}"), ["3..<5 `${` is not closed by `}`"])
        XCTAssertEqual(onlyParseIssue("{{ ${first_name }}")?.help, "end the name with `}`: `${first_name}`")
    }

    func testTypographicQuotesEachGetAFix() throws {
        let text = "{{ ${first_name} | default: \u{201C}friend\u{201D} }}"
        let issues = LiquidTemplate(parsing: text).issues
        XCTAssertEqual(issues.map(\.range), [28..<29, 35..<36])
        XCTAssertEqual(issues.map(\.summary), ["typographic quote `\u{201C}` in Liquid markup", "typographic quote `\u{201D}` in Liquid markup"])
        XCTAssertEqual(issues.map(\.fix), [LiquidFix(range: 28..<29, replacement: "\""), LiquidFix(range: 35..<36, replacement: "\"")])
        XCTAssertEqual(issues[0].help, "write the straight quote `\"`: Braze rejects typographic quotes")
        XCTAssertEqual(onlyParseIssue("{% if a == \u{2018}b' %}{% endif %}")?.fix, LiquidFix(range: 11..<12, replacement: "'"))
    }

    func testInlineCommentLinesMustStartWithHash() {
        XCTAssertEqual(parseLines("{% # one\n  # two %}"), [])
        XCTAssertEqual(parseLines("{% # one\n two %}"), ["10..<11 every line of an inline comment `{% # … %}` must start with `#`"])
    }

    func testRawAndCommentNotClosed() {
        XCTAssertEqual(parseLines("{% raw %}{{"), ["0..<9 `{% raw %}` is not closed by `{% endraw %}`"])
        XCTAssertEqual(parseLines("{% comment %}{% comment %}{% endcomment %}"), ["0..<13 `{% comment %}` is not closed by `{% endcomment %}`"])
    }

    func testLiquidTagLinesAreCheckedAtTheirNames() {
        XCTAssertEqual(parseLines("{% liquid\n  if x\n  echo x\n%}"), ["12..<16 `{% if %}` is not closed by `{% endif %}`"])
        XCTAssertEqual(parseLines("{% liquid\n  bogus 1\n%}"), ["12..<19 unknown Liquid tag `bogus`"])
    }

    func testNestingIsBoundedWithOneProblem() {
        let deep = String(repeating: "{% if a %}", count: 150) + String(repeating: "{% endif %}", count: 150)
        XCTAssertEqual(parseLines(deep), ["1000..<1010 Liquid nested more than 100 levels deep"])
        let brackets = "{{ a" + String(repeating: "[a", count: 80) + String(repeating: "]", count: 80) + " }}"
        XCTAssertEqual(parseLines(brackets), ["104..<105 Liquid nested more than 50 levels deep"])
    }
}
