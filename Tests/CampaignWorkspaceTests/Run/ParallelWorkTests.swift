import XCTest

@testable import CampaignWorkspace

final class ParallelWorkTests: XCTestCase {
    func testResultsKeepTheOrderOfTheItemsWhateverTheJobs() async {
        let items = Array(0..<200)
        let expected = items.map { $0 * $0 }
        for jobs in [1, 2, 3, 8, 500] {
            let squares = await ParallelWork.map(items, jobs: jobs) { item -> Int in
                // Uneven work so that tasks finish out of order.
                var spin = 0
                for step in 0..<((item % 7) * 200) { spin &+= step }
                return item * item + (spin & 0)
            }
            XCTAssertEqual(squares, expected, "jobs \(jobs)")
        }
        let empty = await ParallelWork.map([Int](), jobs: 4) { $0 }
        XCTAssertEqual(empty, [])
    }
}
