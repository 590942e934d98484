import CampaignDiagnostics
import XCTest

final class SeverityPolicyTests: XCTestCase {
    private let diagnostics = [
        Fixture.diagnostic(.W402, "ambiguous", "a.yaml", 1, 1),
        Fixture.diagnostic(.E201, "no image", "a.yaml", 2, 1),
        Fixture.diagnostic(.W211, "extension", "a.yaml", 3, 1),
        Fixture.diagnostic(.E208, "http", "a.yaml", 4, 1),
    ]

    private func summary(_ result: [Diagnostic]) -> [String] {
        result.map { "\($0.code.rawValue):\($0.severity.rawValue):\($0.message)" }
    }

    func testTheDefaultPolicyChangesNothing() {
        XCTAssertEqual(SeverityPolicy.default.apply(diagnostics), diagnostics)
        XCTAssertEqual(SeverityPolicy().severity(for: .W402), .warning)
        XCTAssertEqual(SeverityPolicy().severity(for: .E001), .error)
    }

    func testOverridesChangeSeverityNeverTheCode() {
        let policy = SeverityPolicy(overrides: [.W402: .error, .E201: .warning, .W211: .warning])
        XCTAssertEqual(
            summary(policy.apply(diagnostics)),
            ["W402:error:ambiguous", "E201:warning:no image", "W211:warning:extension", "E208:error:http"]
        )
    }

    func testOffRemovesTheCode() {
        let policy = SeverityPolicy(overrides: [.W211: .off, .E208: .off])
        XCTAssertEqual(summary(policy.apply(diagnostics)), ["W402:warning:ambiguous", "E201:error:no image"])
        XCTAssertNil(policy.severity(for: .W211))
    }

    func testWarningsAsErrorsTurnsEveryRemainingWarningIntoAnError() {
        let policy = SeverityPolicy(overrides: [.E201: .warning, .W211: .off], warningsAsErrors: true)
        XCTAssertEqual(
            summary(policy.apply(diagnostics)),
            ["W402:error:ambiguous", "E201:error:no image", "E208:error:http"]
        )
        XCTAssertEqual(policy.severity(for: .W402), .error)
        XCTAssertEqual(policy.severity(for: .E201), .error)
        XCTAssertNil(policy.severity(for: .W211))
    }

    func testTheSummaryCountsTheAdjustedSeverities() {
        let policy = SeverityPolicy(overrides: [.W402: .error, .E208: .off])
        let report = DiagnosticReport(diagnostics: policy.apply(diagnostics), sources: [], files: 1, campaigns: 1)
        XCTAssertEqual(report.summary, DiagnosticSummary(files: 1, campaigns: 1, errors: 2, warnings: 1))
        XCTAssertTrue(report.hasErrors)
    }

    func testOverrideWords() {
        XCTAssertEqual(SeverityOverride(rawValue: "error"), .error)
        XCTAssertEqual(SeverityOverride(rawValue: "warning"), .warning)
        XCTAssertEqual(SeverityOverride(rawValue: "off"), .off)
        XCTAssertNil(SeverityOverride(rawValue: "info"))
        XCTAssertEqual(SeverityOverride.off.severity, nil)
    }
}
