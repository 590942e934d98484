import CampaignDiagnostics
import CampaignYAML
import XCTest

/// SPEC §7: hostile inputs are rejected quickly, with bounded memory (E003–E006).
final class HostileInputTests: XCTestCase {
    /// Parses and fails the test when it takes a second or more (a quadratic or
    /// exponential path takes far longer on these inputs).
    private func timedParse(
        _ bytes: [UInt8], limits: YAMLLimits = .standard,
        file: StaticString = #filePath, line: UInt = #line
    ) -> YAMLFile {
        let clock = ContinuousClock()
        var result: YAMLFile?
        let elapsed = clock.measure { result = parseYAML(bytes: bytes, limits: limits) }
        XCTAssertLessThan(elapsed, .seconds(1), "parse took \(elapsed)", file: file, line: line)
        return result!
    }

    private func timedParse(_ text: String, limits: YAMLLimits = .standard) -> YAMLFile {
        timedParse(Array(text.utf8), limits: limits)
    }

    // MARK: E003

    func testAliasBudgetAlsoHoldsForTheWholeFile() {
        // Each document stays under its own budget (3 × 4 nodes), but the file's budget of 30
        // runs out at the second alias of the third document; each document reports it once.
        let document = "a: &x [1, 2, 3]\nb: [*x, *x, *x]\n"
        let text = Array(repeating: document, count: 4).joined(separator: "---\n")
        let limits = YAMLLimits(maxAliasNodes: 100, maxAliasNodesPerFile: 30)
        let file = timedParse(text, limits: limits)
        XCTAssertEqual(
            summaries(file),
            [
                "E003 8:9 alias `*x` would expand this file past the limit of 30 nodes created by aliases in all its documents",
                "E003 11:5 alias `*x` would expand this file past the limit of 30 nodes created by aliases in all its documents",
            ])
        XCTAssertEqual(file.documents.count, 4)
    }

