import CanonicalJSON
import XCTest

final class JSONWriterTests: XCTestCase {
    private func compact(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.compact(value), as: UTF8.self)
    }

    private func pretty(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.pretty(value), as: UTF8.self)
    }

    func testScalars() {
        XCTAssertEqual(compact(nil), "null")
        XCTAssertEqual(compact(true), "true")
        XCTAssertEqual(compact(false), "false")
        XCTAssertEqual(compact(0), "0")
        XCTAssertEqual(compact(-1), "-1")
        XCTAssertEqual(compact(""), "\"\"")
        XCTAssertEqual(compact(JSONValue("a" as String?)), "\"a\"")
        XCTAssertEqual(compact(JSONValue(nil as String?)), "null")
    }

    func testIntegersAreExact() {
        XCTAssertEqual(compact(.integer(4_294_967_295)), "4294967295")
        XCTAssertEqual(compact(JSONValue(UInt32.max)), "4294967295")
        XCTAssertEqual(compact(JSONValue(UInt32(3_207_803_699))), "3207803699")
        XCTAssertEqual(compact(.integer(Int64.max)), "9223372036854775807")
        XCTAssertEqual(compact(.integer(Int64.min)), "-9223372036854775808")
        XCTAssertEqual(compact(.integer(1_772_355_600)), "1772355600")
        XCTAssertEqual(compact(JSONValue(-604_800)), "-604800")
    }

    func testKeysAreSortedByteWiseNotByDictionaryOrStringOrder() {
        // Swift's String `<` puts "é" (C3 A9) before "e\u{301}a" (NFC "éa"); bytes say the opposite.
        XCTAssertTrue("\u{E9}" < "e\u{301}a")
        let value: JSONValue = [
            "b": 1, "a": 2, "B": 3, "\u{E9}": 4, "aa": 5, "Z": 6, "e\u{301}a": 7, "a_b": 8, "a-b": 9, "": 10,
        ]
        XCTAssertEqual(
            compact(value),
            "{\"\":10,\"B\":3,\"Z\":6,\"a\":2,\"a-b\":9,\"a_b\":8,\"aa\":5,\"b\":1,\"e\u{301}a\":7,\"\u{E9}\":4}"
        )
    }

    func testSortingIsTheSameWhateverTheInsertionOrder() {
        var forward: [String: JSONValue] = [:]
        var backward: [String: JSONValue] = [:]
        let keys = (0..<200).map { "key\($0)" }
        for key in keys { forward[key] = .string(key) }
        for key in keys.reversed() { backward[key] = .string(key) }
        XCTAssertEqual(JSONWriter.compact(.object(forward)), JSONWriter.compact(.object(backward)))
        let text = compact(.object(forward))
        XCTAssertTrue(text.hasPrefix("{\"key0\":\"key0\",\"key1\":\"key1\",\"key10\":\"key10\",\"key100\":"))
    }

    func testStringEscaping() {
        let value = JSONValue.string("q\"b\\s/n\nr\rt\tb\u{8}f\u{C}x\u{1}y\u{1F}z\u{0}d\u{7F}é😀\u{2028}")
        XCTAssertEqual(
            compact(value),
            "\"q\\\"b\\\\s/n\\nr\\rt\\tb\\bf\\fx\\u0001y\\u001fz\\u0000d\u{7F}é😀\u{2028}\""
        )
    }

    func testSlashIsNotEscapedAndNonASCIIIsRawUTF8() {
        let bytes = JSONWriter.compact("https://cdn.example.com/iam/ä.png")
        XCTAssertEqual(bytes, Array("\"https://cdn.example.com/iam/ä.png\"".utf8))
        XCTAssertEqual(JSONWriter.compact("ä"), [0x22, 0xC3, 0xA4, 0x22])
    }

    func testKeysAreEscapedToo() {
        XCTAssertEqual(compact(["a\"b\n": 1]), "{\"a\\\"b\\n\":1}")
    }

    func testCompactForm() {
        let value: JSONValue = ["b": [1, 2], "a": 1, "c": ["d": nil, "e": [], "f": [:]]]
        XCTAssertEqual(compact(value), "{\"a\":1,\"b\":[1,2],\"c\":{\"d\":null,\"e\":[],\"f\":{}}}")
    }

    func testPrettyForm() {
        let value: JSONValue = ["b": [1, ["x": true]], "a": "s", "c": ["e": [], "f": [:]]]
        let expected = """
            {
              "a": "s",
              "b": [
                1,
                {
                  "x": true
                }
              ],
              "c": {
                "e": [],
                "f": {}
              }
            }
            """
        XCTAssertEqual(pretty(value), expected)
    }

    func testPrettyEmptyTopLevelContainers() {
        XCTAssertEqual(pretty([]), "[]")
        XCTAssertEqual(pretty([:]), "{}")
        XCTAssertEqual(pretty([[]]), "[\n  []\n]")
    }

    func testDocumentAppendsOneLineFeed() {
        XCTAssertEqual(JSONWriter.document(["a": 1]), Array("{\"a\":1}\n".utf8))
        XCTAssertEqual(JSONWriter.document(["a": 1], style: .pretty), Array("{\n  \"a\": 1\n}\n".utf8))
        XCTAssertEqual(JSONWriter().documentString([1]), "[1]\n")
    }

    func testEncodeIntoAppendsToTheGivenBuffer() {
        var buffer = Array("x=".utf8)
        JSONWriter().encode(["k": "v"], into: &buffer)
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "x={\"k\":\"v\"}")
    }

    func testDictionaryLiteralWithARepeatedKeyKeepsTheLastValue() {
        let value: JSONValue = ["a": 1, "a": 2]
        XCTAssertEqual(compact(value), "{\"a\":2}")
        XCTAssertEqual(compact(JSONValue(pairs: [("k", 1), ("k", 3)])), "{\"k\":3}")
    }

    func testAccessors() {
        let value: JSONValue = ["list": [1, 2], "n": 1]
        XCTAssertEqual(value["list"]?.arrayValue, [1, 2])
        XCTAssertEqual(value["n"], .integer(1))
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.integer(1)["n"])
        XCTAssertEqual(value.objectValue?.count, 2)
    }
}
