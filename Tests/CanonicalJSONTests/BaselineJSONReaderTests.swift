import CanonicalJSON
import XCTest

/// The strict JSON reader of baseline files.
final class BaselineJSONReaderTests: XCTestCase {
    private func read(_ text: String) -> JSONValue? {
        BaselineJSONReader.read(Array(text.utf8))
    }

    func testValues() {
        XCTAssertEqual(
            read(" {\"a\": [1, -2.5e1, true, false, null, \"x\\n\\u00e9\\ud83d\\ude00\"]} "),
            [
                "a": [.integer(1), .number(-25), true, false, .null, "x\né😀"]
            ])
        XCTAssertEqual(read("9223372036854775807"), .integer(Int64.max))
        XCTAssertEqual(read("9223372036854775808"), .number(9_223_372_036_854_775_808))
        XCTAssertEqual(read("\"a/b\\/c\""), "a/b/c")
    }

    func testRejectsWhatIsNotExactlyOneJSONValue() {
        for text in [
            "", "{", "{\"a\":1,}", "[1,]", "01", "1.", ".5", "+1", "{\"a\":1,\"a\":2}", "\"\\x\"", "\"\u{1}\"",
            "\"\\ud800\"", "tru", "nul", "1 2", "{'a':1}", "\"a", "[1] ]",
        ] {
            XCTAssertNil(read(text), text)
        }
        XCTAssertNil(BaselineJSONReader.read([0x22, 0xFF, 0x22]), "invalid UTF-8")
        XCTAssertNil(read(String(repeating: "[", count: 100) + String(repeating: "]", count: 100)), "too deep")
        XCTAssertNotNil(read(String(repeating: "[", count: 60) + String(repeating: "]", count: 60)))
    }
}