    func testBillionLaughsIsRejectedAtTheAliasThatCrossesTheBudget() throws {
        var text = "lol0: &lol0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for i in 1...9 {
            text += "lol\(i): &lol\(i) [" + Array(repeating: "*lol\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        XCTAssertLessThan(text.utf8.count, 1024)
        let file = timedParse(text)
        // lol0 has 11 nodes; lol1 costs 10 × 11 and has 111; lol2 costs 10 × 111 and has
        // 1,111; in lol3, 110 + 1,110 + 7 × 1,111 = 8,997 fits and the eighth *lol2 does not.
        XCTAssertEqual(summaries(file), ["E003 4:63 alias `*lol2` would expand this document past the limit of 10000 nodes created by aliases"])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "*lol2", in: text, occurrence: 8))
        XCTAssertEqual(file.diagnostics.first?.help, "reuse fewer or smaller anchors; the limit stops exponential \"billion laughs\" inputs")
        let root = try XCTUnwrap(onlyRoot(file))
        XCTAssertEqual(root.sequence("lol3")?.items.map(render).filter { $0 == "!" }.count, 3)
        XCTAssertEqual(render(try XCTUnwrap(root.value("lol9"))), "[!, !, !, !, !, !, !, !, !, !]")
    }

    func testAliasBudgetCountsEveryNodeOfTheAnchoredSubtree() {
        // The anchored mapping has 5 nodes (itself, 2 keys, 2 values).
        let text = "a: &a {x: 1, y: 2}\nb: [*a, *a, *a]\n"
        XCTAssertEqual(timedParse(text, limits: YAMLLimits(maxAliasNodes: 15)).diagnostics, [])
        let over = timedParse(text, limits: YAMLLimits(maxAliasNodes: 14))
        XCTAssertEqual(summaries(over), ["E003 2:13 alias `*a` would expand this document past the limit of 14 nodes created by aliases"])
    }

    func testAliasBudgetIsPerDocumentAndReportedOncePerDocument() {
        // Each alias of `a` costs 4 nodes: the third one passes 8.
        let doc = "a: &a [1, 2, 3]\nb: [*a, *a, *a, *a]\n"
        let file = timedParse(doc + "---\n" + doc, limits: YAMLLimits(maxAliasNodes: 8))
        XCTAssertEqual(
            summaries(file),
            [
                "E003 2:13 alias `*a` would expand this document past the limit of 8 nodes created by aliases",
                "E003 5:13 alias `*a` would expand this document past the limit of 8 nodes created by aliases",
            ])
        XCTAssertEqual(
            file.documents.map { render($0.root) },
            [
                "{a: [1, 2, 3], b: [[1, 2, 3], [1, 2, 3], !, !]}",
                "{a: [1, 2, 3], b: [[1, 2, 3], [1, 2, 3], !, !]}",
            ])
    }

    // MARK: E004

    func testHundredThousandOpeningBracketsFinishFast() {
        let file = timedParse(String(repeating: "[", count: 100_000))
        XCTAssertEqual(summaries(file), ["E004 1:65 this value is nested deeper than the limit of 64 levels"])
        XCTAssertEqual(file.diagnostics.first?.notes, [Note("the nesting goes on far past the limit; the rest of this document was not checked")])
        XCTAssertEqual(file.documentCount, 1)
        XCTAssertEqual(file.documents.count, 0)
    }

    func testDeepFlowMappingsAndBlockListsFinishFast() {
        XCTAssertEqual(
            summaries(timedParse("a: " + String(repeating: "{a: ", count: 100_000))),
            ["E004 1:256 this value is nested deeper than the limit of 64 levels"])
        XCTAssertEqual(
            summaries(timedParse(String(repeating: "- ", count: 100_000) + "x\n")),
            ["E004 1:129 this value is nested deeper than the limit of 64 levels"])
    }

    func testDocumentAfterAbandonedNestingIsStillChecked() {
        let file = timedParse(String(repeating: "[", count: 10_000) + "\n---\na: 1\na: 2\n")
        XCTAssertEqual(codes(file), ["E004", "E002"])
        XCTAssertEqual(file.documentCount, 2)
    }

    func testNodeOverTheLimitBecomesInvalidAndTheRestIsBuilt() throws {
        let deep = String(repeating: "[", count: 70) + "x" + String(repeating: "]", count: 70)
        let text = "k: \(deep)\nz: 1\n"
        let file = timedParse(text)
        XCTAssertEqual(summaries(file), ["E004 1:67 this value is nested deeper than the limit of 64 levels"])
        // The node over the limit is the 64th `[` (the root mapping is level 1); it holds 7 brackets.
        let closing = "x" + String(repeating: "]", count: 7)
        XCTAssertEqual(file.diagnostics.first?.location.range.end, range(of: closing, in: text).end)
        let root = try XCTUnwrap(onlyRoot(file))
        XCTAssertEqual(root.scalar("z")?.text, "1")
        var node = try XCTUnwrap(root.value("k"))
        var levels = 1  // the root mapping
        while case .sequence(let s) = node {
            levels += 1
            node = s.items[0]
        }
        XCTAssertEqual(levels, 64)
        XCTAssertEqual(render(node), "!")
    }

    func testAliasToANodeOverTheLimitIsSilentlyInvalid() throws {
        let file = timedParse("k: [[&deep [[[x]]]]]\nz: *deep\n", limits: YAMLLimits(maxDepth: 3))
        XCTAssertEqual(summaries(file), ["E004 1:12 this value is nested deeper than the limit of 3 levels"])
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file))), "{k: [[!]], z: !}")
    }

    func testExactlySixtyFourLevelsAreAllowed() {
        let deep = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        XCTAssertEqual(timedParse("k: \(deep)\n").diagnostics, [])
    }

    func testAliasThatWouldNestPastTheLimitIsE004() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = "a: &a \(deep)\nb: " + String(repeating: "[", count: 30) + "*a" + String(repeating: "]", count: 30) + "\n"
        let file = timedParse(text)
        XCTAssertEqual(summaries(file), ["E004 2:34 this value is nested deeper than the limit of 64 levels"])
    }

    // MARK: Report size

    func testAFileReportsAtMostAThousandProblems() throws {
        let file = timedParse(String(repeating: "a: 1\n", count: 1_501))
        XCTAssertEqual(file.diagnostics.count, 1_000)
        XCTAssertEqual(Set(codes(file)), ["E002"])
        XCTAssertEqual(file.diagnostics.last.map(summary), "E002 1001:1 duplicate key `a` in this mapping")
        XCTAssertEqual(file.diagnostics.last?.notes.last, Note("this file has more problems; only the first 1000 are reported"))
        XCTAssertEqual(file.diagnostics.first?.notes.count, 1)
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file))), "{a: 1}")
    }

    // MARK: E005

    func testNineMebibyteFileIsE005WithNothingParsed() {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 9 * 1024 * 1024)
        let file = timedParse(bytes)
        XCTAssertEqual(summaries(file), ["E005 1:1 the file is larger than the limit of 8388608 bytes; it was not checked"])
        XCTAssertEqual(file.diagnostics.first?.location.range, .fileStart)
        XCTAssertEqual(file.documentCount, 0)
        XCTAssertEqual(file.documents.count, 0)
    }

    // MARK: E006

    func testInvalidUTF8OnLineFiveIsReportedAtItsColumn() {
        var bytes = Array("a: 1\nb: 2\nc: 3\nd: 4\ne: é".utf8)
        bytes += [0xFF] + Array("x\nf: 1\n".utf8)
        let file = timedParse(bytes)
        XCTAssertEqual(summaries(file), ["E006 5:5 the file is not valid UTF-8: invalid UTF-8 byte 0xFF"])
        XCTAssertEqual(
            file.diagnostics.first?.location.range,
            SourceRange(
                start: SourcePosition(line: 5, column: 5, offset: 25),
                end: SourcePosition(line: 5, column: 6, offset: 26)))
        XCTAssertEqual(file.documentCount, 0)
    }

    func testMalformedSequencesReportTheirFirstByte() {
        let cases: [([UInt8], String)] = [
            ([0xC3], "0xC3"),  // truncated at the end of the file
            ([0xE2, 0x82, 0x41], "0xE2"),  // truncated before ASCII
            ([0x80], "0x80"),  // stray continuation byte
            ([0xC0, 0xAF], "0xC0"),  // overlong
            ([0xED, 0xA0, 0x80], "0xED"),  // surrogate
            ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // past U+10FFFF
        ]
        for (bad, shown) in cases {
            let file = timedParse(Array("k: ".utf8) + bad + Array("\n".utf8))
            XCTAssertEqual(summaries(file), ["E006 1:4 the file is not valid UTF-8: invalid UTF-8 byte \(shown)"], shown)
        }
    }

    func testBOMIsNotAColumnForE006() {
        let file = timedParse([0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFE])
        XCTAssertEqual(summaries(file), ["E006 1:4 the file is not valid UTF-8: invalid UTF-8 byte 0xFE"])
    }

    func testNulByteIsE006() {
        let file = timedParse(Array("a: 1\r\nb: x".utf8) + [0x00] + Array("y\n".utf8))
        XCTAssertEqual(summaries(file), ["E006 2:5 the file contains a NUL byte; campaign files must be UTF-8 text"])
    }
}
