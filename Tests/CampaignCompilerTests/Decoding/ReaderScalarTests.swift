import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The typed scalar readers over inline YAML: SPEC §2.1's typing table.
final class ReaderScalarTests: XCTestCase {
    private func read<T>(_ yaml: String, _ reader: (DecodingContext, YAMLNode) -> Located<T>?) -> T? {
        let (value, diagnostics) = readValue(yaml, reader)
        XCTAssertEqual(diagnostics.map(render), [], yaml)
        return value?.value
    }

    // MARK: strings

    func testStringKeepsTheTextAsWritten() {
        XCTAssertEqual(read("x: no") { $0.string($1, "x") }, "no")
        XCTAssertEqual(read("x: 0755") { $0.string($1, "x") }, "0755")
        XCTAssertEqual(read("x: 1e3") { $0.string($1, "x") }, "1e3")
        XCTAssertEqual(read("x: true") { $0.string($1, "x") }, "true")
        XCTAssertEqual(read("x: 'it''s'") { $0.string($1, "x") }, "it's")
        XCTAssertEqual(read("x: \"\"") { $0.string($1, "x") }, "")
    }

    func testStringRejectsNullAndCollections() {
        assertReader("x: ⟨v⟩~", [Expect(.E107, at: "v", "`x` needs a value")]) { $0.string($1, "x") }
        assertReader("x: ⟨v⟩null", [Expect(.E107, at: "v", "`x` needs a value")]) { $0.string($1, "x") }
        assertReader("x:⟨v⟩\ny: 1", [Expect(.E107, at: "v", "`x` needs a value")]) { $0.string($1, "x") }
        assertReader("x: ⟨v⟩[a]", [Expect(.E103, at: "v", "expected a string, found a list")]) { $0.string($1, "x") }
        assertReader("x: ⟨v⟩{a: 1}", [Expect(.E103, at: "v", "expected a string, found a mapping")]) { $0.string($1, "x") }
    }

    func testNonEmptyString() {
        assertReader("x: ⟨v⟩\"\"", [Expect(.E107, at: "v", "`x` must not be empty")]) { $0.nonEmptyString($1, "x") }
        XCTAssertEqual(read("x: ' '") { $0.nonEmptyString($1, "x") }, " ")
    }

    // MARK: booleans

    func testBooleans() {
        XCTAssertEqual(read("x: true") { $0.boolean($1, "x") }, true)
        XCTAssertEqual(read("x: false") { $0.boolean($1, "x") }, false)
        for word in ["yes", "no", "on", "off", "y", "n", "True", "FALSE", "Yes", "1"] {
            assertReader(
                "x: ⟨v⟩\(word)",
                [
                    Expect(.E103, at: "v", "expected true or false, found `\(word)`", help: "write true or false")
                ]
            ) { $0.boolean($1, "x") }
        }
        assertReader(
            "x: ⟨v⟩\"true\"",
            [
                Expect(.E103, at: "v", "expected true or false, found the string \"true\"", help: "remove the quotes")
            ]
        ) { $0.boolean($1, "x") }
        assertReader(
            "x: ⟨v⟩'yes'",
            [
                Expect(.E103, at: "v", "expected true or false, found the string \"yes\"", help: "write true or false")
            ]
        ) { $0.boolean($1, "x") }
    }

    // MARK: integers

    func testIntegers() {
        XCTAssertEqual(read("x: 42") { $0.integer($1, "x") }, 42)
        XCTAssertEqual(read("x: -12") { $0.integer($1, "x") }, -12)
        XCTAssertEqual(read("x: 0") { $0.integer($1, "x") }, 0)
        for text in ["010", "0x1F", "0o17", "1_000", "1.0", "+5", "1e3", "ten"] {
            assertReader("x: ⟨v⟩\(text)", [Expect(.E103, at: "v", "expected an integer, found `\(text)`")]) { $0.integer($1, "x") }
        }
        assertReader(
            "x: ⟨v⟩\"80\"",
            [
                Expect(.E103, at: "v", "expected an integer, found the string \"80\"", help: "remove the quotes")
            ]
        ) { $0.integer($1, "x") }
    }

    func testIntegerRange() {
        XCTAssertEqual(read("x: 100") { $0.integer($1, "x", in: 0...100) }, 100)
        assertReader("x: ⟨v⟩101", [Expect(.E105, at: "v", "expected an integer from 0 to 100, found `101`")]) {
            $0.integer($1, "x", in: 0...100)
        }
        assertReader("x: ⟨v⟩-1", [Expect(.E105, at: "v", "expected an integer from 0 to 100, found `-1`")]) {
            $0.integer($1, "x", in: 0...100)
        }
        assertReader(
            "x: ⟨v⟩99999999999999999999",
            [
                Expect(.E105, at: "v", "expected an integer from -9223372036854775808 to 9223372036854775807, found `99999999999999999999`")
            ]
        ) { $0.integer($1, "x") }
    }

