import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc validate --fix` and `--diff` run as the built executable (SPEC §13.2): over a
/// copy of `Samples/invalid` it fixes exactly the safe fix-its and a second run changes nothing.
final class FixCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// A copy of `Samples/invalid` in the test folder; the names of its files.
    private func copyInvalidSamples() throws -> [String] {
        let source = CampaigncProcess.packageRoot.appendingPathComponent("Samples/invalid").path
        let names = try FileManager.default.contentsOfDirectory(atPath: source).sorted()
        for name in names where !name.hasPrefix(".") {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder.path(name))
        }
        return names
    }

    private func contents(_ names: [String]) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, folder.bytes($0) ?? []) })
    }

    /// The files whose reported diagnostics have a safe fix-it and none of E001–E008.
    private func filesWithSafeFixIts() throws -> Set<String> {
        let report = try CampaigncProcess.run(["validate", "--format", "json"], in: folder.url)
        let object = try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any]
        let diagnostics = object?["diagnostics"] as? [[String: Any]] ?? []
        var fixable = Set<String>()
        var unreadable = Set<String>()
        for diagnostic in diagnostics {
            guard let file = diagnostic["file"] as? String, let code = diagnostic["code"] as? String else { continue }
            if code.hasPrefix("E00") { unreadable.insert(file) }
            let fixIts = diagnostic["fix_its"] as? [[String: Any]] ?? []
            if fixIts.contains(where: { $0["safe"] as? Bool == true }) { fixable.insert(file) }
        }
        return fixable.subtracting(unreadable)
    }

    func testFixOverTheInvalidSamplesFixesExactlyTheSafeFixItsAndASecondRunChangesNothing() throws {
        let names = try copyInvalidSamples()
        let before = contents(names)
        let expected = try filesWithSafeFixIts()
        XCTAssertFalse(expected.isEmpty)
        XCTAssertTrue(
            expected.isSubset(of: [
                "E101-unknown-key.yaml", "E103-yes-is-not-a-boolean.yaml", "E104-unknown-layout.yaml", "W010-unused-suppression.yaml",
                "W317-duration-without-unit.yaml", "campaignc.yaml", "E320-inline-flags.yaml", "W321-start-anchor.yaml",
            ]), "\(expected)")

        // --diff names exactly those files and writes nothing.
        let diff = try CampaigncProcess.run(["validate", "--fix", "--diff"], in: folder.url)
        XCTAssertEqual(diff.status, 1)
        let diffed = diff.standardOutput.split(separator: "\n").filter { $0.hasPrefix("--- a/") }.map { String($0.dropFirst(6)) }
        XCTAssertEqual(Set(diffed), expected)
        XCTAssertEqual(diffed, diffed.sorted())
        XCTAssertEqual(contents(names), before)

        let fixed = try CampaigncProcess.run(["validate", "--fix"], in: folder.url)
        XCTAssertEqual(fixed.status, 1, fixed.standardError)
        XCTAssertEqual(fixed.standardError, "")
        let after = contents(names)
        XCTAssertEqual(Set(names.filter { before[$0] != after[$0] }), expected)
        XCTAssertTrue(fixed.standardOutput.hasSuffix("; \(expected.count) fixes applied\n"), String(fixed.standardOutput.suffix(200)))
        // The report is what validate prints on the fixed files.
        let plain = try CampaigncProcess.run(["validate"], in: folder.url)
        XCTAssertEqual(fixed.standardOutput, String(plain.standardOutput.dropLast()) + "; \(expected.count) fixes applied\n")

        let stamps = try names.map { try FileManager.default.attributesOfItem(atPath: folder.path($0))[.modificationDate] as? Date }
        let again = try CampaigncProcess.run(["validate", "--fix"], in: folder.url)
        XCTAssertTrue(again.standardOutput.hasSuffix("; 0 fixes applied\n"))
        XCTAssertEqual(contents(names), after)
        XCTAssertEqual(try names.map { try FileManager.default.attributesOfItem(atPath: folder.path($0))[.modificationDate] as? Date }, stamps)
        XCTAssertEqual(
            try CampaigncProcess.run(["validate", "--fix", "--diff"], in: folder.url), ProcessOutput(status: 0, standardOutput: "", standardError: ""))
    }

    func testStandardInputGetsItsFixedTextOnStandardOutputAndTheReportOnStandardError() throws {
        try folder.write("campaignc.yaml", "")
        let result = try CampaigncProcess.run(
            ["validate", "--fix", "-", "--format", "json"], in: folder.url,
            input: "campaign: s\ntrigger: session_start\nmessage: { type: modal, message: Hi, animate: Yes }\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "campaign: s\ntrigger: session_start\nmessage: { type: modal, message: Hi, animate: true }\n")
        XCTAssertTrue(result.standardError.contains("\"applied_fixes\":1"), result.standardError)
    }

    func testDiffNeedsFixAndTheBuildingCommandsHaveNoFix() throws {
        try folder.write("campaignc.yaml", "")
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        let diff = try CampaigncProcess.run(["validate", "--diff"], in: folder.url)
        XCTAssertEqual(diff.status, 2)
        XCTAssertTrue(diff.standardError.hasPrefix("campaignc: error: --diff shows what --fix would change: give --fix too\n"), diff.standardError)
        for arguments in [["compile", "--fix", "--output", "-"], ["test", "--fix"], ["preview", "--fix", "--output-dir", "out"]] {
            let result = try CampaigncProcess.run(arguments, in: folder.url)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(
                result.standardError, "campaignc: error: unknown option '--fix' for '\(arguments[0])'; fix-its are applied by 'campaignc validate --fix'\n")
            XCTAssertEqual(result.standardOutput, "")
        }
        XCTAssertFalse(folder.exists("out"))
    }
}
