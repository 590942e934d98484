import CanonicalJSON
import XCTest

/// A document written from pieces encoded apart is byte for byte the document of the whole value.
final class JSONWriterSplicingTests: XCTestCase {
    private let elements: [JSONValue] = [
        ["id": "b", "data": ["x": [1, 2, ["deep": true]], "empty": [:], "none": []], "n": .number(2.5)],
        ["id": "a/é", "list": ["\u{1}", "q\"uote"]],
        [],
        [:],
        "plain",
    ]
    private let members: [String: JSONValue] = [
        "schema_version": 1,
        "local_assets": [["path": "a.png", "bytes": 3]],
        "trigger_minimum_interval_seconds": 30,
        "zzz": [:],
    ]

    private func spliced(_ style: JSONWriter.Style, key: String, elements: [JSONValue], members: [String: JSONValue]) -> [UInt8] {
        let writer = JSONWriter(style: style)
        let encoded = elements.map { writer.encode($0, depth: JSONWriter.memberArrayElementDepth) }
        return Array(writer.documentPieces(members, splicing: key, elements: encoded).joined())
    }

    private func whole(_ style: JSONWriter.Style, key: String, elements: [JSONValue], members: [String: JSONValue]) -> [UInt8] {
        var all = members
        all[key] = .array(elements)
        return JSONWriter(style: style).encodeDocument(.object(all))
    }

    func testSplicedDocumentEqualsTheWholeDocumentInBothStyles() {
        for style in [JSONWriter.Style.compact, .pretty] {
            for key in ["triggers", "a", "trigger_", "zzzz", "local"] {
                XCTAssertEqual(
                    String(decoding: spliced(style, key: key, elements: elements, members: members), as: UTF8.self),
                    String(decoding: whole(style, key: key, elements: elements, members: members), as: UTF8.self),
                    "\(style) \(key)"
                )
            }
        }
    }

    func testEmptyArraysAndNoOtherMembers() {
        for style in [JSONWriter.Style.compact, .pretty] {
            XCTAssertEqual(
                spliced(style, key: "triggers", elements: [], members: members),
                whole(style, key: "triggers", elements: [], members: members))
            XCTAssertEqual(
                spliced(style, key: "triggers", elements: elements, members: [:]),
                whole(style, key: "triggers", elements: elements, members: [:]))
        }
        XCTAssertEqual(
            String(decoding: spliced(.pretty, key: "t", elements: [1], members: [:]), as: UTF8.self),
            "{\n  \"t\": [\n    1\n  ]\n}\n")
        XCTAssertEqual(String(decoding: spliced(.compact, key: "t", elements: [], members: [:]), as: UTF8.self), "{\"t\":[]}\n")
    }

    func testElementsArePiecesOfTheirOwn() {
        let writer = JSONWriter(style: .compact)
        let encoded = [[UInt8]("{\"a\":1}".utf8), [UInt8]("2".utf8)]
        let pieces = writer.documentPieces(["k": 0], splicing: "t", elements: encoded)
        XCTAssertEqual(pieces.map { String(decoding: $0, as: UTF8.self) }, ["{\"k\":0,\"t\":[", "{\"a\":1}", ",", "2", "]}\n"])
    }

    func testEncodingAtADepthIndentsOnlyThePrettyStyle() {
        let value: JSONValue = ["a": [1]]
        XCTAssertEqual(
            String(decoding: JSONWriter(style: .pretty).encode(value, depth: 1), as: UTF8.self),
            "{\n    \"a\": [\n      1\n    ]\n  }")
        XCTAssertEqual(JSONWriter(style: .compact).encode(value, depth: 3), JSONWriter.compact(value))
        XCTAssertEqual(JSONWriter(style: .pretty).encode(value, depth: 0), JSONWriter.pretty(value))
    }

    func testUTF8OrderIsByteWise() {
        XCTAssertTrue(UTF8Order.precedes("a", "b"))
        XCTAssertTrue(UTF8Order.precedes("a", "ab"))
        XCTAssertFalse(UTF8Order.precedes("ab", "a"))
        XCTAssertFalse(UTF8Order.precedes("a", "a"))
        XCTAssertTrue(UTF8Order.precedes("", "a"))
        XCTAssertTrue(UTF8Order.precedes("Z", "a"))
        // String's `<` says the opposite for these two (it compares normalised scalars).
        XCTAssertTrue("\u{E9}" < "e\u{301}a")
        XCTAssertTrue(UTF8Order.precedes("e\u{301}a", "\u{E9}"))
        XCTAssertFalse(UTF8Order.precedes("\u{E9}", "e\u{301}a"))
        let words = ["b/a", "b", "a-b", "a_b", "a.b", "\u{E9}", "e\u{301}", "", "B"]
        XCTAssertEqual(words.sorted(by: UTF8Order.precedes), words.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
