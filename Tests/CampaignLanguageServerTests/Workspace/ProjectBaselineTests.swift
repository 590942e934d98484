import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import CanonicalJSON
import Foundation
import XCTest

@testable import CampaignLanguageServer

/// The baseline a project file names (SPEC §3) in a session over the driver's analysis of real
/// projects: each project uses its own, watched like `--baseline`; `--baseline` wins and
/// `--no-baseline` reads none (SPEC §13.5).
final class ProjectBaselineTests: XCTestCase {
    private var folder: TestFolder!
    private let full = "campaign: bare\ntrigger: session_start\nmessage: { type: full, message: Hi }\n"
    private let watching: JSONValue = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]

    override func setUpWithError() throws {
        folder = try TestFolder()
        for team in ["team-a", "team-b"] {
            try folder.write("\(team)/c/full.yaml", full)
        }
        // team-a names a baseline recording its E201; team-b names none.
        try folder.write("team-a/campaignc.yaml", "baseline: ci/baseline.json\n")
        try folder.write("team-b/campaignc.yaml", "")
        let fingerprint = try XCTUnwrap(
            try DriverWorkspaceAnalyzer(options: ServerOptions(noBaseline: true, now: 1_772_323_200), currentTime: { 0 })
                .project(folder.path("team-a/campaignc.yaml")).analyze(openTexts: [:], refresh: WorkspaceRefresh(walks: true))
                .diagnostics.first?.fingerprint)
        try folder.write("team-a/ci/baseline.json", "{\"schema_version\":1,\"entries\":[{\"code\":\"E201\",\"count\":1,\"fingerprint\":\"\(fingerprint)\"}]}\n")
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private func session(_ options: ServerOptions = ServerOptions()) -> SessionHarness {
        var options = options
        options.now = 1_772_323_200
        return SessionHarness(any: DriverWorkspaceAnalyzer(options: options, currentTime: { 0 }))
    }

    private func initialize(_ harness: SessionHarness) -> [JSONValue] {
        harness.send(
            MessageBytes.request(1, "initialize", ["rootUri": .string(FileURI.uri(ofPath: folder.path)), "capabilities": watching]),
            MessageBytes.notification("initialized", [:]))
        return harness.take()
    }

    /// The files published among `messages`, relative, with their codes.
    private func published(_ messages: [JSONValue]) -> [String] {
        SessionHarness.notifications("textDocument/publishDiagnostics", in: messages).map { message in
            guard case .string(let uri)? = message["params"]?["uri"], let path = FileURI.path(of: uri) else { return "?" }
            let codes = (message["params"]?["diagnostics"]?.arrayValue ?? []).map { diagnostic -> String in
                if case .string(let code)? = diagnostic["code"] { return code }
                return "?"
            }
            return "\(path.dropFirst(folder.path.count + 1)) \(codes.joined(separator: ","))"
        }
    }

    private func shown(_ messages: [JSONValue]) -> [JSONValue] {
        SessionHarness.notifications("window/showMessage", in: messages).compactMap { $0["params"] }
    }

    private func watchers(_ messages: [JSONValue]) -> [JSONValue] {
        messages.filter { $0["method"] == "client/registerCapability" }.compactMap {
            $0["params"]?["registrations"]?.arrayValue?.first?["registerOptions"]?["watchers"]
        }
    }

    func testEachProjectUsesItsOwnBaselineWatchedAndShownWhenItGoes() throws {
        let harness = session()
        let started = initialize(harness)
        // team-a's E201 is baselined; team-b's is not.
        XCTAssertEqual(published(started), ["team-b/c/full.yaml E201"])
        XCTAssertEqual(shown(started), [])
        XCTAssertEqual(
            watchers(started), [[["globPattern": "**/*.yaml"], ["globPattern": "**/*.yml"], ["globPattern": .string(folder.path("team-a/ci/baseline.json"))]]])

        // Deleted: shown once (type 1), and team-a's E201 is published.
        let baseline = folder.path("team-a/ci/baseline.json")
        let saved = try Data(contentsOf: URL(fileURLWithPath: baseline))
        try FileManager.default.removeItem(atPath: baseline)
        let event = MessageBytes.notification(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(FileURI.uri(ofPath: baseline)), "type": 3]]])
        harness.send(event)
        let deleted = harness.take()
        XCTAssertEqual(
            shown(deleted),
            [
                [
                    "type": 1,
                    "message": .string(
                        "campaignc: cannot read baseline '\(baseline)' (named by `baseline:` in '\(folder.path("team-a/campaignc.yaml"))'): "
                            + "No such file or directory; diagnostics are shown without the baseline"),
                ]
            ])
        XCTAssertEqual(published(deleted), ["team-a/c/full.yaml E201"])

        // Back: the diagnostic goes again.
        try saved.write(to: URL(fileURLWithPath: baseline))
        harness.send(event)
        let back = harness.take()
        XCTAssertEqual(shown(back), [])
        XCTAssertEqual(published(back), ["team-a/c/full.yaml "])
    }

    func testAnEditedBaselineKeyIsFollowedAndWatched() throws {
        let harness = session()
        _ = initialize(harness)
        let projectFile = folder.path("team-b/campaignc.yaml")
        try folder.write("team-b/other.json", String(contentsOfFile: folder.path("team-a/ci/baseline.json"), encoding: .utf8))
        // team-b's full.yaml is the same text at another path: the same fingerprint (paths are relative to the root).
        harness.open(projectFile, "baseline: other.json\n")
        let edited = harness.take()
        XCTAssertEqual(published(edited), ["team-b/campaignc.yaml ", "team-b/c/full.yaml "])
        XCTAssertEqual(watchers(edited), [[["globPattern": .string(folder.path("team-b/other.json"))]]])
    }

    func testBaselineOnTheCommandLineWinsForEveryProjectAndNoBaselineReadsNone() throws {
        try folder.write("empty.json", "{\"schema_version\":1,\"entries\":[]}\n")
        let explicit = session(ServerOptions(baseline: folder.path("empty.json")))
        let started = initialize(explicit)
        XCTAssertEqual(published(started), ["team-a/c/full.yaml E201", "team-b/c/full.yaml E201"])
        XCTAssertEqual(watchers(started).first?.arrayValue?.last, ["globPattern": .string(folder.path("empty.json"))])

        let none = session(ServerOptions(noBaseline: true))
        let plain = initialize(none)
        XCTAssertEqual(published(plain), ["team-a/c/full.yaml E201", "team-b/c/full.yaml E201"])
        XCTAssertEqual(watchers(plain), [[["globPattern": "**/*.yaml"], ["globPattern": "**/*.yml"]]])
        XCTAssertEqual(shown(plain), [])
    }
}
