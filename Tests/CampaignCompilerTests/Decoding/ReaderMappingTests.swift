import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// MappingReader: unknown keys, required keys, wrong shapes, keys not allowed here.
final class ReaderMappingTests: XCTestCase {
    /// Reads the value of the first key as a mapping with keys `a`, `b` (required), `c`.
    private func readABC(_ context: DecodingContext, _ node: YAMLNode, notHere: [String: DiagnosticMessage] = [:]) -> Bool? {
        var reader = MappingReader(node, field: "m", in: context)
        _ = reader.take("a")
        _ = reader.require("b")
        _ = reader.read("c", context.string)
        reader.finish(allowed: ["delta"], notHere: { notHere[$0] })
        return reader.isValid
    }

    func testUnknownKeysWithDidYouMean() {
        assertReader(
            "m:\n  a: 1\n  b: 2\n  ⟨k1⟩dleta: 3\n  ⟨k2⟩zzz: 4\n",
            [
                Expect(.E101, at: "k1", "unknown key `dleta`", help: "did you mean `delta`?"),
                Expect(.E101, at: "k2", "unknown key `zzz`"),
            ]
        ) { readABC($0, $1) }
    }

    func testMissingRequiredKeyAtTheFirstKey() {
        assertReader(
            "m:\n  ⟨first⟩a: 1\n  c: x\n",
            [
                Expect(.E102, at: "first", "missing required key `b`")
            ]
        ) { readABC($0, $1) }
        assertReader("m: ⟨map⟩{}", [Expect(.E102, at: "map", "missing required key `b`")]) { readABC($0, $1) }
    }

    func testNotAMapping() {
        assertReader("m: ⟨v⟩[1, 2]", [Expect(.E103, at: "v", "expected a mapping, found a list")]) { readABC($0, $1) }
        assertReader("m: ⟨v⟩text", [Expect(.E103, at: "v", "expected a mapping, found `text`")]) { readABC($0, $1) }
        assertReader("m: ⟨v⟩~", [Expect(.E107, at: "v", "`m` needs a value")]) { readABC($0, $1) }
        let (valid, _) = readValue("m: [1]") { readABC($0, $1) }
        XCTAssertEqual(valid, false)
    }

    func testKeysNotAllowedHere() {
        let notHere = ["buttons": ContentMessages.keyNotAllowed("buttons", on: .slideup, allowed: [.modal, .full])]
        assertReader(
            "m: {b: 1, ⟨k⟩buttons: []}",
            [
                Expect(.E203, at: "k", "`buttons` is not allowed on slideup messages; allowed on: modal, full")
            ]
        ) { readABC($0, $1, notHere: notHere) }
    }

    func testTakeAllAndEntries() {
        let (keys, diagnostics) = readValue("m: {x: 1, y: 2}") { context, node -> [String]? in
            var reader = MappingReader(node, field: "m", in: context)
            XCTAssertTrue(reader.has("y"))
            XCTAssertFalse(reader.has("z"))
            let keys = reader.takeAll().map(\.key.text)
            reader.finish()
            return keys
        }
        XCTAssertEqual(keys, ["x", "y"])
        XCTAssertEqual(diagnostics, [])
    }

    func testTakeEntryGivesTheKeyRange() {
        let (column, _) = readValue("m: {a: 1, b: 2}") { context, node -> Int? in
            var reader = MappingReader(node, field: "m", in: context)
            return reader.takeEntry("b")?.key.range.start.column
        }
        XCTAssertEqual(column, 11)
    }
}

/// Did-you-mean suggestions on plain words also travel as fix-its (for editors and SARIF).
final class DidYouMeanFixItTests: XCTestCase {
    func testUnknownKeyAndUnknownWordCarryAFixIt() {
        let compiled = compileYAML("campaign: a\nprority: high\ntrigger: session_start\nmessage: { type: modal, message: Hi, layout: image-only }\n")
        let fixIts = compiled.diagnostics.map { d in
            d.fixIts.map { "\(d.code.rawValue) \($0.range.start.line):\($0.range.start.column)-\($0.range.end.column) \($0.replacement)" }
        }
        XCTAssertEqual(fixIts, [["E101 2:1-8 priority"], ["E104 4:46-56 image_only"]])
    }

    func testQuotedWordsGetNoFixIt() {
        let compiled = compileYAML("campaign: a\n\"prority\": high\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E101])
        XCTAssertEqual(compiled.diagnostics.first?.fixIts, [])
    }
}
