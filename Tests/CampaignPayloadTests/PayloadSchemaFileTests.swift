import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignTestSupport
import CanonicalJSON
import XCTest

/// `Schemas/*.schema.json` are exactly what the schema builders write
/// (regenerate with CAMPAIGNC_RECORD=1).
final class PayloadSchemaFileTests: XCTestCase {
    func testPayloadSchemaFile() throws {
        GoldenFile.assert(PayloadSchema.fileBytes, matches: "Schemas/payload.schema.json")
    }

    func testDiagnosticsSchemaFile() throws {
        GoldenFile.assert(DiagnosticsSchema.fileBytes, matches: "Schemas/diagnostics.schema.json")
    }

    func testSchemaFilesArePrettyWithFinalNewline() {
        for bytes in [PayloadSchema.fileBytes, DiagnosticsSchema.fileBytes] {
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertTrue(text.hasPrefix("{\n  \"$defs\": {\n"))
            XCTAssertTrue(text.hasSuffix("}\n"))
            XCTAssertFalse(text.contains("\\/"))
        }
    }

    func testPayloadSchemaDialectAndParts() throws {
        let schema = PayloadSchema.value
        XCTAssertJSON(schema["$schema"], #""https://json-schema.org/draft/2020-12/schema""#)
        XCTAssertJSON(schema["required"], #"["schema_version","trigger_minimum_interval_seconds","triggers","local_assets","remote_assets"]"#)
        XCTAssertJSON(schema["properties"]?["schema_version"]?["enum"], "[2,3]")
        let defs = try XCTUnwrap(schema["$defs"]?.objectValue)
        XCTAssertNotNil(defs["trigger_object"])
        XCTAssertNotNil(defs["manifest"])
        XCTAssertJSON(defs["in_app_message"]?["properties"]?["type"]?["enum"], #"["SLIDEUP","MODAL","FULL","HTML","HTML_FULL"]"#)
        XCTAssertJSON(defs["property_filter"]?["properties"]?["comparator"]?["enum"], "[1,2,3,4,5,6,10,11,12,15,16,17]")
        XCTAssertJSON(defs["property_filter"]?["properties"]?["property_type"]?["enum"], #"["string","number","boolean","date"]"#)
        XCTAssertJSON(defs["colour"], #"{"description":"An unsigned 32-bit ARGB colour, 0xAARRGGBB.","maximum":4294967295,"minimum":0,"type":"integer"}"#)
        XCTAssertJSON(defs["manifest"]?["required"], #"["schema_version","trigger_minimum_interval_seconds","local_assets","remote_assets","campaigns"]"#)
        XCTAssertNil(defs["trigger_object"]?["properties"]?["prefetch"], "version 2 has no `prefetch`")
        XCTAssertJSON(defs["trigger_object"]?["properties"]?["timeout"]?["minimum"], "1000")
    }

    /// Every key the mapping writes for the golden campaigns is declared by the schema
    /// (the schema's objects are closed, so an undeclared key would be rejected).
    func testSchemaDeclaresEveryKeyTheGoldenPayloadUses() throws {
        let defs = try XCTUnwrap(PayloadSchema.value["$defs"]?.objectValue)
        let declared = { (name: String) in Set(defs[name]?["properties"]?.objectValue?.keys.map { $0 } ?? []) }
        let payload = PayloadBuilder().build(GoldenInputs.campaigns)
        for trigger in payload.triggers {
            XCTAssertTrue(Set(keys(trigger.value)).isSubset(of: declared("trigger_object")), trigger.id)
            XCTAssertTrue(Set(keys(trigger.value["data"])).isSubset(of: declared("in_app_message")), trigger.id)
            for button in trigger.value["data"]?["btns"]?.arrayValue ?? [] {
                XCTAssertTrue(Set(keys(button)).isSubset(of: declared("button")), trigger.id)
            }
        }
        XCTAssertTrue(Set(keys(payload.manifestValue)).isSubset(of: declared("manifest")))
    }

    func testDiagnosticsSchemaNamesEveryCodeAndSeverity() throws {
        let diagnostic = try XCTUnwrap(DiagnosticsSchema.value["$defs"]?["diagnostic"])
        let codes = try XCTUnwrap(diagnostic["properties"]?["code"]?["enum"]?.arrayValue)
        XCTAssertEqual(codes, DiagnosticCode.allCases.map { .string($0.rawValue) })
        XCTAssertJSON(diagnostic["properties"]?["severity"]?["enum"], #"["error","warning"]"#)
        XCTAssertJSON(diagnostic["required"], #"["code","severity","message","file","line","column","end_line","end_column","fingerprint","notes"]"#)
    }
}
