import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// Property filters (SPEC §2.4): shape, operators, types, values, comparators.
final class FilterDecodingTests: XCTestCase {
    /// A campaign whose custom_event trigger has `filters` written as given (flow or block).
    func doc(_ filters: String) -> String {
        "campaign: a\ntrigger:\n  custom_event: e\n  filters: \(filters)\nmessage: { type: slideup, message: Hi }\n"
    }

    private func filters(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [FilterEntry] {
        assertClean(doc(yaml), file: file, line: line).first?.triggers.first?.filters ?? []
    }

    private func filter(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> PropertyFilter? {
        filters("[\(yaml)]", file: file, line: line).first?.alternatives.first
    }

    func testComparatorsAndTypes() {
        let cases: [(String, Int, PropertyType, FilterValue)] = [
            ("equals: shoes", 1, .string, .string("shoes")),
            ("equals: 5", 1, .number, .number(NumberValue(text: "5", double: 5, integer: 5))),
            ("equals: true", 1, .boolean, .boolean(true)),
            ("equals: \"5\"", 1, .string, .string("5")),
            ("equals: 'no'", 1, .string, .string("no")),
            ("not_equals: x", 2, .string, .string("x")),
            ("not_equals: 2.5", 2, .number, .number(NumberValue(text: "2.5", double: 2.5, integer: nil))),
            ("greater_than: 50", 3, .number, .number(NumberValue(text: "50", double: 50, integer: 50))),
            ("greater_than_or_equal: 1", 4, .number, .number(NumberValue(text: "1", double: 1, integer: 1))),
            ("less_than: 0x10", 5, .number, .number(NumberValue(text: "0x10", double: 16, integer: 16))),
            ("less_than_or_equal: -1", 6, .number, .number(NumberValue(text: "-1", double: -1, integer: -1))),
            ("matches: '^boot'", 10, .string, .string("^boot")),
            ("does_not_match: 'a+'", 17, .string, .string("a+")),
            ("exists: true, type: string", 11, .string, .boolean(true)),
            ("exists: false, type: time", 12, .time, .boolean(false)),
            ("less_than_ago: 7d", 4, .time, .duration(.days(7))),
            ("more_than_ago: 90s", 6, .time, .duration(.seconds(90))),
            ("less_than_in: 2h", 15, .time, .duration(.hours(2))),
            ("more_than_in: 1d", 16, .time, .duration(.days(1))),
            ("before: 2026-03-01T10:00:00+01:00", 5, .time, .time(Timestamp(unixSeconds: 1_772_355_600))),
            ("after: '2026-03-01T09:00:00Z'", 3, .time, .time(Timestamp(unixSeconds: 1_772_355_600))),
            ("equals: 5, type: string", 1, .string, .string("5")),
            ("equals: true, type: string", 1, .string, .string("true")),
        ]
        for (body, comparator, type, value) in cases {
            let f = filter("{ property: p, \(body) }")
            XCTAssertEqual(f?.comparator, comparator, body)
            XCTAssertEqual(f?.type, type, body)
            XCTAssertEqual(f?.value.value, value, body)
            XCTAssertEqual(f?.property.value, "p", body)
        }
    }

    func testPositionsAreKept() throws {
        let f = try XCTUnwrap(filter("{ property: cart_total, greater_than: 50 }"))
        XCTAssertEqual(f.range.start.line, 4)
        XCTAssertEqual(f.range.start.column, 13)
        XCTAssertEqual(f.op.range.start.column, 37)
        XCTAssertEqual(f.value.range.start.column, 51)
        XCTAssertFalse(f.typeIsExplicit)
    }

    func testAnyOf() {
        let entries = filters(
            """

              - property: total
                greater_than: 50
              - any_of:
                  - { property: category, equals: shoes }
                  - { property: category, matches: "^boot" }
            """.replacingOccurrences(of: "\n", with: "\n  "))
        XCTAssertEqual(entries.count, 2)
        XCTAssertEqual(entries.map { $0.alternatives.count }, [1, 2])
        XCTAssertEqual(entries.last?.alternatives.map(\.comparator), [1, 10])
    }

    func testOperatorCount() {
        assertDiagnostics(
            doc("[⟨f⟩{ property: p }]"),
            [
                Expect(
                    .E304, at: "f", "a filter needs exactly one operator, found none",
                    help: "add an operator such as `equals: value` or `greater_than: 10`")
            ])
        assertDiagnostics(
            doc("[⟨f⟩{ property: p, less_than: 5, equals: 3 }]"),
            [
                Expect(
                    .E304, at: "f", "a filter needs exactly one operator, found 2: `less_than` and `equals`",
                    help: "split it into one filter per operator")
            ])
        // One typo, one error (issue 13): the misspelt operator is the E101, not also an E304.
        assertDiagnostics(
            doc("[{ property: p, ⟨e⟩equal: 3 }]"),
            [
                Expect(.E101, at: "e", "unknown key `equal`", help: "did you mean `equals`?")
            ])
    }

    func testMissingOrBadProperty() {
        assertDiagnostics(doc("[{ ⟨k⟩equals: 3 }]"), [Expect(.E102, at: "k", "missing required key `property`")])
        assertDiagnostics(doc("[{ property: ⟨v⟩\"\", equals: 3 }]"), [Expect(.E107, at: "v", "`property` must not be empty")])
        assertDiagnostics(doc("[⟨f⟩plain]"), [Expect(.E103, at: "f", "expected a mapping, found `plain`")])
        assertDiagnostics(doc("⟨f⟩{ property: p, equals: 1 }"), [Expect(.E103, at: "f", "expected a list, found a mapping")])
    }

    func testOperatorNotValidForType() {
        assertDiagnostics(
            doc("[{ property: p, ⟨o⟩greater_than: 5, type: string }]"),
            [
                Expect(.E302, at: "o", "`greater_than` cannot compare string values", help: "`greater_than` works with number values")
            ])
        assertDiagnostics(
            doc("[{ property: p, ⟨o⟩not_equals: true }]"),
            [
                Expect(.E302, at: "o", "`not_equals` cannot compare boolean values", help: "`not_equals` works with string or number values")
            ])
        assertDiagnostics(
            doc("[{ property: p, ⟨o⟩equals: 2026-01-01T00:00:00Z, type: time }]"),
            [
                Expect(.E302, at: "o", "`equals` cannot compare time values", help: "`equals` works with string, number or boolean values")
            ])
        assertDiagnostics(
            doc("[{ property: p, ⟨o⟩matches: x, type: number }]"),
            [
                Expect(.E302, at: "o", "`matches` cannot compare number values", help: "`matches` works with string values")
            ])
    }

    func testValueNotFittingTheType() {
        assertDiagnostics(
            doc("[{ property: p, greater_than: ⟨v⟩lots }]"),
            [
                Expect(.E103, at: "v", "expected a number, found `lots`")
            ])
        assertDiagnostics(
            doc("[{ property: p, greater_than: ⟨v⟩\"50\" }]"),
            [
                Expect(.E103, at: "v", "expected a number, found the string \"50\"", help: "remove the quotes")
            ])
        assertDiagnostics(
            doc("[{ property: p, equals: ⟨v⟩yes, type: boolean }]"),
            [
                Expect(.E103, at: "v", "expected true or false, found `yes`", help: "write true or false")
            ])
        assertDiagnostics(
            doc("[{ property: p, equals: ⟨v⟩.inf, type: number }]"),
            [
                Expect(.E103, at: "v", "expected a number, found `.inf`", help: "write a finite number: `.inf` and `.nan` are not accepted")
            ])
        // Without `type`, a plain `.inf` / `.nan` is a number by its form (SPEC §2.1), not
        // the string ".inf": E103, never a filter comparing text.
        for text in [".inf", "-.inf", ".NaN"] {
            assertDiagnostics(
                doc("[{ property: p, equals: ⟨v⟩\(text) }]"),
                [
                    Expect(.E103, at: "v", "expected a number, found `\(text)`", help: "write a finite number: `.inf` and `.nan` are not accepted")
                ])
        }
        XCTAssertEqual(filter("{ property: p, equals: '.inf' }")?.value.value, .string(".inf"), "quoted, it is a string")
        assertDiagnostics(
            doc("[{ property: p, equals: ⟨v⟩[1, 2] }]"),
            [
                Expect(.E103, at: "v", "expected a string, number or boolean, found a list")
            ])
        assertDiagnostics(
            doc("[{ property: p, exists: ⟨v⟩yes, type: string }]"),
            [
                Expect(.E103, at: "v", "expected true or false, found `yes`", help: "write true or false")
            ])
        assertDiagnostics(
            doc("[{ property: p, less_than_ago: ⟨v⟩2.5s }]"),
            [
                Expect(.E106, at: "v", "`less_than_ago` must be a whole number of seconds, found `2.5s`")
            ])
        assertDiagnostics(
            doc("[{ property: p, equals: 1, type: ⟨t⟩date }]"),
            [
                Expect(.E104, at: "t", "expected `string`, `number`, `boolean` or `time`, found `date`")
            ])
    }

    func testExistsNeedsAType() {
        assertDiagnostics(
            doc("[⟨f⟩{ property: p, exists: true }]"),
            [
                Expect(.E305, at: "f", "`exists` needs an explicit `type`", help: "add `type: string` (or number, boolean, time)")
            ])
    }

    func testRegularExpressions() {
        XCTAssertNotNil(filter("{ property: p, matches: '^[a-z]+\\d{2,}$' }"))
        XCTAssertEqual(FilterDecoder.compileRegex("(?i)^[a-z]+\\d{2,}$"), .valid)
        assertDiagnostics(doc("[{ property: p, matches: ⟨v⟩'' }]"), [Expect(.E107, at: "v", "`matches` must not be empty")])
        XCTAssertEqual(FilterDecoder.compileRegex("^boot"), .valid)
        for pattern in ["(unclosed", "[z-a]", "*", "a{2,1}", "\\"] {
            XCTAssertNotEqual(FilterDecoder.compileRegex(pattern), .valid, pattern)
            let yaml = doc("[{ property: p, does_not_match: ⟨v⟩'\(pattern)' }]")
            assertDiagnostics(yaml, regexExpectation(at: "v", pattern: pattern))
        }
    }

    func testAnyOfShape() {
        assertDiagnostics(doc("[{ any_of: ⟨v⟩[] }]"), [Expect(.E105, at: "v", "expected 1 or more filters in `any_of`, found none")])
        assertDiagnostics(
            doc("[{ any_of: [{ property: p, equals: 1 }], ⟨k⟩property: q }]"),
            [
                Expect(.E101, at: "k", "unknown key `property`")
            ])
        assertDiagnostics(
            doc("[{ any_of: [⟨f⟩{ ⟨k⟩any_of: [] }] }]"),
            [
                Expect(
                    .E304, at: "f", "a filter needs exactly one operator, found none",
                    help: "add an operator such as `equals: value` or `greater_than: 10`"),
                Expect(.E101, at: "k", "unknown key `any_of`: `any_of` groups cannot be nested"),
                Expect(.E102, at: "k", "missing required key `property`"),
            ])
    }

    func testSeveralBadFiltersAreAllReported() {
        assertDiagnostics(
            doc(
                """
                [
                    ⟨a⟩{ property: a },
                    { property: b, ⟨o⟩greater_than: 1, type: boolean },
                    { property: c, matches: ⟨v⟩"[" }
                  ]
                """),
            [
                Expect(
                    .E304, at: "a", "a filter needs exactly one operator, found none",
                    help: "add an operator such as `equals: value` or `greater_than: 10`"),
                Expect(.E302, at: "o", "`greater_than` cannot compare boolean values", help: "`greater_than` works with number values"),
            ] + regexExpectation(at: "v", pattern: "["))
    }

    /// The E303 for `pattern`, with the reason ICU gives on this platform, if any.
    private func regexExpectation(at mark: String, pattern: String) -> [Expect] {
        guard case .invalid(let engineReason) = FilterDecoder.compileRegex(pattern) else { return [] }
        let reason = engineReason ?? RegexProblem.reason(pattern)
        return [
            Expect(
                .E303, at: mark, "invalid regular expression" + (reason.map { ": \($0)" } ?? ""),
                help: "write an ICU regular expression (matched case-insensitively); escape `(`, `[`, `*`, `+`, `?` and `\\` with `\\`")
        ]
    }
}
