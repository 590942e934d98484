import CampaignModel
import CampaignPayload
import CampaignTestSupport
import CanonicalJSON
import Foundation
import XCTest

/// How fast campaigns become payload bytes: mapping, revision (canonical bytes + SHA-256) and
/// the compact document. Prints the figure; fails only when it is far below any sane speed
/// (a debug build does ~1,000 objects/s here, a release build ~25,000).
final class PayloadThroughputTests: XCTestCase {
    /// 7 kinds of campaign × 100 ids; the golden campaigns are ~1 KB of YAML each.
    private static let campaigns: [Campaign] = (0..<100).flatMap { index in
        GoldenInputs.campaigns.map { campaign in
            var copy = campaign
            copy.id = Fixture.at("\(campaign.id.value)-\(index)")
            return copy
        }
    }

    func testThroughput() {
        let campaigns = Self.campaigns
        let clock = ContinuousClock()
        var bytes = 0
        let elapsed = clock.measure {
            let payload = PayloadBuilder().build(campaigns)
            bytes = PayloadWriter().document(payload).count
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let perSecond = Double(campaigns.count) / seconds
        print(
            String(
                format: "payload throughput: %d trigger objects in %.3f s = %.0f objects/s, %.1f MB/s of compact JSON (%d bytes)",
                campaigns.count, seconds, perSecond, Double(bytes) / seconds / 1e6, bytes
            ))
        XCTAssertEqual(campaigns.count, 700)
        XCTAssertGreaterThan(bytes, 500 * 500)
        XCTAssertGreaterThan(perSecond, 100, "the payload writer is far slower than expected")
    }
}
