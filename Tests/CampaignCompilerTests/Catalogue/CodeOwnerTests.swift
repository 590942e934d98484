import CampaignDiagnostics
import CampaignMessages
import XCTest

@testable import CampaignCompiler

/// Where each code is decided comes from the message families (`MessageFamilies`): every code
/// has one, and a family's stage is where its code is really reported — each catalogue example
/// is run stage by stage and its code must come out of a stage its families name.
final class CodeOwnerTests: XCTestCase {
    func testEveryCodeHasAMessageFamily() {
        for code in DiagnosticCode.allCases {
            XCTAssertFalse(MessageFamilies.owners(of: code).isEmpty, "\(code.rawValue) has no message family")
        }
    }

    func testNoFamilyListsACodeTwice() {
        for family in MessageFamilies.all {
            XCTAssertEqual(Set(family.codes).count, family.codes.count, "\(family)")
        }
    }

    func testEveryExampleReportsItsCodeInAStageOfItsFamilies() throws {
        // E602 needs a scenario run: `CatalogueTestRunExampleTests` checks its stage.
        for entry in CodeCatalogue.all where entry.failing.command == .validate {
            let staged = try CatalogueExampleRunner.staged(entry.failing).filter { $0.diagnostic.code == entry.code }
            let observed = Set(staged.map(\.stage))
            XCTAssertFalse(observed.isEmpty, "\(entry.code.rawValue): the failing example does not report it")
            XCTAssertTrue(
                observed.isSubset(of: MessageFamilies.stages(of: entry.code)),
                "\(entry.code.rawValue) is reported by \(observed.map(\.rawValue)) but its families say \(MessageFamilies.owners(of: entry.code))"
            )
        }
    }

    func testTheOwnersNameTheStagesThatDecide() {
        XCTAssertEqual(MessageFamilies.owners(of: .E201), [CodeOwner(family: "ContentMessages", stage: .perFile)])
        XCTAssertEqual(MessageFamilies.stages(of: .E601), [.crossFile])
        XCTAssertEqual(MessageFamilies.stages(of: .W604), [.perFile])
        XCTAssertEqual(MessageFamilies.stages(of: .E605), [.crossFile, .simulation])
        XCTAssertEqual(MessageFamilies.stages(of: .E103), [.frontEnd, .perFile])
        XCTAssertEqual(MessageFamilies.owners(of: .W010), [CodeOwner(family: "ReportMessages", stage: .report)])
        XCTAssertEqual(MessageFamilies.owners(of: .E602), [CodeOwner(family: "ExpectationMessages", stage: .simulation)])
    }
}
