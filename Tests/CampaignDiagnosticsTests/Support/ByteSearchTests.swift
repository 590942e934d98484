import CampaignDiagnostics
import XCTest

/// The one search for a word by its bytes.
final class ByteSearchTests: XCTestCase {
    func testTheFirstPlaceAtOrAfterTheStartIsFound() {
        let bytes = Array("time_zone: a time_zone: b".utf8)
        let word = Array("time_zone".utf8)
        XCTAssertEqual(bytes.firstIndex(ofBytes: word, from: 0), 0)
        XCTAssertEqual(bytes.firstIndex(ofBytes: word, from: 1), 13)
        XCTAssertEqual(bytes.firstIndex(ofBytes: word, from: 13), 13)
        XCTAssertNil(bytes.firstIndex(ofBytes: word, from: 14))
        XCTAssertNil(bytes.firstIndex(ofBytes: word, from: 500))
        XCTAssertEqual(bytes.firstIndex(ofBytes: word, from: -3), 0)
    }

    func testShortOrEmptyInputsFindNothing() {
        XCTAssertNil(Array("time".utf8).firstIndex(ofBytes: Array("time_zone".utf8), from: 0))
        XCTAssertNil([UInt8]().firstIndex(ofBytes: [1], from: 0))
        XCTAssertNil([UInt8](repeating: 1, count: 4).firstIndex(ofBytes: [], from: 0))
        XCTAssertEqual(Array("aab".utf8).firstIndex(ofBytes: Array("ab".utf8), from: 0), 1)
    }
}
