import XCTest

@testable import CampaignDriver

/// The zones a run's texts name in `time_zone` filters, whose rules `render` reads.
final class ZoneNamesTests: XCTestCase {
    func testEveryQuotedArgumentIsFound() {
        let texts = [
            "{{ 'now' | time_zone: 'America/New_York' | date: '%H' }} and {{ 'now' | time_zone:\"Asia/Tokyo\" }}",
            "{{ 'now' | time_zone :  'Europe/Paris' }}",
            "no filter here", "",
            "{{ 'now' | time_zone: ${time_zone} }}", "time_zone", "time_zone:", "time_zone: 'Unclosed",
            "héllo {{ 'now' | time_zone: 'Amérique/Ville' }} time_zone: 'Europe/Lisbon'",
        ]
        XCTAssertEqual(
            ZoneNames.named(in: texts), ["America/New_York", "Asia/Tokyo", "Europe/Paris", "Amérique/Ville", "Europe/Lisbon"])
    }

    func testOnlyNamesInsideTheZoneFolderAreSafe() {
        XCTAssertTrue(ZoneNames.isSafe("America/Argentina/Buenos_Aires"))
        XCTAssertTrue(ZoneNames.isSafe("Etc/GMT+5"))
        for name in ["", "/etc/passwd", "../secret", "Europe/../../x", "Europe/Paris\u{0}", "Zoné"] {
            XCTAssertFalse(ZoneNames.isSafe(name), name)
        }
    }
}
