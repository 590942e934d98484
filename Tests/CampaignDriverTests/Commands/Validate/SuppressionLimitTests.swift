import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// Issue 23 item 15: the diagnostics about suppression comments (W010, W011, W012, E108) are
/// capped at 1,000 per file like the decoder's, the last one kept saying how many more there
/// are; 8 MiB of `#campaignc:` comments gave 690,000 warnings and 1.2–2.5 GB. Every comment
/// still suppresses what it covers, and the work stays linear in the number of comments.
final class SuppressionLimitTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaign = "campaign: a\ntrigger: session_start\nmessage:\n  type: modal\n  message: hi\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// The JSON report of `validate a.yaml` over the campaign followed by `comments`.
    private func report(_ comments: [String], tail: String = "") async throws -> [String: Any] {
        try folder.write("a.yaml", Self.campaign + comments.joined(separator: "\n") + "\n" + tail)
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 1)
        let options = ValidateOptions(paths: [folder.path("a.yaml")], format: .json, color: .never, jobs: 1)
        let result = await ValidateOperation.run(options, environment: environment)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    }

    private func diagnostics(_ report: [String: Any]) -> [[String: Any]] {
        report["diagnostics"] as? [[String: Any]] ?? []
    }

    private func count(_ code: String, in report: [String: Any]) -> Int {
        diagnostics(report).count { $0["code"] as? String == code }
    }

    /// The notes of the last diagnostic with `code`.
    private func lastNotes(_ code: String, in report: [String: Any]) -> [String] {
        let last = diagnostics(report).last { $0["code"] as? String == code }
        return (last?["notes"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    }

    func testMalformedCommentsAreCappedAtAThousandPerFile() async throws {
        let report = try await report(Array(repeating: "# campaignc: nope", count: 5_000))
        XCTAssertEqual(count("W012", in: report), 1_000)
        XCTAssertEqual(lastNotes("W012", in: report), ["this file has 4,000 more problems that are not reported (at most 1,000 per file)"])
        XCTAssertEqual((report["summary"] as? [String: Any])?["warnings"] as? Int, 1_000)
    }

    func testUnusedAndReasonlessSuppressionsAreCappedAtAThousandPerFile() async throws {
        let report = try await report(Array(repeating: "# campaignc: ignore[W211]", count: 3_000))
        XCTAssertEqual(count("W011", in: report), 1_000)
        XCTAssertEqual(count("W010", in: report), 1_000)
        XCTAssertEqual(lastNotes("W011", in: report), ["this file has 2,000 more problems that are not reported (at most 1,000 per file)"])
        XCTAssertEqual(lastNotes("W010", in: report), ["this file has 2,000 more problems that are not reported (at most 1,000 per file)"])
        XCTAssertEqual(diagnostics(report).count, 2_000)
    }

    func testACommentPastTheCapStillSuppresses() async throws {
        let unused = Array(repeating: "# campaignc: ignore[W402] -- unused", count: 1_500)
        try folder.write(
            "b.yaml",
            Self.campaign + unused.joined(separator: "\n") + "\n  # campaignc: ignore[W211] -- served bare\n  image: https://cdn.example.com/a\n")
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 1)
        let result = await ValidateOperation.run(
            ValidateOptions(paths: [folder.path("b.yaml")], format: .json, color: .never, jobs: 1), environment: environment)
        let b = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(count("W211", in: b), 0)
        XCTAssertEqual((b["summary"] as? [String: Any])?["suppressed"] as? Int, 1)
        XCTAssertEqual(count("W010", in: b), 1_000)
    }

    func testTheWorkIsLinearInTheNumberOfComments() async throws {
        try await CPUTime.assertLinear(size: 2_000, "suppression comments") { n in
            (0..<n).map { $0 % 2 == 0 ? "# campaignc: ignore[W211] -- r" : "# campaignc: nope" }
        } _: { lines in
            _ = try await self.report(lines)
        }
    }
}
