import XCTest

@testable import CampaignLanguageServer

final class FrameWriterTests: XCTestCase {
    func testWritesOnlyAContentLengthHeaderAndCompactJSON() throws {
        let output = MemoryOutput()
        try FrameWriter(output: output).write(["b": "é", "a": 1])
        XCTAssertEqual(String(decoding: output.bytes, as: UTF8.self), "Content-Length: 16\r\n\r\n{\"a\":1,\"b\":\"é\"}")
    }

    func testAFailedWriteIsReported() {
        XCTAssertThrowsError(try FrameWriter(output: MemoryOutput(failAfter: 0)).write(.null)) { error in
            XCTAssertEqual(error as? StreamFailure, StreamFailure(reason: "Broken pipe"))
        }
    }
}
