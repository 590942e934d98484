import CampaignDriver
import Foundation
import XCTest

final class SchemaOperationTests: XCTestCase {
    static let schemasFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas")

    func testEverySchemaPrintsExactlyItsFile() throws {
        for name in SchemaName.allCases {
            let result = SchemaOperation.run(name: name.rawValue)
            XCTAssertEqual(result.exitStatus, 0, name.rawValue)
            XCTAssertEqual(result.standardError, "", name.rawValue)
            let file = try Data(contentsOf: Self.schemasFolder.appendingPathComponent(name.fileName))
            XCTAssertTrue(Array(result.standardOutput.utf8) == Array(file), "\(name.fileName) differs from `campaignc schema \(name.rawValue)`")
            XCTAssertTrue(result.standardOutput.hasPrefix("{\n  \"$defs\": {"), name.rawValue)
            XCTAssertTrue(result.standardOutput.hasSuffix("}\n"), name.rawValue)
        }
    }

    func testNamesAndFiles() {
        XCTAssertEqual(SchemaName.allCases.map(\.rawValue), ["campaign", "payload", "config", "diagnostics", "scenario", "trace", "baseline", "diff"])
        XCTAssertEqual(SchemaName.config.fileName, "config.schema.json")
    }

    func testUnknownSchemaIsAUsageError() {
        XCTAssertEqual(
            SchemaOperation.run(name: "campain"),
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: unknown schema `campain`; expected `campaign`, `payload`, `config`, `diagnostics`, `scenario`, "
                    + "`trace`, `baseline`, `diff`; did you mean `campaign`?\n"
            )
        )
        XCTAssertEqual(
            SchemaOperation.run(name: "yaml").standardError,
            "campaignc: error: unknown schema `yaml`; expected `campaign`, `payload`, `config`, `diagnostics`, `scenario`, `trace`, `baseline`, `diff`\n"
        )
    }
}
