import CampaignDiagnostics
import CanonicalJSON
import XCTest

/// The fingerprints of SPEC §4.4: SHA-256 over code, scope, node path and occurrence, each
/// followed by a NUL byte, cut to 32 hex digits; never lines.
final class FingerprintTests: XCTestCase {
    private func expected(_ parts: [String]) -> String {
        String(SHA256.hexDigest(Array(parts.map { $0 + "\u{0}" }.joined().utf8)).prefix(32))
    }

    private func diagnostic(_ code: DiagnosticCode, line: Int, unit: String?, path: String?, file: String = "a.yaml") -> Diagnostic {
        var result = Fixture.diagnostic(code, "m", file, line, 3)
        result.unit = unit
        result.nodePath = path
        return result
    }

    func testTheDigestOfTheFourParts() {
        let stamped = DiagnosticFingerprint(projectRoot: ".").assign([diagnostic(.E204, line: 9, unit: "sale", path: "message.buttons[2]")])
        XCTAssertEqual(stamped.map(\.fingerprint), [expected(["E204", "sale", "message.buttons[2]", "0"])])
        XCTAssertEqual(stamped[0].fingerprint?.count, 32)
        XCTAssertEqual(stamped[0].fingerprint, "\(stamped[0].fingerprint ?? "")".lowercased())
    }

    func testWithoutAUnitTheScopeIsThePathRelativeToTheProjectRoot() {
        let fingerprint = DiagnosticFingerprint(projectRoot: "projects/shop")
        let stamped = fingerprint.assign([diagnostic(.W009, line: 1, unit: nil, path: "", file: "projects/shop/drafts/x.yaml")])
        XCTAssertEqual(stamped[0].fingerprint, expected(["W009", "drafts/x.yaml", "", "0"]))
        XCTAssertEqual(fingerprint.relativePath("./projects/shop/a.yaml"), "a.yaml")
        XCTAssertEqual(fingerprint.relativePath("elsewhere/a.yaml"), "elsewhere/a.yaml")
        XCTAssertEqual(DiagnosticFingerprint(projectRoot: ".").relativePath("./a.yaml"), "a.yaml")
        XCTAssertEqual(DiagnosticFingerprint(projectRoot: "shop/").relativePath("shop/a.yaml"), "a.yaml")
    }

    func testTheOccurrenceIndexCountsEqualPartsInReportOrder() {
        let stamped = DiagnosticFingerprint(projectRoot: ".").assign([
            diagnostic(.W315, line: 8, unit: "sale", path: "trigger"),
            diagnostic(.W315, line: 4, unit: "sale", path: "trigger"),
            diagnostic(.W315, line: 6, unit: "other", path: "trigger"),
        ])
        XCTAssertEqual(stamped.map(\.location.range.start.line), [4, 6, 8])
        XCTAssertEqual(
            stamped.map(\.fingerprint),
            [
                expected(["W315", "sale", "trigger", "0"]),
                expected(["W315", "other", "trigger", "0"]),
                expected(["W315", "sale", "trigger", "1"]),
            ])
    }

    /// An editor's reports reuse their digests: the same fingerprints as made from scratch,
    /// report after report, and between reports the memo holds only what the last one used.
    func testAMemoGivesTheSameFingerprintsAndForgetsWhatItNoLongerUses() {
        let fingerprint = DiagnosticFingerprint(projectRoot: ".")
        let memo = DiagnosticFingerprint.Memo()
        let first = [
            diagnostic(.W315, line: 4, unit: "sale", path: "trigger"), diagnostic(.W315, line: 8, unit: "sale", path: "trigger"),
            diagnostic(.W009, line: 1, unit: nil, path: "", file: "b.yaml"),
        ]
        let second = [diagnostic(.W315, line: 5, unit: "sale", path: "trigger"), diagnostic(.E204, line: 9, unit: "sale", path: "message")]
        for (report, expectedCount) in [(first, 3), (second, 2), (second, 2), (first, 3)] {
            var seen: [FingerprintBytes: Int] = [:]
            let sorted = report.sortedForReport()
            XCTAssertEqual(fingerprint.fingerprints(ofSorted: sorted, counting: &seen, memo: memo), fingerprint.fingerprints(ofSorted: sorted))
            memo.rotate()
            XCTAssertEqual(memo.count, expectedCount)
        }
        var seen: [FingerprintBytes: Int] = [:]
        XCTAssertEqual(
            fingerprint.fingerprints(ofSorted: first.sortedForReport(), counting: &seen, memo: memo),
            [expected(["W315", "sale", "trigger", "0"]), expected(["W315", "sale", "trigger", "1"]), expected(["W009", "b.yaml", "", "0"])])
    }

    func testLinesDoNotEnter() {
        let before = DiagnosticFingerprint(projectRoot: ".").assign([diagnostic(.W211, line: 6, unit: "x", path: "message.image")])
        let after = DiagnosticFingerprint(projectRoot: ".").assign([diagnostic(.W211, line: 60, unit: "x", path: "message.image")])
        XCTAssertEqual(before[0].fingerprint, after[0].fingerprint)
    }

    func testAReportFingerprintsDiagnosticsThatHaveNone() {
        let plain = Fixture.diagnostic(.E201, "m", "a.yaml", 6, 9)
        let report = DiagnosticReport(diagnostics: [plain], sources: [], campaigns: 1)
        XCTAssertEqual(report.fingerprints, [expected(["E201", "a.yaml", "", "0"])])
        XCTAssertNil(report.diagnostics[0].fingerprint, "the diagnostics themselves are kept as given")
    }
}
