import CampaignDriver
import CampaignWorkspace
import XCTest

/// A run keeps per file only what its report shows: JUnit's units, and the node paths of
/// cross-file anchors for the formats that print fingerprints and for baselines.
final class ReportNeedsTests: XCTestCase {
    func testWhatEachOutputKeeps() {
        func needs(_ format: ReportFormat, baseline: String? = nil, write: String? = nil) -> ReportNeeds {
            ReportNeeds(for: ValidateOptions(paths: ["."], format: format, baselinePath: baseline, writeBaselinePath: write))
        }
        XCTAssertEqual(needs(.text), ReportNeeds(units: false, fingerprintPlaces: false))
        XCTAssertEqual(needs(.github), ReportNeeds(units: false, fingerprintPlaces: false))
        XCTAssertEqual(needs(.checkstyle), ReportNeeds(units: false, fingerprintPlaces: false))
        XCTAssertEqual(needs(.junit), ReportNeeds(units: true, fingerprintPlaces: false))
        for format in [ReportFormat.json, .sarif, .gitlab] {
            XCTAssertEqual(needs(format), ReportNeeds(units: false, fingerprintPlaces: true), format.rawValue)
        }
        XCTAssertEqual(needs(.text, baseline: "b.json"), ReportNeeds(units: false, fingerprintPlaces: true))
        XCTAssertEqual(needs(.text, write: "b.json"), ReportNeeds(units: false, fingerprintPlaces: true))
    }
}
