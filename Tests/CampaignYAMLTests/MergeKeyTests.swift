import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Merge keys `<<` with YAML's override rules.
final class MergeKeyTests: XCTestCase {
    func testMergedEntriesGoWhereTheMergeKeyIsAndKeepTheirPositions() throws {
        let text = """
            base: &base
              background: "#FFFFFF"
              text: "#333333"
            theme:
              header: "#111111"
              <<: *base
              close_button: "#999999"

            """
        let file = parseYAML(text)
        XCTAssertEqual(file.diagnostics, [])
        let theme = try XCTUnwrap(onlyRoot(file)?.mapping("theme"))
        XCTAssertEqual(theme.entries.map(\.key.text), ["header", "background", "text", "close_button"])
        XCTAssertEqual(theme.entry("background")?.key.range, range(of: "background", in: text))
        XCTAssertEqual(theme.scalar("text")?.range, range(of: "\"#333333\"", in: text))
    }

    func testExplicitKeysWinWhetherBeforeOrAfterTheMerge() throws {
        let text = """
            base: &base {a: base-a, b: base-b, c: base-c}
            m:
              a: own-a
              <<: *base
              c: own-c

            """
        let file = parseYAML(text)
        XCTAssertEqual(file.diagnostics, [])
        let m = try XCTUnwrap(onlyRoot(file)?.mapping("m"))
        XCTAssertEqual(render(m), "{a: own-a, b: base-b, c: own-c}")
        XCTAssertEqual(m.scalar("c")?.range, range(of: "own-c", in: text))
    }

    func testInAListEarlierMappingsWinOverLaterOnes() throws {
        let text = """
            one: &one {x: 1, y: 1}
            two: &two {y: 2, z: 2}
            m:
              <<: [*one, *two, {z: 3, w: 3}]
              own: 0

            """
        let file = parseYAML(text)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file)?.mapping("m"))), "{x: 1, y: 1, z: 2, w: 3, own: 0}")
    }

    func testInlineMappingAsMergeValue() throws {
        let file = parseYAML("m:\n  <<: {a: 1}\n  b: 2\n")
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file)?.mapping("m"))), "{a: 1, b: 2}")
    }

    func testMergedMappingThatItselfMerges() throws {
        let text = "a: &a {k1: a}\nb: &b\n  <<: *a\n  k2: b\nc:\n  <<: *b\n  k3: c\n"
        let file = parseYAML(text)
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file)?.mapping("c"))), "{k1: a, k2: b, k3: c}")
    }

    func testDuplicateChecksApplyToExplicitKeysOnly() {
        let file = parseYAML("base: &base {a: 1}\nm:\n  <<: *base\n  a: 2\n  a: 3\n")
        XCTAssertEqual(summaries(file), ["E002 5:3 duplicate key `a` in this mapping"])
        XCTAssertEqual(file.diagnostics.first?.notes.first?.location.map { lc($0.range.start) }, "4:3")
    }

    func testScalarMergeValueIsE103AtTheValue() throws {
        let text = "m:\n  <<: not-a-mapping\n  b: 2\n"
        let file = parseYAML(text)
        XCTAssertEqual(summaries(file), ["E103 2:7 the merge key `<<` takes a mapping or a list of mappings, found a scalar"])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "not-a-mapping", in: text))
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file)?.mapping("m"))), "{b: 2}")
    }

    func testEmptyMergeValueIsE103() {
        let file = parseYAML("m:\n  <<:\n  b: 2\n")
        XCTAssertEqual(summaries(file), ["E103 2:6 the merge key `<<` takes a mapping or a list of mappings, found an empty value"])
    }

    func testListItemThatIsNotAMappingIsE103AtTheItem() throws {
        let text = "a: &a {x: 1}\nm:\n  <<: [*a, oops, [1]]\n"
        let file = parseYAML(text)
        XCTAssertEqual(
            summaries(file),
            [
                "E103 3:12 the merge key `<<` takes a mapping or a list of mappings, found a scalar in the list",
                "E103 3:18 the merge key `<<` takes a mapping or a list of mappings, found a list in the list",
            ])
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file)?.mapping("m"))), "{x: 1}")
    }

    func testAliasToAScalarAsMergeValueIsE103AtTheAlias() {
        let text = "s: &s text\nm:\n  <<: *s\n"
        let file = parseYAML(text)
        XCTAssertEqual(summaries(file), ["E103 3:7 the merge key `<<` takes a mapping or a list of mappings, found a scalar"])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "*s", in: text))
    }

    func testQuotedMergeKeyIsAnOrdinaryKey() throws {
        let file = parseYAML("m:\n  \"<<\": x\n")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file)?.mapping("m"))), "{<<: x}")
    }

    func testSecondMergeKeyIsADuplicate() {
        let file = parseYAML("a: &a {x: 1}\nb: &b {y: 1}\nm:\n  <<: *a\n  <<: *b\n")
        XCTAssertEqual(summaries(file), ["E002 5:3 duplicate key `<<` in this mapping"])
    }
}
