import CampaignDiagnostics
import XCTest

/// The project's one binary search, against a linear scan.
final class PartitionPointTests: XCTestCase {
    func testAgreesWithALinearScanOnEverySplitOfEverySmallArray() {
        for count in 0...9 {
            let sorted = (0..<count).map { $0 * 2 }
            for bound in -1...(2 * count + 1) {
                let expected = sorted.firstIndex { !($0 <= bound) } ?? sorted.endIndex
                XCTAssertEqual(sorted.partitionPoint { $0 <= bound }, expected, "count \(count), bound \(bound)")
            }
        }
    }

    func testIndicesOfASliceAndARange() {
        let slice = [1, 3, 5, 7, 9][2...]
        XCTAssertEqual(slice.partitionPoint { $0 < 7 }, 3)
        XCTAssertEqual(slice.partitionPoint { $0 < 100 }, slice.endIndex)
        XCTAssertEqual(slice.partitionPoint { _ in false }, 2)
        XCTAssertEqual((2..<255).partitionPoint { $0 < 40 }, 40)
        XCTAssertEqual((2..<255).partitionPoint { _ in true }, 255)
    }
}
