import CampaignTestSupport
import CanonicalJSON
import Foundation
import XCTest

@testable import CampaignCompiler

/// `Schemas/campaign.schema.json` and `Schemas/config.schema.json` are exactly what the schema
/// builders produce (what `campaignc schema campaign|config` prints).
///
/// To regenerate the files after changing a schema, run the tests with
/// `CAMPAIGNC_RECORD=1 swift test --filter SchemaFileTests` (`GoldenFile`); the test then
/// writes the files and fails once, to say so.
final class SchemaFileTests: XCTestCase {
    static let schemasFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas")

    func testCampaignSchemaFileIsTheBuilderOutput() throws {
        try assertFile("campaign.schema.json", equals: CampaignSchema.fileBytes)
    }

    func testConfigSchemaFileIsTheBuilderOutput() throws {
        try assertFile("config.schema.json", equals: ConfigSchema.fileBytes)
    }

    func testDocumentsArePrettyJSONWithAFinalNewline() throws {
        let text = String(decoding: CampaignSchema.fileBytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"$defs\": {\n"))
        XCTAssertTrue(text.hasSuffix("\n}\n"))
        XCTAssertFalse(text.contains("\\/"))
        XCTAssertEqual(ConfigSchema.fileBytes, JSONWriter(style: .pretty).encodeDocument(ConfigSchema.value))
    }

    private func assertFile(_ name: String, equals expected: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        GoldenFile.assert(expected, matches: "Schemas/" + name, file: file, line: line)
    }
}
