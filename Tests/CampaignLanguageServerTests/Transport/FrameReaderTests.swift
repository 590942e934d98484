import XCTest

@testable import CampaignLanguageServer

final class FrameReaderTests: XCTestCase {
    private func frames(_ text: String, chunk: Int = 1 << 16) -> [Frame] {
        frames(Array(text.utf8), chunk: chunk)
    }

    private func frames(_ bytes: [UInt8], chunk: Int = 1 << 16) -> [Frame] {
        var reader = FrameReader(input: MemoryInput(bytes, chunk: chunk))
        var read: [Frame] = []
        while true {
            let frame = reader.next()
            read.append(frame)
            if case .end = frame { return read }
        }
    }

    private func message(_ text: String) -> Frame { .message(Array(text.utf8)) }

    func testReadsBodiesByContentLength() {
        XCTAssertEqual(frames("Content-Length: 2\r\n\r\n{}Content-Length: 4\r\n\r\nnull"), [message("{}"), message("null"), .end(nil)])
    }

    func testReadsMessagesArrivingOneByteAtATime() {
        XCTAssertEqual(frames("Content-Length: 7\r\n\r\n[1,2,3]", chunk: 1), [message("[1,2,3]"), .end(nil)])
    }

    func testHeaderNamesAreCaseInsensitiveAndOtherHeadersIgnored() {
        let text = "content-length:3\r\nX-Trace: abc\r\nCONTENT-TYPE: application/vscode-jsonrpc; charset=utf-8\r\n\r\n123"
        XCTAssertEqual(frames(text), [message("123"), .end(nil)])
    }

    func testAcceptsUTF8SpelledWithoutDashAndQuoted() {
        XCTAssertEqual(frames("Content-Length: 1\r\nContent-Type: application/vscode-jsonrpc; charset=utf8\r\n\r\n1"), [message("1"), .end(nil)])
        XCTAssertEqual(frames("Content-Length: 1\r\nContent-Type: application/vscode-jsonrpc; charset=\"UTF-8\"\r\n\r\n1"), [message("1"), .end(nil)])
    }

    func testAnotherCharsetDropsTheBody() {
        XCTAssertEqual(
            frames("Content-Length: 1\r\nContent-Type: application/vscode-jsonrpc; charset=utf-16\r\n\r\n1Content-Length: 1\r\n\r\n2"),
            [.unsupportedCharset("utf-16"), message("2"), .end(nil)])
    }

    func testMissingContentLengthSkipsToTheNextLineBeginningWithContentLength() {
        let text = "Content-Type: application/vscode-jsonrpc\r\n\r\n{\"jsonrpc\":\"2.0\"}\r\nContent-Length: 2\r\n\r\n{}"
        XCTAssertEqual(frames(text), [.unusableHeader("no Content-Length header"), message("{}"), .end(nil)])
    }

    func testContentLengthThatIsNotDecimalIsUnusable() {
        let text = "Content-Length: 1e3\r\n\r\ngarbage\nmore garbage\ncontent-length: 1\r\n\r\n7"
        XCTAssertEqual(frames(text), [.unusableHeader("Content-Length is not a decimal number"), message("7"), .end(nil)])
        XCTAssertEqual(frames("Content-Length: -1\r\n\r\n")[0], .unusableHeader("Content-Length is not a decimal number"))
        XCTAssertEqual(frames("Content-Length: \r\n\r\n")[0], .unusableHeader("Content-Length is not a decimal number"))
    }

    func testAHeaderLineWithoutColonIsUnusable() {
        XCTAssertEqual(frames("hello\r\n\r\n"), [.unusableHeader("a header line without ':'"), .end(nil)])
    }

    func testTwoDifferentContentLengthsAreUnusable() {
        XCTAssertEqual(frames("Content-Length: 1\r\nContent-Length: 2\r\n\r\n")[0], .unusableHeader("two different Content-Length headers"))
    }

    func testABodyOverTheLimitIsReadAndDropped() {
        let size = FrameReader.maxBody + 1
        var bytes = Array("Content-Length: \(size)\r\n\r\n".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "x"), count: size)
        bytes += Array("Content-Length: 2\r\n\r\n{}".utf8)
        XCTAssertEqual(frames(bytes), [.oversized(size), message("{}"), .end(nil)])
    }

    func testAHugeDeclaredLengthIsOversizedAndEndsWithTheInput() {
        XCTAssertEqual(frames("Content-Length: 99999999999999999999999\r\n\r\nabc"), [.end(nil)])
    }

    func testAnEndlessHeaderLineIsUnusableWithoutBeingKept() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: FrameReader.maxHeaderLine * 4)
        bytes += Array("\nContent-Length: 1\r\n\r\n5".utf8)
        XCTAssertEqual(frames(bytes, chunk: 1000), [.unusableHeader("a header line longer than 8192 bytes"), message("5"), .end(nil)])
    }

    func testTooManyHeaderLinesAreUnusable() {
        let text = String(repeating: "X: 1\r\n", count: FrameReader.maxHeaderLines + 1) + "\r\n"
        XCTAssertEqual(frames(text)[0], .unusableHeader("more than 64 header lines"))
    }

    func testATruncatedMessageIsTheEnd() {
        XCTAssertEqual(frames("Content-Length: 10\r\n\r\n{}"), [.end(nil)])
        XCTAssertEqual(frames("Content-Len"), [.end(nil)])
    }

    func testEmptyLinesBetweenMessagesAreSkipped() {
        XCTAssertEqual(frames("\r\n\r\nContent-Length: 1\r\n\r\n1"), [message("1"), .end(nil)])
    }

    func testAReadFailureEndsTheInputWithItsReason() {
        final class Failing: ByteInput {
            func read(maximum: Int) throws(StreamFailure) -> [UInt8] { throw StreamFailure(reason: "Input/output error") }
        }
        var reader = FrameReader(input: Failing())
        XCTAssertEqual(reader.next(), .end(StreamFailure(reason: "Input/output error")))
    }
}
