import CampaignDiagnostics
import XCTest

/// Baseline files: recording (adjustable codes only, counted), exact bytes, strict reading, and
/// multiset matching with the fixed list.
final class BaselineTests: XCTestCase {
    private func stamped(_ code: DiagnosticCode, _ fingerprint: String, line: Int = 1) -> Diagnostic {
        var diagnostic = Fixture.diagnostic(code, "m", "a.yaml", line, 1)
        diagnostic.fingerprint = fingerprint
        return diagnostic
    }

    private let a = String(repeating: "a", count: 32)
    private let b = String(repeating: "b", count: 32)
    private let c = String(repeating: "c", count: 32)

    func testRecordingCountsAdjustableCodesAndLeavesOthersOut() {
        let recorded = Baseline.recording([stamped(.W402, b), stamped(.W402, b), stamped(.E201, a), stamped(.E101, c)])
        XCTAssertEqual(recorded.leftOut, 1)
        XCTAssertEqual(
            recorded.baseline.entries,
            [
                Baseline.Entry(fingerprint: a, code: .E201, count: 1),
                Baseline.Entry(fingerprint: b, code: .W402, count: 2),
            ])
        XCTAssertEqual(
            String(decoding: recorded.baseline.fileBytes, as: UTF8.self),
            """
            {
              "entries": [
                {
                  "code": "E201",
                  "count": 1,
                  "fingerprint": "\(a)"
                },
                {
                  "code": "W402",
                  "count": 2,
                  "fingerprint": "\(b)"
                }
              ],
              "schema_version": 1
            }

            """)
    }

    func testReadingWhatWasWritten() throws {
        let baseline = Baseline(entries: [Baseline.Entry(fingerprint: b, code: .W402, count: 2)])
        XCTAssertEqual(try Baseline.read(baseline.fileBytes).get(), baseline)
    }

    func testMalformedFilesAreRejectedWithAReason() {
        let cases: [(String, String)] = [
            ("[]", "not a JSON object"),
            ("{\"entries\":[]}", "expected exactly the keys entries and schema_version"),
            ("{\"entries\":[],\"schema_version\":2}", "schema_version must be 1"),
            ("{\"entries\":{},\"schema_version\":1}", "entries must be an array"),
            (
                "{\"entries\":[{\"code\":\"E101\",\"count\":1,\"fingerprint\":\"\(a)\"}],\"schema_version\":1}",
                "entry 1 is not {code, count, fingerprint}"
            ),
            (
                "{\"entries\":[{\"code\":\"W402\",\"count\":0,\"fingerprint\":\"\(a)\"}],\"schema_version\":1}",
                "entry 1 is not {code, count, fingerprint}"
            ),
            (
                "{\"entries\":[{\"code\":\"W402\",\"count\":1,\"fingerprint\":\"ABC\"}],\"schema_version\":1}",
                "entry 1 is not {code, count, fingerprint}"
            ),
            (
                "{\"entries\":[{\"code\":\"W402\",\"count\":1,\"fingerprint\":\"\(a)\"},{\"code\":\"W211\",\"count\":1,\"fingerprint\":\"\(a)\"}],"
                    + "\"schema_version\":1}", "a fingerprint appears twice"
            ),
            ("{\"entries\":[],\"schema_version\":1} x", "not a JSON object"),
            ("{\"entries\":[],\"entries\":[],\"schema_version\":1}", "not a JSON object"),
            (String(repeating: "[", count: 100) + String(repeating: "]", count: 100), "not a JSON object"),
        ]
        for (text, reason) in cases {
            XCTAssertEqual(Baseline.read(Array(text.utf8)), .failure(BaselineError(reason)), text)
        }
    }

    func testMatchingIsAMultisetAndListsWhatWasFixed() {
        let baseline = Baseline(entries: [
            Baseline.Entry(fingerprint: b, code: .W402, count: 2),
            Baseline.Entry(fingerprint: a, code: .E201, count: 1),
        ])
        let now = [stamped(.W402, b, line: 1), stamped(.W402, b, line: 2), stamped(.W402, b, line: 3), stamped(.W211, c, line: 4)]
        let match = baseline.match(now)
        XCTAssertEqual(match.reported.map(\.location.range.start.line), [3, 4])
        XCTAssertEqual(match.baselined, 2)
        XCTAssertEqual(match.fixed, [a])
    }
}