    // MARK: numbers

    func testNumbers() {
        XCTAssertEqual(read("x: 2.5") { $0.number($1, "x") }?.double, 2.5)
        XCTAssertEqual(read("x: 0x1F") { $0.number($1, "x") }?.integer, 31)
        XCTAssertEqual(read("x: -1e3") { $0.number($1, "x") }?.double, -1000)
        for text in [".inf", "-.inf", "+.Inf", ".NaN", ".nan"] {
            assertReader(
                "x: ⟨v⟩\(text)",
                [
                    Expect(.E103, at: "v", "expected a number, found `\(text)`", help: "write a finite number: `.inf` and `.nan` are not accepted")
                ]
            ) { $0.number($1, "x") }
        }
        for text in ["1_000", "abc", "-.nan", ".infinity"] {
            assertReader("x: ⟨v⟩\(text)", [Expect(.E103, at: "v", "expected a number, found `\(text)`")]) { $0.number($1, "x") }
        }
        assertReader(
            "x: ⟨v⟩'2.5'",
            [
                Expect(.E103, at: "v", "expected a number, found the string \"2.5\"", help: "remove the quotes")
            ]
        ) { $0.number($1, "x") }
        assertReader(
            "x: ⟨v⟩1e400",
            [
                Expect(.E105, at: "v", "expected a number from -1.7976931348623157e308 to 1.7976931348623157e308, found `1e400`")
            ]
        ) { $0.number($1, "x") }
    }

    // MARK: words

    func testWords() {
        XCTAssertEqual(read("x: medium") { $0.word($1, "x", as: PriorityWord.self) }, .medium)
        XCTAssertEqual(read("x: \"high\"") { $0.word($1, "x", among: ["low", "high"]) }, "high")
        assertReader(
            "x: ⟨v⟩hihg",
            [
                Expect(.E104, at: "v", "expected `low`, `medium` or `high`, found `hihg`", help: "did you mean `high`?")
            ]
        ) { $0.word($1, "x", as: PriorityWord.self) }
        assertReader(
            "x: ⟨v⟩urgent",
            [
                Expect(.E104, at: "v", "expected `low`, `medium` or `high`, found `urgent`")
            ]
        ) { $0.word($1, "x", as: PriorityWord.self) }
        assertReader(
            "x: ⟨v⟩[low]",
            [
                Expect(.E103, at: "v", "expected `low`, `medium` or `high`, found a list")
            ]
        ) { $0.word($1, "x", as: PriorityWord.self) }
    }

    // MARK: lists

    func testLists() {
        XCTAssertEqual(read("x: [a, b]") { $0.list($1, "x") }?.count, 2)
        XCTAssertEqual(read("x:\n  - a\n  - b\n  - c") { $0.list($1, "x") }?.count, 3)
        XCTAssertEqual(read("x: []") { $0.list($1, "x") }?.count, 0)
        assertReader("x: ⟨v⟩a", [Expect(.E103, at: "v", "expected a list, found `a`")]) { $0.list($1, "x") }
        assertReader("x: ⟨v⟩{a: 1}", [Expect(.E103, at: "v", "expected a list, found a mapping")]) { $0.list($1, "x") }
        assertReader("x: ⟨v⟩~", [Expect(.E107, at: "v", "`x` needs a value")]) { $0.list($1, "x") }
    }

    func testFoundDescriptions() {
        let long = String(repeating: "a", count: 45)
        assertReader(
            "x: ⟨v⟩\(long)",
            [
                Expect(.E103, at: "v", "expected an integer, found `\(String(repeating: "a", count: 40))…`")
            ]
        ) { $0.integer($1, "x") }
        assertReader("x: ⟨v⟩|\n  text\n", [Expect(.E103, at: "v", "expected an integer, found a block of text")]) {
            $0.integer($1, "x")
        }
    }

    func testInvalidNodesAreSilent() {
        let context = DecodingContext(source: SourceFile(path: "t.yaml", text: ""))
        let invalid = YAMLNode.invalid(.fileStart)
        XCTAssertNil(context.string(invalid, "x"))
        XCTAssertNil(context.boolean(invalid, "x"))
        XCTAssertNil(context.integer(invalid, "x"))
        XCTAssertNil(context.number(invalid, "x"))
        XCTAssertNil(context.word(invalid, "x", among: ["a"]))
        XCTAssertNil(context.duration(invalid, "x"))
        XCTAssertNil(context.time(invalid, "x"))
        XCTAssertNil(context.id(invalid, "x"))
        XCTAssertNil(context.list(invalid, "x"))
        let reader = MappingReader(invalid, field: "x", in: context)
        XCTAssertFalse(reader.isValid)
        XCTAssertEqual(context.diagnostics, [])
    }
}
