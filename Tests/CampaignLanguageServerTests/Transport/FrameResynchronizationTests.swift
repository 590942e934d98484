import XCTest

@testable import CampaignLanguageServer

/// The reader after a header it cannot use: the next good message is never swallowed, a
/// `Content-Length` is read by value, and header lines are bounded however the bytes arrive.
final class FrameResynchronizationTests: XCTestCase {
    private func frames(_ text: String) -> [Frame] {
        FrameReader.frames(of: MemoryInput(Array(text.utf8)))
    }

    private func message(_ text: String) -> Frame { .message(Array(text.utf8)) }

    private let good = "Content-Length: 2\r\n\r\n{}"

    func testContentLengthIsReadByValueWhateverItsLeadingZeros() {
        let body = #"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#
        XCTAssertEqual(body.utf8.count, 44)
        XCTAssertEqual(frames("Content-Length: 00000000000000000000044\r\n\r\n\(body)\(good)"), [message(body), message("{}"), .end(nil)])
        let zeros = String(repeating: "0", count: 8000)
        XCTAssertEqual(frames("Content-Length: \(zeros)2\r\n\r\n{}\(good)"), [message("{}"), message("{}"), .end(nil)])
        XCTAssertEqual(frames("Content-Length: 0000\r\n\r\n\(good)"), [message(""), message("{}"), .end(nil)])
    }

    func testALineWithoutColonDirectlyBeforeAMessageKeepsTheMessage() {
        XCTAssertEqual(frames("garbage\r\n\(good)"), [.unusableHeader("a header line without ':'"), message("{}"), .end(nil)])
    }

    func testALineThatIsNoHeaderAfterContentTypeKeepsTheNextMessage() {
        let text = "Content-Type: application/vscode-jsonrpc\r\n{\"jsonrpc\":\"2.0\"}\r\n\(good)"
        XCTAssertEqual(frames(text), [.unusableHeader("a header line whose name is not a token"), message("{}"), .end(nil)])
    }

    func testABadContentLengthDirectlyBeforeAGoodOneKeepsTheGoodOne() {
        XCTAssertEqual(frames("Content-Length: abc\r\n\(good)"), [.unusableHeader("Content-Length is not a decimal number"), message("{}"), .end(nil)])
    }

    func testALoneLineFeedInAHeaderLineStartsTheNextLine() {
        XCTAssertEqual(frames("X-Trace: a\n\(good)"), [.unusableHeader("a header line holding a lone CR or LF"), message("{}"), .end(nil)])
    }

    func testALongLineDirectlyBeforeAMessageKeepsTheMessage() {
        let long = String(repeating: "a", count: 20_000)
        let expected: [Frame] = [.unusableHeader("a header line longer than 8192 bytes"), message("{}"), .end(nil)]
        XCTAssertEqual(frames("\(long)\r\n\(good)"), expected)
        XCTAssertEqual(frames("X-Long: \(long)\r\n\(good)"), expected)
        // A Content-Length too long to read is dropped with its line, not read again forever;
        // what follows up to the next line beginning with `Content-Length:` goes with it.
        let zeros = String(repeating: "0", count: 9000)
        XCTAssertEqual(frames("Content-Length: \(zeros)2\r\n\(good)"), expected)
        XCTAssertEqual(frames("Content-Length: \(zeros)2\r\n\r\n{}\(good)\r\n\(good)"), expected)
    }

    func testTheSixtyFifthLineMayBeginTheNextMessage() {
        let text = String(repeating: "X: 1\r\n", count: FrameReader.maxHeaderLines) + good
        XCTAssertEqual(frames(text), [.unusableHeader("more than 64 header lines"), message("{}"), .end(nil)])
    }

    func testHeaderLinesAreBoundedAtTheLimitWhateverTheReads() {
        for (length, usable) in [(FrameReader.maxHeaderLine, true), (FrameReader.maxHeaderLine + 1, false)] {
            let line = "X: " + String(repeating: "v", count: length - 3)
            let bytes = Array("\(line)\r\n\(good)\(good)".utf8)
            let tooLong = Frame.unusableHeader("a header line longer than 8192 bytes")
            let expected: [Frame] = (usable ? [] : [tooLong]) + [message("{}"), message("{}"), .end(nil)]
            for chunk in [1, 7, 4096, 1 << 16] {
                XCTAssertEqual(FrameReader.frames(of: MemoryInput(bytes, chunk: chunk)), expected, "line of \(length) bytes, reads of \(chunk)")
            }
            // One cut anywhere near the line's end, where a CRLF may or may not be buffered yet.
            for cut in (length - 8)...(length + 40) {
                XCTAssertEqual(FrameReader.frames(of: PiecewiseInput(bytes, cutAt: [cut])), expected, "line of \(length) bytes, cut at \(cut)")
            }
        }
    }

    /// Every hostile header of these tests in one stream, cut in two at every possible point
    /// and read a byte at a time: always the frames of one read.
    func testTheSameFramesWhereverTheInputIsCut() {
        let long = String(repeating: "a", count: 9000)
        let text =
            "garbage\r\n\(good)" + "Content-Length: 000000000000000000001\r\n\r\n1" + "Content-Type: x\r\nno header\r\n\(good)"
            + "\r\n\r\n" + "\(long)\r\n\(good)" + "X: a\nContent-Length: 1\r\n\r\n2"
            + "Content-Length: 3\r\nContent-Type: text/plain; charset=latin1\r\n\r\nabc"
            + "Content-Length: 2\r\n\r\n[]"
        let bytes = Array(text.utf8)
        let expected: [Frame] = [
            .unusableHeader("a header line without ':'"), message("{}"), message("1"), .unusableHeader("a header line without ':'"), message("{}"),
            .unusableHeader("a header line longer than 8192 bytes"), message("{}"), .unusableHeader("a header line holding a lone CR or LF"), message("2"),
            .unsupportedCharset("latin1"), message("[]"), .end(nil),
        ]
        XCTAssertEqual(FrameReader.frames(of: MemoryInput(bytes)), expected)
        XCTAssertEqual(FrameReader.frames(of: MemoryInput(bytes, chunk: 1)), expected)
        var differing: [Int] = []
        for cut in 1..<bytes.count where FrameReader.frames(of: PiecewiseInput(bytes, cutAt: [cut])) != expected {
            differing.append(cut)
        }
        XCTAssertEqual(differing, [], "cuts that change the frames")
    }
}
