import CampaignDiagnostics
import XCTest

@testable import CampaignCompiler

/// The table of where each code is decided stays honest: every code has exactly one owner.
final class CodeOwnerTests: XCTestCase {
    func testEveryCodeIsNamedByExactlyOneOwner() {
        for code in DiagnosticCode.allCases {
            let owners = CodeOwner.all.filter { $0.codes.contains(code) }.map(\.name)
            XCTAssertEqual(owners.count, 1, "\(code.rawValue) is named by \(owners)")
        }
    }

    func testNoOwnerNamesACodeTwice() {
        for owner in CodeOwner.all {
            XCTAssertEqual(Set(owner.codes).count, owner.codes.count, owner.name)
        }
    }

    func testTheRulesStageOwnsThePerCampaignChecks() {
        XCTAssertEqual(CodeOwner.owner(of: .E310)?.name, "FilterRules")
        XCTAssertEqual(CodeOwner.owner(of: .W316)?.name, "ScheduleRules")
        XCTAssertEqual(CodeOwner.owner(of: .E201)?.name, "ImageRules")
        XCTAssertEqual(CodeOwner.owner(of: .E505)?.name, "ViewTypeRules")
        XCTAssertEqual(CodeOwner.owner(of: .W315)?.name, "TriggerRules")
        let ruleCodes = CampaignRules.families.flatMap { $0.codes }
        XCTAssertEqual(ruleCodes.map(\.rawValue), ["E306", "W313", "W314", "W316", "W315", "E310", "E201", "E202", "E503", "E504", "E505", "E506"])
    }

    func testTheStageRunsEveryFamilyInOrder() {
        let running = CampaignRules(now: 0).rules.map { String(describing: type(of: $0)) }
        XCTAssertEqual(running, CampaignRules.families.map { String(describing: $0) })
    }
}
