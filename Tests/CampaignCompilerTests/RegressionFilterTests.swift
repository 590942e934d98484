import CampaignDiagnostics
import CampaignYAML
import XCTest
@testable import CampaignCompiler

/// Hostile-input finding: the E310 check compared every filter with every earlier one and
/// built both filters' descriptions for each pair, so 2,000 aliases of one filter (an 8 KB
/// file) took 3.4 s in release, and 4,000 plain filters (160 KB) 15.6 s. Repeats of a filter
/// are now compared once, and the descriptions are built only for a contradiction.
final class RegressionFilterTests: XCTestCase {
    func testTwoThousandAliasesOfOneFilterCompileQuickly() {
        let aliases = Array(repeating: "*f", count: 1_999).joined(separator: ", ")
        let text = """
            campaign: c
            trigger:
              custom_event: e
              filters: [ &f { property: a, greater_than: 1 }, \(aliases) ]
            message: { type: slideup, message: m }
            """
        let clock = ContinuousClock()
        var compiled: CompiledFile?
        let elapsed = clock.measure { compiled = compileYAML(text) }
        XCTAssertLessThan(elapsed, .seconds(1), "compile took \(elapsed)")
        XCTAssertEqual(compiled?.diagnostics.map(render), [])
        XCTAssertEqual(compiled?.campaigns.first?.triggers.map(\.kind), [.customEvent])
        XCTAssertEqual(compiled?.campaigns.first?.triggers.first?.filters.count, 2_000)
    }

    /// A repeat is still checked against the filters between it and its first occurrence.
    func testRepeatedFilterIsReportedAgainstTheFilterItContradicts() {
        assertDiagnostics("""
            campaign: c
            trigger:
              custom_event: e
              filters:
                - ⟨one⟩{ property: a, equals: 1 }
                - ⟨two⟩{ property: a, equals: 2 }
                - ⟨again⟩{ property: a, equals: 1 }
                - { property: b, equals: 2 }
            message: { type: slideup, message: m }
            """, [
            Expect(.E310, at: "two", "filters on `a` can never match together: `equals: 1` and `equals: 2`",
                   notes: [ExpectNote("the earlier filter is here", at: "one")]),
            Expect(.E310, at: "again", "filters on `a` can never match together: `equals: 2` and `equals: 1`",
                   notes: [ExpectNote("the earlier filter is here", at: "two")]),
        ])
    }
}
