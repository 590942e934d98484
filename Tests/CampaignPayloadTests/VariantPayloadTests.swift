import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignTestSupport
import CampaignWorkspace
import CampaignYAML
import CanonicalJSON
import XCTest

/// A campaign with variants compiles to `variants` (`name`, `buckets`, `data`) and
/// `control_buckets` in place of `data`, in a payload of schema version 3 (SPEC §6, §17); a
/// payload without variants keeps version 2 and its bytes (the other golden files).
final class VariantPayloadTests: XCTestCase {
    private static let source = """
        campaign: spring-sale
        trigger: session_start
        variants:
          - name: short-copy
            percent: 45
            message: { type: slideup, message: "Spring sale, 20% off" }
          - name: long-copy
            percent: 45
            message: { type: modal, header: Spring sale, message: "20% off shoes and bags" }
        control: 10
        ---
        campaign: welcome
        trigger: session_start
        variants:
          - { name: a, percent: 50, message: { type: slideup, message: Hello } }
          - { name: b, percent: 50, message: { type: slideup, message: Welcome } }
        """

    private func campaigns(_ text: String) -> [Campaign] {
        let yaml = YAMLParser.parse(SourceFile(path: "variants.yaml", text: text))
        let compiled = CampaignCompiler(project: .standard, now: 1_769_904_000, files: AssetFiles(DiskFileSystem(), currentDirectory: "/nonexistent")).compile(
            yaml)
        XCTAssertEqual(compiled.diagnostics.map { "\($0.code) \($0.message)" }, [])
        return compiled.campaigns
    }

    func testVariantsAndControlBucketsReplaceData() throws {
        let payload = PayloadBuilder(project: .standard).build(campaigns(Self.source))
        GoldenFile.assert(JSONWriter(style: .pretty).encodeDocument(payload.documentValue), matches: "Tests/CampaignPayloadTests/Golden/variants.pretty.json")
        let document = payload.documentValue
        XCTAssertEqual(document["schema_version"], .integer(3))
        let sale = try XCTUnwrap(document["triggers"]?.arrayValue?.first { $0["id"] == .string("spring-sale") })
        XCTAssertNil(sale["data"])
        XCTAssertEqual(sale["control_buckets"], [0, 9])
        XCTAssertEqual(sale["variants"]?.arrayValue?.map { $0["name"] }, [.string("short-copy"), .string("long-copy")])
        XCTAssertEqual(sale["variants"]?.arrayValue?.map { $0["buckets"] }, [[10, 54], [55, 99]])
        XCTAssertEqual(sale["variants"]?.arrayValue?.last?["data"]?["type"], .string("MODAL"))
        let welcome = try XCTUnwrap(document["triggers"]?.arrayValue?.first { $0["id"] == .string("welcome") })
        XCTAssertNil(welcome["control_buckets"])
        XCTAssertEqual(welcome["variants"]?.arrayValue?.map { $0["buckets"] }, [[0, 49], [50, 99]])
    }

    func testTheShippedBytesAgreeWithTheValue() {
        let all = campaigns(Self.source)
        let parts = all.map { PayloadBuilder.encode([$0], layout: .documentElement, style: .compact) }
        let shipped = PayloadBuilder(project: .standard).build(parts, layout: .documentElement, style: .compact)
        XCTAssertEqual(shipped.schemaVersion, 3)
        XCTAssertEqual(shipped.document(), JSONWriter.document(PayloadBuilder(project: .standard).build(all).documentValue))
        let dir = PayloadBuilder(project: .standard).build(
            all.map { PayloadBuilder.encode([$0], layout: .file, style: .compact) }, layout: .file, style: .compact)
        let manifest = try? JSONReader().parse(dir.directoryFiles().last?.bytes ?? [])
        XCTAssertEqual(manifest?["schema_version"], .integer(3))
    }

    func testWithoutVariantsTheVersionStaysTwo() {
        let one = campaigns("campaign: x\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        XCTAssertEqual(PayloadBuilder(project: .standard).build(one).documentValue["schema_version"], .integer(2))
    }
}
