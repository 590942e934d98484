import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `diff` over campaigns with variants (SPEC §5.1, §17): each
/// variant below `variants.NAME` (its percent, its message), variants added and removed (every
/// line of the variant), the
/// control group, and a payload file of schema version 3 as a side.
final class DiffVariantsCommandTests: XCTestCase {
    private var folder: TestFolder!

    static let old = """
        campaign: copy-test
        trigger: session_start
        variants:
          - name: short
            percent: 40
            message: { type: slideup, message: "Sale: 20% off" }
          - name: long
            percent: 40
            message: { type: slideup, message: "Sale: 20% off shoes and bags" }
        control: 20
        """ + "\n"

    static let new = """
        campaign: copy-test
        trigger: session_start
        variants:
          - name: short
            percent: 50
            message: { type: slideup, message: "Sale: 25% off" }
          - name: urgent
            percent: 50
            message: { type: modal, header: Last day, message: "Sale ends tonight" }
        """ + "\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("old/copy.yaml", Self.old)
        try folder.write("new/copy.yaml", Self.new)
    }

    override func tearDown() {
        folder.remove()
    }

    static let expected = """
        ~ copy-test
          variants.long.percent: 40 → (absent)
          variants.long.message.type: slideup → (absent)
          variants.long.message.message: "Sale: 20% off shoes and bags" → (absent)
          variants.long.message.slide_from: bottom → (absent)
          variants.long.message.hide_chevron: false → (absent)
          variants.long.message.orientation: any → (absent)
          variants.long.message.click_action: close → (absent)
          variants.long.message.dismiss: { after: 5s } → (absent)
          variants.long.message.animate: true → (absent)
          variants.short.percent: 40 → 50
          variants.short.message.message: "Sale: 20% off" → "Sale: 25% off"
          variants.urgent.percent: (absent) → 50
          variants.urgent.message.type: (absent) → modal
          variants.urgent.message.header: (absent) → "Last day"
          variants.urgent.message.message: (absent) → "Sale ends tonight"
          variants.urgent.message.layout: (absent) → standard
          variants.urgent.message.orientation: (absent) → any
          variants.urgent.message.click_action: (absent) → close
          variants.urgent.message.dismiss: (absent) → manual
          variants.urgent.message.animate: (absent) → true
          control: 20 → 0
        0 added, 0 removed, 1 changed

        """

    func testEachVariantIsComparedByName() throws {
        let result = try CampaigncProcess.run(["diff", "old", "new"], in: folder.url)
        XCTAssertEqual(result, ProcessOutput(status: 1, standardOutput: Self.expected, standardError: ""))
    }

    func testAPayloadOfSchemaVersionThreeIsASide() throws {
        let compiled = try CampaigncProcess.run(["compile", "old", "--output", "old.json"], in: folder.url)
        XCTAssertEqual(compiled.status, 0, compiled.standardError)
        XCTAssertTrue(try String(contentsOf: folder.url.appendingPathComponent("old.json"), encoding: .utf8).contains(#""schema_version":3"#))
        XCTAssertEqual(
            try CampaigncProcess.run(["diff", "old.json", "new"], in: folder.url), ProcessOutput(status: 1, standardOutput: Self.expected, standardError: ""))
        XCTAssertEqual(
            try CampaigncProcess.run(["diff", "old.json", "old"], in: folder.url),
            ProcessOutput(status: 0, standardOutput: "0 added, 0 removed, 0 changed\n", standardError: ""))
    }

    func testAnAddedCampaignWithVariantsShowsItsTexts() throws {
        try folder.makeDirectory("empty")
        let result = try CampaigncProcess.run(["diff", "empty", "new"], in: folder.url)
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 1,
                standardOutput: """
                    + copy-test (slideup, session_start)
                      trigger[0]: session_start
                      variants.short.message.message: "Sale: 25% off"
                      variants.urgent.message.header: "Last day"
                      variants.urgent.message.message: "Sale ends tonight"
                    1 added, 0 removed, 0 changed

                    """, standardError: ""))
    }
}
