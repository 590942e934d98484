import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Framed messages as a client writes them, and the messages in what the server wrote.
enum MessageBytes {
    /// `Content-Length: N\r\n\r\n` and the body.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    static func frame(_ message: JSONValue) -> [UInt8] {
        frame(JSONWriter.compact(message))
    }

    static func frame(_ text: String) -> [UInt8] {
        frame(Array(text.utf8))
    }

    static func request(_ id: Int64, _ method: String, _ params: JSONValue? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
        members["params"] = params
        return .object(members)
    }

    static func notification(_ method: String, _ params: JSONValue? = nil) -> JSONValue {
        var members: [String: JSONValue] = ["jsonrpc": "2.0", "method": .string(method)]
        members["params"] = params
        return .object(members)
    }

    /// The bodies of the framed messages in `bytes`, each with exactly a `Content-Length`
    /// header (the server writes nothing else); fails the test on anything else.
    static func bodies(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [[UInt8]] {
        var bodies: [[UInt8]] = []
        var rest = bytes[...]
        let prefix = Array("Content-Length: ".utf8)
        while !rest.isEmpty {
            guard rest.starts(with: prefix) else {
                XCTFail("output does not start with a Content-Length header: \(String(decoding: rest.prefix(40), as: UTF8.self))", file: file, line: line)
                return bodies
            }
            rest = rest.dropFirst(prefix.count)
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            rest = rest.dropFirst(digits.count)
            guard rest.starts(with: Array("\r\n\r\n".utf8)), let length = Int(String(decoding: digits, as: UTF8.self)) else {
                XCTFail("malformed header in the output", file: file, line: line)
                return bodies
            }
            rest = rest.dropFirst(4)
            bodies.append(Array(rest.prefix(length)))
            rest = rest.dropFirst(length)
        }
        return bodies
    }

    static func messages(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> [JSONValue] {
        bodies(bytes, file: file, line: line).compactMap { try? JSONReader().parse($0) }
    }
}
