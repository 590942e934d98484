import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import XCTest

/// The words of E106 for a time that names no real instant: the model's reader says which
/// field, the message family says it.
final class ValueMessagesTests: XCTestCase {
    func testImpossibleTimesAreWorded() {
        let cases: [(String, String)] = [
            ("2026-02-29T00:00:00Z", "February 2026 has 28 days"),
            ("1900-02-29T00:00:00Z", "February 1900 has 28 days"),
            ("2026-04-31T00:00:00Z", "April 2026 has 30 days"),
            ("2026-01-00T00:00:00Z", "day 00 does not exist"),
            ("2026-13-01T00:00:00Z", "month 13 does not exist"),
            ("2026-00-01T00:00:00Z", "month 00 does not exist"),
            ("2026-01-01T24:00:00Z", "hour 24 does not exist (00 to 23)"),
            ("2026-01-01T23:60:00Z", "minute 60 does not exist (00 to 59)"),
            ("2026-01-01T23:59:60Z", "second 60 does not exist (00 to 59)"),
            ("2026-01-01T00:00:00+24:00", "offset hour 24 does not exist (00 to 23)"),
            ("2026-01-01T00:00:00+01:60", "offset minute 60 does not exist (00 to 59)"),
        ]
        for (text, words) in cases {
            guard case .invalid(let field) = RFC3339Text.read(text) else { return XCTFail(text) }
            let message = ValueMessages.invalidTime(found: "`\(text)`", field: field)
            XCTAssertEqual(message.code, .E106)
            XCTAssertEqual(message.text, "invalid time `\(text)`: \(words)")
        }
    }
}
