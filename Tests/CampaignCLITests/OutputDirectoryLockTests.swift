import CampaignTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 23 item 5: two `compile --output-dir` runs into one folder at once leave the later
/// run's whole output, consistent with its manifest; a run killed while writing leaves hidden
/// temporary files that the next run into the folder removes (and nothing else).
final class OutputDirectoryLockTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// `count` campaigns `c0`… whose message says which run wrote them.
    private func writeCampaigns(_ name: String, count: Int, message: String) throws {
        let documents = (0..<count).map { "campaign: c\($0)\ntrigger: session_start\nmessage: { type: slideup, message: \(message) \($0) }\n" }
        try folder.write(name, documents.joined(separator: "---\n"))
    }

    /// The revisions the manifest lists, and those of the campaign files in the folder.
    private func revisions(in relative: String) throws -> (manifest: [String: String], files: [String: String]) {
        func object(_ name: String) throws -> [String: Any] {
            let data = try Data(contentsOf: URL(fileURLWithPath: folder.path(relative + "/" + name)))
            return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        }
        let entries = try XCTUnwrap(object("manifest.json")["campaigns"] as? [[String: Any]])
        var manifest: [String: String] = [:]
        for entry in entries { manifest[entry["id"] as? String ?? ""] = entry["revision"] as? String }
        var files: [String: String] = [:]
        for name in try folder.listing(relative) where name.hasSuffix(".json") && name != "manifest.json" {
            let file = try object(name)
            files[file["id"] as? String ?? ""] = file["revision"] as? String
        }
        return (manifest, files)
    }

    func testTwoRunsAtOnceLeaveOneRunsWholeOutput() throws {
        try writeCampaigns("a/campaigns.yaml", count: 1_500, message: from("A"))
        try writeCampaigns("b/campaigns.yaml", count: 1_500, message: from("B"))
        let capture = try OutputCapture()
        defer { capture.remove() }
        for round in 0..<3 {
            let out = "out\(round)"
            let runs = try ["a", "b"].map {
                try CampaigncProcess.start(["compile", "\($0)/campaigns.yaml", "--output-dir", out], in: folder.url, output: capture.handle)
            }
            for run in runs {
                let result = try run.finish()
                XCTAssertEqual(result.status, 0, result.standardError)
            }
            let (manifest, files) = try revisions(in: out)
            XCTAssertEqual(manifest.count, 1_500)
            XCTAssertEqual(files, manifest, "round \(round): the files disagree with the manifest")
            XCTAssertEqual(try folder.listing(out).filter { $0.hasPrefix(".") }, [])
        }
    }

    private func from(_ run: String) -> String { "from run \(run)" }

    func testARunKilledWhileWritingLeavesTemporaryFilesThatTheNextRunRemoves() throws {
        try folder.write("out/.keep", "mine\n")
        try folder.write("out/.campaignc-notes", "mine too\n")
        let capture = try OutputCapture()
        defer { capture.remove() }
        var caught = false
        for count in [4_000, 6_000, 9_000] where !caught {
            try writeCampaigns("big.yaml", count: count, message: "hello")
            let run = try CampaigncProcess.start(["compile", "big.yaml", "--output-dir", "out"], in: folder.url, output: capture.handle)
            while run.process.isRunning {
                if try folder.listing("out").contains(where: isTemporary) {
                    kill(run.process.processIdentifier, SIGKILL)
                    caught = true
                    break
                }
            }
            _ = try run.finish()
        }
        guard caught else { return XCTFail("no run was caught while writing its temporary files") }
        XCTAssertGreaterThan(try folder.listing("out").filter(isTemporary).count, 0)

        try writeCampaigns("small.yaml", count: 3, message: "hello")
        XCTAssertEqual(try CampaigncProcess.run(["compile", "small.yaml", "--output-dir", "out"], in: folder.url).status, 0)
        let left = try folder.listing("out")
        XCTAssertEqual(left.filter(isTemporary), [])
        XCTAssertTrue(left.contains(".keep"))
        XCTAssertTrue(left.contains(".campaignc-notes"))
        XCTAssertEqual(folder.bytes("out/.keep"), Array("mine\n".utf8))
    }

    private func isTemporary(_ name: String) -> Bool {
        name.hasPrefix(".campaignc-") && (name.hasSuffix(".tmp") || name.hasSuffix(".old"))
    }
}
