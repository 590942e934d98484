import CampaignModel
import CampaignPayload
import CampaignTestSupport
import CanonicalJSON
import XCTest

/// The payload of `Golden/input/` (compiled through the real front end and decoder),
/// compared byte for byte with the files in `Golden/` (regenerate with CAMPAIGNC_RECORD=1).
/// The bytes are written the way `compile` writes them (`PayloadBuilder.encode` per file, then
/// `EncodedPayload`), so the golden files test what ships; `EncodedPayloadTests` checks that the
/// value-level `PayloadWriter` gives the same bytes.
final class GoldenFileTests: XCTestCase {
    private var payload: Payload {
        PayloadBuilder(project: GoldenInputs.shared.project).build(GoldenInputs.campaigns)
    }

    func testInputsCompileWithoutDiagnostics() {
        XCTAssertEqual(GoldenInputs.shared.diagnostics.map { "\($0.code) \($0.message)" }, [])
        XCTAssertEqual(
            GoldenInputs.campaigns.map(\.id.value),
            ["spring-sale", "cart-reminder", "welcome", "html-promo", "html-plain", "cart-item-templated", "hello-personalised"])
        XCTAssertEqual(GoldenInputs.shared.project.triggerMinimumInterval, .seconds(45))
    }

    /// What `compile` writes for the golden campaigns, one file's part at a time.
    private func shipped(_ layout: EncodedTrigger.Layout, _ style: JSONWriter.Style) -> EncodedPayload {
        let parts = GoldenInputs.campaigns.map { PayloadBuilder.encode([$0], layout: layout, style: style) }
        return PayloadBuilder(project: GoldenInputs.shared.project).build(parts, layout: layout, style: style)
    }

    func testCompactDocument() throws {
        let bytes = shipped(.documentElement, .compact).document()
        GoldenFile.assert(bytes, matches: "Tests/CampaignPayloadTests/Golden/payload.json")
    }

    func testPrettyDocument() throws {
        let bytes = shipped(.documentElement, .pretty).document()
        GoldenFile.assert(bytes, matches: "Tests/CampaignPayloadTests/Golden/payload.pretty.json")
    }

    func testOutputDirectoryFiles() throws {
        let files = shipped(.file, .pretty).directoryFiles()
        XCTAssertEqual(
            files.map(\.name),
            [
                "cart-item-templated.json", "cart-reminder.json", "hello-personalised.json", "html-plain.json", "html-promo.json", "spring-sale.json",
                "welcome.json", "manifest.json",
            ])
        for file in files {
            GoldenFile.assert(file.bytes, matches: "Tests/CampaignPayloadTests/Golden/output-dir/" + file.name)
        }
    }

    func testDirectoryFilesHoldTheDocumentsTriggers() throws {
        let document = payload.documentValue
        let triggers = try XCTUnwrap(document["triggers"]?.arrayValue)
        let files = PayloadWriter(pretty: false).directoryFiles(payload)
        for (trigger, file) in zip(triggers, files) {
            XCTAssertEqual(JSONWriter.document(trigger), file.bytes)
        }
        XCTAssertEqual(triggers.count + 1, files.count)
    }
}
