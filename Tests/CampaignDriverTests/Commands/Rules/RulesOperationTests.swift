import CampaignDiagnostics
import CampaignDriver
import Foundation
import XCTest

/// `campaignc rules` (SPEC §5) and the rule table of `docs/rules.md` generated from it (SPEC §11).
final class RulesOperationTests: XCTestCase {
    private static let rulesPage = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    func testJSONListsEveryCodeInOrderWithItsAdjustability() throws {
        let result = RulesOperation.run(format: .json)
        XCTAssertEqual(result.exitStatus, 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let rules = try XCTUnwrap(object?["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.compactMap { $0["code"] as? String }, DiagnosticCode.allCases.sorted().map(\.rawValue))
        for rule in rules {
            let code = try XCTUnwrap(DiagnosticCode(rawValue: rule["code"] as? String ?? ""))
            XCTAssertEqual(rule["adjustable"] as? Bool, code.isAdjustable, code.rawValue)
            XCTAssertEqual(rule["severity"] as? String, code.defaultSeverity.rawValue, code.rawValue)
            XCTAssertEqual(Set(rule.keys), ["code", "title", "severity", "adjustable", "summary"])
            XCTAssertFalse((rule["title"] as? String ?? "").isEmpty, code.rawValue)
            XCTAssertFalse((rule["summary"] as? String ?? "").isEmpty, code.rawValue)
        }
        XCTAssertEqual(rules.first { $0["code"] as? String == "E201" }?["adjustable"] as? Bool, true)
        XCTAssertEqual(rules.first { $0["code"] as? String == "E001" }?["adjustable"] as? Bool, false)
    }

    func testTextAndMarkdown() {
        let text = RulesOperation.run(format: .text).standardOutput
        XCTAssertTrue(text.contains("E201  error    adjustable      full message without an image\n"), text)
        XCTAssertTrue(text.contains("E002  error    not adjustable  duplicate mapping key\n"), text)
        XCTAssertEqual(text.split(separator: "\n").count, DiagnosticCode.allCases.count)
        let markdown = RulesOperation.run(format: .markdown).standardOutput
        XCTAssertTrue(markdown.hasPrefix("| Code | Severity | Adjustable | Title | Summary |\n| --- | --- | --- | --- | --- |\n"))
        XCTAssertTrue(markdown.contains("| E002 | error | no | duplicate mapping key | A key appears twice in the same mapping. |\n"), markdown)
    }

    /// Regenerate with the lines between the markers replaced by `campaignc rules --format markdown`.
    func testTheRulesPageTableIsTheMarkdownOutput() throws {
        let page = try String(contentsOf: Self.rulesPage, encoding: .utf8)
        let begin = try XCTUnwrap(page.range(of: "<!-- rules:begin -->\n"), "docs/rules.md has no <!-- rules:begin --> marker")
        let end = try XCTUnwrap(page.range(of: "<!-- rules:end -->"), "docs/rules.md has no <!-- rules:end --> marker")
        XCTAssertEqual(String(page[begin.upperBound..<end.lowerBound]), RulesOperation.run(format: .markdown).standardOutput)
    }
}
