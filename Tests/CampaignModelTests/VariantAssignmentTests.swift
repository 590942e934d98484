import CampaignModel
import XCTest

/// The bucket and the slicing of SPEC §17 (the hashlib differential over 10,000 ids is
/// Scripts/check_variant_buckets.py, run by .ci/run).
final class VariantAssignmentTests: XCTestCase {
    func testBucketsOfKnownUsers() {
        // Worked out with Python's hashlib: int.from_bytes(sha256(user + campaign)[:8], "big") % 100.
        XCTAssertEqual(VariantAssignment.bucket(userID: "scenario-user", campaignID: "spring-sale"), 91)
        XCTAssertEqual(VariantAssignment.bucket(userID: "user-1", campaignID: "spring-sale"), 55)
        XCTAssertEqual(VariantAssignment.bucket(userID: "", campaignID: "x"), 76)
        XCTAssertEqual(VariantAssignment.bucket(userID: "é", campaignID: "promo"), 92)
    }

    func testControlTakesTheFirstBucketsThenTheVariantsInOrder() {
        let percents = [45, 45]
        XCTAssertEqual(VariantAssignment.controlBuckets(control: 10), 0...9)
        XCTAssertNil(VariantAssignment.controlBuckets(control: 0))
        XCTAssertEqual(VariantAssignment.variantBuckets(control: 10, percents: percents), [10...54, 55...99])
        XCTAssertEqual(VariantAssignment.choice(forBucket: 0, control: 10, percents: percents), .control)
        XCTAssertEqual(VariantAssignment.choice(forBucket: 9, control: 10, percents: percents), .control)
        XCTAssertEqual(VariantAssignment.choice(forBucket: 10, control: 10, percents: percents), .variant(0))
        XCTAssertEqual(VariantAssignment.choice(forBucket: 54, control: 10, percents: percents), .variant(0))
        XCTAssertEqual(VariantAssignment.choice(forBucket: 55, control: 10, percents: percents), .variant(1))
        XCTAssertEqual(VariantAssignment.choice(forBucket: 99, control: 10, percents: percents), .variant(1))
        XCTAssertEqual(VariantAssignment.choice(forBucket: 0, control: 0, percents: [1, 99]), .variant(0))
        XCTAssertEqual(VariantAssignment.choice(forBucket: 1, control: 0, percents: [1, 99]), .variant(1))
    }
}
