import CampaignDiagnostics
import XCTest

/// The copy a run keeps of bytes grown by appends.
final class ExactBytesTests: XCTestCase {
    func testTheCopyHasTheSameBytesInStorageOfTheirSize() {
        for count in [0, 1, 7, 100, 1_000, 4_097] {
            var grown: [UInt8] = []
            for index in 0..<count { grown.append(UInt8(truncatingIfNeeded: index &* 31)) }
            grown.reserveCapacity(count * 2 + 64)
            let exact = grown.exactlySized()
            XCTAssertEqual(exact, grown)
            // malloc may round a block up by a few bytes; a grown array keeps up to twice its size.
            XCTAssertLessThan(exact.capacity, count + 32, "\(count) bytes")
            XCTAssertGreaterThanOrEqual(grown.capacity, count * 2 + 64)
        }
    }

    func testAnArrayAlreadyAtItsSizeIsKept() {
        let bytes = [UInt8](repeating: 9, count: 16)
        let exact = bytes.exactlySized()
        XCTAssertEqual(exact, bytes)
        XCTAssertLessThanOrEqual(exact.capacity, bytes.capacity)
    }
}
