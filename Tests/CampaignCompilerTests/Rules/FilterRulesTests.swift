import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The static checks over one trigger's filters: E310, W311, W312.
final class FilterRulesTests: XCTestCase {
    func doc(_ filters: String) -> String {
        "campaign: a\ntrigger:\n  custom_event: e\n  filters:\n\(filters)\nmessage: { type: slideup, message: Hi }\n"
    }

    /// E310 between the filter marked `a` (earlier) and the one marked `b` (later).
    private func assertContradiction(_ first: String, _ second: String, _ reason: String, file: StaticString = #filePath, line: UInt = #line) {
        assertDiagnostics(
            doc("    - ⟨a⟩{ property: p, \(first) }\n    - ⟨b⟩{ property: p, \(second) }"),
            [
                Expect(
                    .E310, at: "b", "filters on `p` can never match together: \(reason)",
                    notes: [ExpectNote("the earlier filter is here", at: "a")])
            ], file: file, line: line)
    }

    private func assertCompatible(_ first: String, _ second: String, file: StaticString = #filePath, line: UInt = #line) {
        assertClean(doc("    - { property: p, \(first) }\n    - { property: p, \(second) }"), file: file, line: line)
    }

    func testEqualsTwoDifferentValues() {
        assertContradiction("equals: shoes", "equals: boots", "`equals: shoes` and `equals: boots`")
        assertContradiction("equals: 1", "equals: 2", "`equals: 1` and `equals: 2`")
        assertContradiction("equals: true", "equals: false", "`equals: true` and `equals: false`")
        assertCompatible("equals: 1", "equals: 1.0")
        assertCompatible("equals: shoes", "equals: shoes")
    }

    func testEqualsAndNotEqualsTheSameValue() {
        assertContradiction("equals: x", "not_equals: \"x\"", "`equals: x` and `not_equals: \"x\"`")
        assertContradiction("not_equals: 16", "equals: 0x10, type: number", "`not_equals: 16` and `equals: 0x10`")
        assertCompatible("equals: x", "not_equals: z")
    }

    func testEmptyNumericIntervals() {
        assertContradiction("greater_than: 50", "less_than: 10", "`greater_than: 50` and `less_than: 10`")
        assertContradiction("greater_than: 5", "less_than: 5", "`greater_than: 5` and `less_than: 5`")
        assertContradiction("greater_than_or_equal: 5", "less_than: 5", "`greater_than_or_equal: 5` and `less_than: 5`")
        assertContradiction("less_than_or_equal: 5", "greater_than: 5", "`less_than_or_equal: 5` and `greater_than: 5`")
        assertContradiction("equals: 3", "greater_than: 3", "`equals: 3` and `greater_than: 3`")
        assertContradiction("less_than: 2.5", "equals: 2.5", "`less_than: 2.5` and `equals: 2.5`")
        assertCompatible("greater_than_or_equal: 5", "less_than_or_equal: 5")
        assertCompatible("greater_than: 5", "less_than: 5.5")
        assertCompatible("greater_than: 5", "greater_than: 50")
        assertCompatible("equals: 3", "less_than_or_equal: 3")
    }

    func testExistsFalseWithAnythingElse() {
        assertContradiction("exists: false, type: number", "greater_than: 1", "`exists: false` and `greater_than: 1`")
        assertContradiction("exists: true, type: string", "exists: false, type: string", "`exists: true` and `exists: false`")
        assertContradiction("equals: x", "exists: false, type: string", "`equals: x` and `exists: false`")
        assertCompatible("exists: false, type: string", "exists: false, type: string")
        assertCompatible("exists: true, type: string", "equals: x")
    }

    func testTwoTypes() {
        assertContradiction("equals: 5", "equals: five", "compared as number and as string")
        assertContradiction("exists: true, type: time", "greater_than: 3", "compared as time and as number")
    }

    func testTimeWindows() {
        assertContradiction("less_than_ago: 1d", "more_than_ago: 2d", "`less_than_ago: 1d` and `more_than_ago: 2d`")
        assertContradiction("more_than_ago: 1d", "less_than_ago: 24h", "`more_than_ago: 1d` and `less_than_ago: 24h`")
        assertCompatible("more_than_ago: 1d", "less_than_ago: 2d")
    }

    func testOnlyTheAndLevelIsChecked() {
        // Different properties, and the alternatives of an any_of, never contradict.
        assertClean(doc("    - { property: p, equals: 1 }\n    - { property: q, equals: 2 }"))
        assertClean(doc("    - any_of:\n        - { property: p, equals: 1 }\n        - { property: p, equals: 2 }"))
        // A one-filter any_of is a plain filter.
        assertDiagnostics(
            doc("    - ⟨a⟩{ property: p, equals: 1 }\n    - any_of: [⟨b⟩{ property: p, equals: 2 }]"),
            [
                Expect(
                    .E310, at: "b", "filters on `p` can never match together: `equals: 1` and `equals: 2`",
                    notes: [ExpectNote("the earlier filter is here", at: "a")])
            ])
        // Filters of different triggers are never compared.
        assertClean(
            """
            campaign: a
            trigger:
              - { custom_event: e, filters: [{ property: p, equals: 1 }] }
              - { custom_event: e, filters: [{ property: p, equals: 2 }] }
            message: { type: slideup, message: Hi }
            """)
    }

    func testEachLaterFilterIsReportedOnce() {
        assertDiagnostics(
            doc(
                """
                    - ⟨a⟩{ property: p, greater_than: 50 }
                    - { property: p, greater_than: 60 }
                    - ⟨c⟩{ property: p, less_than: 10 }
                """),
            [
                Expect(
                    .E310, at: "c", "filters on `p` can never match together: `greater_than: 50` and `less_than: 10`",
                    notes: [ExpectNote("the earlier filter is here", at: "a")])
            ])
    }

    func testLongStrings() {
        let long = String(repeating: "x", count: 256)
        assertDiagnostics(
            doc("    - { property: p, equals: ⟨v⟩\(long) }"),
            [
                Expect(
                    .W311, at: "v", "this string is 256 characters long, but property values hold at most 255",
                    help: "this filter can never match")
            ])
        assertDiagnostics(
            doc("    - { property: p, not_equals: ⟨v⟩\(long) }"),
            [
                Expect(
                    .W311, at: "v", "this string is 256 characters long, but property values hold at most 255",
                    help: "this filter always matches")
            ])
        assertClean(doc("    - { property: p, equals: \(String(repeating: "é", count: 255)) }"))
    }

    func testBigNumbers() {
        for big in ["9007199254740993", "-9007199254740993", "10000000000000001", "99999999999999999999"] {
            assertDiagnostics(
                doc("    - { property: p, equals: ⟨v⟩\(big) }"),
                [
                    Expect(
                        .W312, at: "v", "\(big) is beyond 2^53 and may be rounded when compared",
                        help: "compare it as a string with `type: string`")
                ])
        }
        assertClean(doc("    - { property: p, equals: 9007199254740992 }"))
        assertClean(doc("    - { property: p, greater_than: 9007199254740993 }"))
        assertClean(doc("    - { property: p, equals: 9007199254740993, type: string }"))
    }
}
