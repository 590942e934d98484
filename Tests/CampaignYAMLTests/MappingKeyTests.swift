import CampaignDiagnostics
import CampaignYAML
import XCTest

/// Duplicate keys (E002), non-scalar keys and tags (E008).
final class MappingKeyTests: XCTestCase {
    func testDuplicateKeyIsReportedAtTheSecondWithANoteAtTheFirst() throws {
        let text = "name: first\nother: x\nname: second\n"
        let file = parseYAML(text)
        XCTAssertEqual(summaries(file), ["E002 3:1 duplicate key `name` in this mapping"])
        let diagnostic = try XCTUnwrap(file.diagnostics.first)
        XCTAssertEqual(diagnostic.location, SourceLocation(file: "t.yaml", range: range(of: "name", in: text, occurrence: 2)))
        XCTAssertEqual(
            diagnostic.notes,
            [
                Note(
                    "`name` was first defined here",
                    at: SourceLocation(file: "t.yaml", range: range(of: "name", in: text)))
            ])
        XCTAssertEqual(diagnostic.help, "remove one of them; only the first is used")
        // The first entry is kept.
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file))), "{name: first, other: x}")
    }

    func testPlainAndQuotedKeysAreTheSameKey() {
        let file = parseYAML("a: 1\n\"a\": 2\n'a': 3\n")
        XCTAssertEqual(summaries(file), ["E002 2:1 duplicate key `a` in this mapping", "E002 3:1 duplicate key `a` in this mapping"])
        XCTAssertEqual(file.diagnostics.map { $0.notes.first?.location.map { lc($0.range.start) } }, ["1:1", "1:1"])
    }

    func testDuplicatesInNestedAndFlowMappingsAndLargeMappings() {
        var text = "outer:\n  k: 1\n  k: 2\nflow: {x: 1, x: 2}\n"
        for i in 0..<40 { text += "key\(i): \(i)\n" }
        text += "key17: again\n"
        let file = parseYAML(text)
        XCTAssertEqual(
            summaries(file),
            [
                "E002 3:3 duplicate key `k` in this mapping",
                "E002 4:14 duplicate key `x` in this mapping",
                "E002 45:1 duplicate key `key17` in this mapping",
            ])
        XCTAssertEqual(file.diagnostics.last?.notes.first?.location?.range.start.line, 22)
    }

    func testSameKeyInDifferentMappingsIsFine() {
        let file = parseYAML("a:\n  name: 1\nb:\n  name: 2\nlist:\n  - name: x\n  - name: y\n")
        XCTAssertEqual(file.diagnostics, [])
    }

    func testNonScalarKeysAreE008AndDropped() throws {
        let text = "? [a, b]\n: 1\n{x: 1}: 2\nkept: 3\n"
        let file = parseYAML(text)
        XCTAssertEqual(
            summaries(file),
            [
                "E008 1:3 a mapping key must be a scalar, found a list",
                "E008 3:1 a mapping key must be a scalar, found a mapping",
            ])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "[a, b]", in: text))
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file))), "{kept: 3}")
    }

    func testAliasUsedAsKeyIsReportedWhereTheAliasIs() throws {
        let text = "&k a: 1\n*k : 2\n"
        let file = parseYAML(text)
        XCTAssertEqual(summaries(file), ["E002 2:1 duplicate key `a` in this mapping"])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "*k", in: text))
    }

    func testEveryExplicitTagIsE008AndItsNodeInvalid() throws {
        let text = """
            a: !!str 5
            b: !foo bar
            c: !!python/object:os.system [x]
            d: ! plain
            e: !!map {k: v}
            f: fine

            """
        let file = parseYAML(text)
        XCTAssertEqual(
            summaries(file),
            [
                "E008 1:4 the tag `!!str` is not supported; campaign files use untagged YAML values",
                "E008 2:4 the tag `!foo` is not supported; campaign files use untagged YAML values",
                "E008 3:4 the tag `!!python/object:os.system` is not supported; campaign files use untagged YAML values",
                "E008 4:4 the tag `!` is not supported; campaign files use untagged YAML values",
                "E008 5:4 the tag `!!map` is not supported; campaign files use untagged YAML values",
            ])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "!!str", in: text))
        let root = try XCTUnwrap(onlyRoot(file))
        XCTAssertEqual(render(root), "{a: !, b: !, c: !, d: !, e: !, f: fine}")
        XCTAssertEqual(root.value("a")?.range, range(of: "5", in: text))
        XCTAssertEqual(root.value("e")?.range, range(of: "{k: v}", in: text))
    }

    func testTaggedKeyIsDroppedWithOneDiagnostic() throws {
        let file = parseYAML("!!str a: 1\nb: 2\n")
        XCTAssertEqual(codes(file), ["E008"])
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file))), "{b: 2}")
    }

    func testUndefinedTagHandleIsASyntaxError() {
        let file = parseYAML("a: !x!y b\n")
        XCTAssertEqual(summaries(file), ["E001 1:4 this tag uses an undefined handle; tags are not supported in campaign files"])
    }
}
