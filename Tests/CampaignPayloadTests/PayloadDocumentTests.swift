import CampaignModel
import CampaignPayload
import CampaignTestSupport
import CanonicalJSON
import XCTest

final class PayloadDocumentTests: XCTestCase {
    func testEmptyPayloadBytes() {
        let payload = PayloadBuilder().build([])
        XCTAssertEqual(
            String(decoding: PayloadWriter().document(payload), as: UTF8.self),
            #"{"local_assets":[],"remote_assets":[],"schema_version":2,"trigger_minimum_interval_seconds":30,"triggers":[]}"# + "\n"
        )
        XCTAssertEqual(
            String(decoding: PayloadWriter(pretty: true).document(payload), as: UTF8.self),
            "{\n  \"local_assets\": [],\n  \"remote_assets\": [],\n  \"schema_version\": 2,\n  \"trigger_minimum_interval_seconds\": 30,\n  \"triggers\": []\n}\n"
        )
    }

    func testIntervalComesFromTheProject() {
        let payload = PayloadBuilder(project: ProjectSettings(triggerMinimumInterval: .minutes(2))).build([])
        XCTAssertEqual(payload.triggerMinimumIntervalSeconds, 120)
        XCTAssertJSON(payload.documentValue["trigger_minimum_interval_seconds"], "120")
    }

    func testTriggersAreSortedByIdBytewise() {
        let ids = ["b", "a-2", "a_1", "a", "10", "9"]
        let payload = PayloadBuilder().build(ids.map { Fixture.campaign($0) })
        XCTAssertEqual(payload.triggers.map(\.id), ["10", "9", "a", "a-2", "a_1", "b"])
        XCTAssertEqual(payload.documentValue["triggers"]?.arrayValue?.compactMap { $0["id"] }, payload.triggers.map { .string($0.id) })
    }

    func testLocalAssetsOncePerImageSortedByPath() {
        let payload = PayloadBuilder().build(GoldenInputs.campaigns)
        XCTAssertEqual(payload.localAssets.map(\.path), ["assets/banner.webp", "assets/team.png"])
        XCTAssertJSON(
            payload.documentValue["local_assets"]?.arrayValue?.last,
            #"{"bytes":48,"path":"assets/team.png","sha256":"de1075dc4f7d4a88863f7efbca13c7c54ef64ee9b532ade8be3c82bf1d11f1d5","url":"https://cdn.example.com/iam/assets/team.png"}"#
        )
    }

    func testManifestIsTheDocumentWithoutTriggersPlusCampaigns() throws {
        let payload = PayloadBuilder().build([Fixture.campaign("b"), Fixture.campaign("a", priority: 10)])
        let manifest = payload.manifestValue
        XCTAssertEqual(keys(manifest), ["campaigns", "local_assets", "remote_assets", "schema_version", "trigger_minimum_interval_seconds"])
        XCTAssertJSON(
            manifest["campaigns"],
            #"[{"id":"a","revision":"\#(payload.triggers[0].revision)"},{"id":"b","revision":"\#(payload.triggers[1].revision)"}]"#
        )
        for key in ["local_assets", "remote_assets", "schema_version", "trigger_minimum_interval_seconds"] {
            XCTAssertEqual(manifest[key], payload.documentValue[key], key)
        }
    }

    func testDirectoryFilesAreNamedByIdWithManifestLast() {
        let payload = PayloadBuilder().build([Fixture.campaign("zeta"), Fixture.campaign("alpha")])
        let files = PayloadWriter().directoryFiles(payload)
        XCTAssertEqual(files.map(\.name), ["alpha.json", "zeta.json", "manifest.json"])
        XCTAssertEqual(files[0].bytes, JSONWriter.document(payload.triggers[0].value))
        XCTAssertEqual(files[2].bytes, JSONWriter.document(payload.manifestValue))
    }

    func testOutputBytesAreUTF8WithUnescapedSlashesAndOneFinalNewline() {
        let bytes = PayloadWriter().document(PayloadBuilder().build(GoldenInputs.campaigns))
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertEqual(Array(text.utf8), bytes)
        XCTAssertTrue(text.contains("https://cdn.example.com/iam/cart.png"))
        XCTAssertTrue(text.contains("Ünïcödé ✓"))
        XCTAssertFalse(text.contains("\\/"))
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1)
        XCTAssertTrue(text.hasSuffix("}\n"))
        XCTAssertFalse(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
    }

    func testSameCampaignsInAnyOrderGiveTheSameBytes() {
        let campaigns = GoldenInputs.campaigns
        let expected = PayloadWriter(pretty: true).document(PayloadBuilder().build(campaigns))
        var generator = SplitMix(seed: 7)
        for _ in 0..<20 {
            let shuffled = campaigns.shuffled(using: &generator)
            XCTAssertEqual(PayloadWriter(pretty: true).document(PayloadBuilder().build(shuffled)), expected)
        }
        XCTAssertEqual(PayloadWriter(pretty: true).document(PayloadBuilder().build(campaigns.reversed())), expected)
    }

    func testSameBytesWhenBuiltConcurrently() async {
        let campaigns = GoldenInputs.campaigns
        let expected = PayloadWriter().document(PayloadBuilder().build(campaigns))
        let results = await withTaskGroup(of: [UInt8].self, returning: [[UInt8]].self) { group in
            for index in 0..<8 {
                group.addTask {
                    let order = index % 2 == 0 ? campaigns : Array(campaigns.reversed())
                    return PayloadWriter().document(PayloadBuilder().build(order))
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(results.count, 8)
        for bytes in results { XCTAssertEqual(bytes, expected) }
    }
}

/// A small seeded generator so that the shuffles are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
