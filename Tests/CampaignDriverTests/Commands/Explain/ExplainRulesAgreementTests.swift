import CampaignDiagnostics
import CampaignDriver
import Foundation
import XCTest

/// `explain` and `rules` say the same of every code (issue 19): its title, its severity and
/// whether it is adjustable (SPEC §3), read back from what each command prints.
final class ExplainRulesAgreementTests: XCTestCase {
    /// What `explain CODE` says in its first lines.
    private struct Header: Equatable {
        let title: String
        let severity: String
        let adjustable: Bool
    }

    private func explainHeader(_ code: DiagnosticCode) async throws -> Header {
        let output = await ExplainOperation.run(code: code.rawValue).standardOutput
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let title = try XCTUnwrap(lines.first?.dropFirst(code.rawValue.count + 2), code.rawValue)
        XCTAssertTrue(lines[0].hasPrefix(code.rawValue + ": "), code.rawValue)
        let severityLine = try XCTUnwrap(lines.dropFirst().first)
        XCTAssertTrue(severityLine.hasPrefix("Severity: "), severityLine)
        let severity = try XCTUnwrap(severityLine.dropFirst("Severity: ".count).split(separator: " ").first.map(String.init))
        let adjustableLine = try XCTUnwrap(lines.dropFirst(2).first)
        let adjustable: Bool
        if adjustableLine.hasPrefix("Adjustable: yes:") {
            adjustable = true
            XCTAssertTrue(severityLine.hasSuffix(" by default"), "an adjustable code's severity can change: \(severityLine)")
        } else if adjustableLine.hasPrefix("Adjustable: no:") {
            adjustable = false
            XCTAssertEqual(severityLine, "Severity: \(severity)", "a code that is not adjustable keeps its severity")
        } else {
            XCTFail("\(code.rawValue): no `Adjustable:` line but \(adjustableLine)")
            adjustable = false
        }
        return Header(title: String(title), severity: severity, adjustable: adjustable)
    }

    func testExplainAndRulesAgreeOnEveryCode() async throws {
        let json = RulesOperation.run(format: .json).standardOutput
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let rules = try XCTUnwrap(object?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, DiagnosticCode.allCases.count)
        var adjustableSeen: Set<Bool> = []
        for rule in rules {
            let code = try XCTUnwrap(DiagnosticCode(rawValue: rule["code"] as? String ?? ""))
            let fromRules = Header(
                title: try XCTUnwrap(rule["title"] as? String), severity: try XCTUnwrap(rule["severity"] as? String),
                adjustable: try XCTUnwrap(rule["adjustable"] as? Bool))
            let fromExplain = try await explainHeader(code)
            XCTAssertEqual(fromExplain, fromRules, code.rawValue)
            adjustableSeen.insert(fromRules.adjustable)
        }
        XCTAssertEqual(adjustableSeen, [true, false], "the catalogue has codes of both kinds")
    }
}
