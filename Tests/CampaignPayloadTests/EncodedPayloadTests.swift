import CampaignModel
import CampaignPayload
import CampaignTestSupport
import CanonicalJSON
import XCTest

/// A payload assembled from trigger objects written file by file (as `compile` does, in
/// parallel) is byte for byte the payload built from all the campaigns at once.
final class EncodedPayloadTests: XCTestCase {
    private let project = ProjectSettings(triggerMinimumInterval: .minutes(2))

    /// The campaigns split into "files" of 2, written part by part and assembled.
    private func assembled(_ campaigns: [Campaign], layout: EncodedTrigger.Layout, style: JSONWriter.Style) -> EncodedPayload {
        let parts = stride(from: 0, to: campaigns.count, by: 2).map { start in
            PayloadBuilder.encode(Array(campaigns[start..<min(start + 2, campaigns.count)]), layout: layout, style: style)
        }
        return PayloadBuilder(project: project).build(parts.reversed(), layout: layout, style: style)
    }

    private var samples: [[Campaign]] {
        let golden = GoldenInputs.campaigns
        // The golden campaigns twice (two local images, repeated), a reversed order, and none.
        return [
            golden, golden.reversed(),
            golden
                + golden.map { campaign in
                    var copy = campaign
                    copy.id = Located(campaign.id.value + "-2", at: campaign.id.range)
                    return copy
                }, [],
        ]
    }

    func testTheDocumentIsTheSameInBothStyles() {
        for campaigns in samples {
            for pretty in [false, true] {
                let writer = PayloadWriter(pretty: pretty)
                let expected = writer.document(PayloadBuilder(project: project).build(campaigns))
                let encoded = assembled(campaigns, layout: .documentElement, style: writer.style)
                XCTAssertEqual(String(decoding: encoded.document(), as: UTF8.self), String(decoding: expected, as: UTF8.self))
                XCTAssertEqual(Array(encoded.documentPieces().joined()), expected)
            }
        }
    }

    func testTheFilesOfAFolderAreTheSameInBothStyles() {
        for campaigns in samples {
            for pretty in [false, true] {
                let writer = PayloadWriter(pretty: pretty)
                let expected = writer.directoryFiles(PayloadBuilder(project: project).build(campaigns))
                let encoded = assembled(campaigns, layout: .file, style: writer.style).directoryFiles()
                XCTAssertEqual(encoded.map(\.name), expected.map(\.name))
                XCTAssertEqual(encoded, expected)
            }
        }
    }

    func testTriggersAreSortedByIdAndAssetsListedOnce() {
        let payload = assembled(GoldenInputs.campaigns + GoldenInputs.campaigns, layout: .documentElement, style: .compact)
        XCTAssertEqual(
            payload.triggers.map(\.id),
            [
                "cart-item-templated", "cart-item-templated", "cart-reminder", "cart-reminder", "hello-personalised", "hello-personalised", "html-plain",
                "html-plain", "html-promo",
                "html-promo", "spring-sale", "spring-sale", "welcome", "welcome",
            ])
        XCTAssertEqual(payload.localAssets.map(\.path), ["assets/banner.webp", "assets/team.png"])
        XCTAssertEqual(payload.triggerMinimumIntervalSeconds, 120)
    }

    func testAnElementIsTheTriggerObjectAtItsDepth() {
        let trigger = TriggerObjectBuilder().build(GoldenInputs.campaigns[0])
        let element = EncodedTrigger(trigger, layout: .documentElement, style: .pretty)
        XCTAssertEqual(element.id, trigger.id)
        XCTAssertEqual(element.revision, trigger.revision)
        XCTAssertEqual(element.bytes, JSONWriter(style: .pretty).encode(trigger.value, depth: 2))
        XCTAssertEqual(EncodedTrigger(trigger, layout: .file, style: .compact).bytes, JSONWriter.document(trigger.value))
    }

    func testEncodingACampaignEqualsWritingItsTriggerObject() {
        let builder = TriggerObjectBuilder()
        for campaign in GoldenInputs.campaigns {
            let trigger = builder.build(campaign)
            for layout in [EncodedTrigger.Layout.documentElement, .file] {
                for style in [JSONWriter.Style.compact, .pretty] {
                    XCTAssertEqual(
                        builder.encode(campaign, layout: layout, style: style), EncodedTrigger(trigger, layout: layout, style: style),
                        "\(campaign.id.value) \(layout) \(style)")
                }
            }
        }
    }
}
