import CanonicalJSON
import XCTest

/// `JSONReader` accepts exactly RFC 8259 and says where it stopped.
final class JSONReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONReader().parse(Array(text.utf8))
    }

    private func failure(_ text: String, maxDepth: Int = 128) -> JSONReadError? {
        do {
            _ = try JSONReader(maxDepth: maxDepth).parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    func testValuesOfEveryKind() throws {
        XCTAssertEqual(
            try parse(#" {"a": [1, -2, 3.5, 1e3, true, false, null, "x"]} "#),
            .object([
                "a": .array([.integer(1), .integer(-2), .number(3.5), .number(1000), .bool(true), .bool(false), .null, .string("x")])
            ]))
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("{}"), .object([:]))
        XCTAssertEqual(try parse("4294967295"), .integer(4_294_967_295))
        XCTAssertEqual(try parse("9223372036854775808"), .number(9_223_372_036_854_775_808))
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00""#), .string("a\"b\\c/d\n\té😀"))
        XCTAssertEqual(try parse("\"é\""), .string("é"))
    }

    func testRoundTripsTheWriter() throws {
        let value = JSONValue.object(["id": .string("x/y"), "n": .integer(3), "list": .array([.number(0.5), .null])])
        XCTAssertEqual(try JSONReader().parse(JSONWriter.compact(value)), value)
    }

    func testErrorsCarryTheByteOffset() {
        XCTAssertEqual(failure("[1,]"), JSONReadError("unexpected character ']', expected a value", offset: 3))
        XCTAssertEqual(failure("{\"a\":1,\"a\":2}"), JSONReadError("duplicate key \"a\"", offset: 7))
        XCTAssertEqual(failure("01"), JSONReadError("leading zero in a number", offset: 0))
        XCTAssertEqual(failure("[1] x"), JSONReadError("unexpected text after the JSON value", offset: 4))
        XCTAssertEqual(failure("\"abc"), JSONReadError("unterminated string", offset: 0))
        XCTAssertEqual(failure("\"a\nb\""), JSONReadError("control character in a string must be escaped", offset: 2))
        XCTAssertEqual(failure("tru"), JSONReadError("invalid literal, expected 'true'", offset: 0))
        XCTAssertEqual(failure(#""\ud800""#), JSONReadError("unpaired surrogate in \\u escape", offset: 1))
        XCTAssertEqual(failure("1."), JSONReadError("expected a digit after '.'", offset: 2))
        XCTAssertEqual(failure("1e999"), JSONReadError("number out of range", offset: 0))
        XCTAssertEqual(failure(""), JSONReadError("unexpected end of input, expected a value", offset: 0))
        XCTAssertEqual(failure("NaN"), JSONReadError("unexpected character 'N', expected a value", offset: 0))
        XCTAssertEqual(failure("{\"a\" 1}"), JSONReadError("expected ':' after an object key", offset: 5))
        XCTAssertEqual(failure("// c\n1"), JSONReadError("unexpected character '/', expected a value", offset: 0))
    }

    func testInvalidUTF8IsRejected() {
        XCTAssertThrowsError(try JSONReader().parse([0x22, 0xC3, 0x28, 0x22]))
        // Before an escape, after one, and a character cut by one.
        for bytes: [UInt8] in [[0x22, 0xC3, 0x28, 0x5C, 0x6E, 0x22], [0x22, 0x5C, 0x6E, 0xC3, 0x28, 0x22], [0x22, 0xC3, 0x5C, 0x6E, 0xA9, 0x22]] {
            XCTAssertThrowsError(try JSONReader().parse(bytes), "\(bytes)") { error in
                XCTAssertEqual(error as? JSONReadError, JSONReadError("string is not valid UTF-8", offset: 0))
            }
        }
    }

    /// Strings are read in runs between escapes: every place an escape can stand, beside
    /// multi-byte characters, and a document's text as an editor sends it.
    func testTheRunsBetweenEscapes() throws {
        XCTAssertEqual(try parse(#""\n""#), .string("\n"))
        XCTAssertEqual(try parse(#""\na""#), .string("\na"))
        XCTAssertEqual(try parse(#""a\n""#), .string("a\n"))
        XCTAssertEqual(try parse(#""é\nü\\""#), .string("é\nü\\"))
        XCTAssertEqual(try parse(#""\u00e9é\u00e9""#), .string("ééé"))
        XCTAssertEqual(try parse(#"["", "a", "\"\""]"#), .array([.string(""), .string("a"), .string("\"\"")]))
        let text = (0..<500).map { "  line \($0): \"é\" \\ tab\t end" }.joined(separator: "\n")
        XCTAssertEqual(try JSONReader().parse(JSONWriter.compact(.string(text))), .string(text))
        XCTAssertEqual(failure("\"abc\\n"), JSONReadError("unterminated string", offset: 0))
        XCTAssertEqual(failure("\"ab\\ncd\ne\""), JSONReadError("control character in a string must be escaped", offset: 7))
    }

    func testDepthLimit() {
        XCTAssertNil(failure(String(repeating: "[", count: 3) + String(repeating: "]", count: 3), maxDepth: 3))
        XCTAssertEqual(
            failure(String(repeating: "[", count: 4) + String(repeating: "]", count: 4), maxDepth: 3),
            JSONReadError("nesting deeper than 3", offset: 3))
        XCTAssertNotNil(failure(String(repeating: "[", count: 100_000)))
    }
}
