import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

final class IncomingMessageTests: XCTestCase {
    private func rejected(_ text: String) -> IncomingMessage.Rejected? {
        rejected(Array(text.utf8))
    }

    private func rejected(_ bytes: [UInt8]) -> IncomingMessage.Rejected? {
        do {
            _ = try IncomingMessage.classify(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func classify(_ text: String) -> IncomingMessage? {
        try? IncomingMessage.classify(Array(text.utf8))
    }

    func testRequestsNotificationsAndResponses() {
        XCTAssertEqual(
            classify(#"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#), .request(id: .integer(7), method: "shutdown", params: nil))
        XCTAssertEqual(
            classify(#"{"jsonrpc":"2.0","id":"a","method":"x","params":[1]}"#), .request(id: .string("a"), method: "x", params: [1]))
        XCTAssertEqual(classify(#"{"jsonrpc":"2.0","method":"exit"}"#), .notification(method: "exit", params: nil))
        XCTAssertEqual(classify(#"{"jsonrpc":"2.0","id":1,"result":null}"#), .response)
        XCTAssertEqual(classify(#"{"jsonrpc":"2.0","id":null,"error":{"code":1,"message":"x"}}"#), .response)
    }

    func testBodiesThatAreNotJSONAreParseErrorsWithoutAnID() {
        for text in ["{", "nope", #"{"a":1} x"#, "", #"{"a":1,"a":2}"#] {
            XCTAssertEqual(rejected(text)?.error.code, -32700, text)
            XCTAssertNil(rejected(text)?.id)
        }
    }

    func testBodiesThatAreNotUTF8AreParseErrors() {
        XCTAssertEqual(rejected([0x22, 0xFF, 0x22])?.error.code, -32700)
        XCTAssertEqual(rejected(Array(#"{"jsonrpc":"2.0","method":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8))?.error.code, -32700)
    }

    func testAnUnpairedSurrogateEscapeIsAParseError() {
        XCTAssertEqual(rejected(#"{"jsonrpc":"2.0","method":"\ud83d"}"#)?.error.code, -32700)
        XCTAssertEqual(rejected(#"{"jsonrpc":"2.0","method":"\udc00x"}"#)?.error.code, -32700)
        XCTAssertEqual(classify(#"{"jsonrpc":"2.0","method":"\ud83c\udf89"}"#), .notification(method: "🎉", params: nil))
    }

    func testNestingBeyondTheLimitIsAParseError() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(rejected(deep)?.error.code, -32700)
    }

    func testBatchesAreInvalidRequests() {
        XCTAssertEqual(rejected(#"[{"jsonrpc":"2.0","id":1,"method":"shutdown"}]"#)?.error, .invalidRequest("batches are not supported"))
    }

    func testInvalidShapesAreInvalidRequestsWithTheirIDWhenItIsAnIntegerOrAString() {
        let cases: [(String, RequestID?)] = [
            (#"{"id":3,"method":"shutdown"}"#, .integer(3)),
            (#"{"jsonrpc":"1.0","id":"x","method":"shutdown"}"#, .string("x")),
            (#"{"jsonrpc":"2.0","id":4,"method":5}"#, .integer(4)),
            (#"{"jsonrpc":"2.0","id":5,"method":"m","params":"text"}"#, .integer(5)),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, nil),
            (#"{"jsonrpc":"2.0","id":6}"#, .integer(6)),
            (#"{"jsonrpc":"2.0","id":7,"result":1,"error":{}}"#, .integer(7)),
            (#"{"jsonrpc":"2.0"}"#, nil),
            ("42", nil),
            (#""text""#, nil),
        ]
        for (text, id) in cases {
            XCTAssertEqual(rejected(text)?.error.code, -32600, text)
            XCTAssertEqual(rejected(text)?.id, id, text)
        }
    }
}
