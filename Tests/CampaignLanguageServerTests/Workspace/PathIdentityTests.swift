import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Which file a URI names, over real files: paths are byte strings (two names that differ only
/// in their Unicode normalisation are two files), every URI a file is open under gets its
/// diagnostics, and a root given through a link still checks documents opened by their real paths.
final class PathIdentityTests: XCTestCase {
    private var folder: TestFolder!
    private var session: SessionHarness!

    private let composed = "c/caf\u{E9}.yaml"
    private let decomposed = "c/cafe\u{301}.yaml"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("p/campaignc.yaml", "")
        try folder.write("p/\(composed)", "campaign: composed\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        try folder.write("p/\(decomposed)", "campaign: decomposed\ntrigger: any_purchase\npriority: 80\nmessage: { type: modal, message: Hi }\n")
        try folder.write("p/c/a.yaml", "campaign: a\npriority: 60\ntrigger: { custom_event: a }\nmessage: { type: modal, message: Hi }\n")
        session = SessionHarness(any: DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_772_323_200), currentTime: { 0 }))
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    /// The publications since the last look: each URI, byte for byte, with its codes.
    private func published() -> [(uri: [UInt8], codes: [String])] {
        SessionHarness.notifications("textDocument/publishDiagnostics", in: session.take()).map { message in
            guard case .string(let uri)? = message["params"]?["uri"], case .array(let list)? = message["params"]?["diagnostics"] else { return ([], []) }
            return (
                Array(uri.utf8),
                list.map { item in
                    if case .string(let code)? = item["code"] { return code }
                    return "?"
                }
            )
        }
    }

    private func openURI(_ uri: String, _ text: String, version: Int64 = 1) {
        session.send(
            MessageBytes.notification(
                "textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "yaml", "version": .integer(version), "text": .string(text)]]))
    }

    private func uri(_ relative: String) -> String {
        FileURI.uri(ofPath: folder.path("p/\(relative)"))
    }

    func testNamesThatDifferOnlyInNormalisationAreTwoDocuments() throws {
        session.start(root: folder.path("p"))
        // The composed name opened with a full message without an image (E201), under a URI
        // written without escapes, so that the URIs too differ only in normalisation.
        let rawComposed = "file://" + folder.path("p/\(composed)")
        openURI(rawComposed, "campaign: composed\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        XCTAssertEqual(published().map(\.uri), [Array(rawComposed.utf8)])
        let rawDecomposed = "file://" + folder.path("p/\(decomposed)")
        openURI(rawDecomposed, "campaign: decomposed\ntrigger: any_purchase\npriority: 80\nmessage: { type: modal, message: Hi }\n")
        let both = published()
        XCTAssertEqual(both.map(\.uri), [Array(rawDecomposed.utf8)])
        XCTAssertEqual(both.map(\.codes), [[]])

        // A change of one never reaches the other: no E401 for one id in two files, no E201 twice.
        session.send(
            MessageBytes.notification(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(rawComposed), "version": 2],
                    "contentChanges": [["text": "campaign: composed\ntrigger: session_start\nmessage: { type: full, message: Hello }\n"]],
                ]))
        var codes: [[UInt8]: [String]] = [:]
        for publication in published() { codes[publication.uri] = publication.codes }
        XCTAssertEqual(codes[Array(rawComposed.utf8)], ["E201"])
        XCTAssertNil(codes[Array(rawDecomposed.utf8)])
    }

    func testTwinsOnDiskAreCheckedAsTwoFiles() throws {
        // Both twins on disk hold one id: each is its own input, so the id is E401 at the use
        // in the file that sorts last (the composed name), with a note at the other.
        let same = "campaign: twin\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n"
        try folder.write("p/\(composed)", same)
        try folder.write("p/\(decomposed)", same)
        session.send(
            MessageBytes.request(1, "initialize", ["rootUri": .string(FileURI.uri(ofPath: folder.path("p"))), "capabilities": [:]]),
            MessageBytes.notification("initialized", [:]))
        var codes: [[UInt8]: [String]] = [:]
        for publication in published() { codes[publication.uri] = publication.codes }
        XCTAssertEqual(codes[Array(uri(composed).utf8)], ["E401"])
        XCTAssertEqual(codes.count, 1)
        let e401 = session.session.workspace.analyses.first?.diagnostics.first
        XCTAssertEqual(e401?.notes.compactMap { $0.location.map { Array($0.file.utf8) } }, [Array(folder.path("p/\(decomposed)").utf8)])
    }

    func testAFileOpenUnderTwoURIsIsPublishedUnderBoth() throws {
        session.start(root: folder.path("p"))
        let plain = uri("c/a.yaml")
        let dotted = FileURI.uri(ofPath: folder.path("p/c/./a.yaml"))
        let broken = "campaign: a\npriority: 60\ntrigger: { custom_event: a }\nmessage: { type: full, message: Hi }\n"
        openURI(plain, broken)
        XCTAssertEqual(published().map(\.codes), [["E201"]])
        openURI(dotted, broken)
        let second = published()
        XCTAssertEqual(second.map(\.uri), [Array(dotted.utf8), Array(plain.utf8)])
        XCTAssertEqual(second.map(\.codes), [["E201"], ["E201"]])

        // The second URI's edit is published under both; closing it clears what it showed.
        session.send(
            MessageBytes.notification(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": .string(dotted), "version": 2],
                    "contentChanges": [["text": "campaign: a\npriority: 60\ntrigger: { custom_event: a }\nmessage: { type: modal, message: Hi }\n"]],
                ]))
        let edited = published()
        XCTAssertEqual(edited.map(\.codes), [[], []])
        session.send(MessageBytes.notification("textDocument/didClose", ["textDocument": ["uri": .string(dotted)]]))
        let closed = published()
        XCTAssertEqual(closed.map(\.uri), [Array(dotted.utf8), Array(plain.utf8)])
        XCTAssertEqual(closed.map(\.codes), [[], ["E201"]])
    }

    func testARootGivenThroughALinkChecksDocumentsOpenedByTheirRealPaths() throws {
        try folder.symlink("link", to: folder.path("p"))
        session.start(root: folder.path("link"))
        let initial = published()
        XCTAssertEqual(initial.map(\.codes), [])
        let real = uri("c/a.yaml")
        // Opened with a problem the disk's text does not have: its analysis read the open text.
        openURI(real, "campaign: a\npriority: 60\ntrigger: { custom_event: a }\nmessage: { type: full, message: Hi }\n")
        let opened = published()
        XCTAssertEqual(opened.map(\.uri), [Array(real.utf8)])
        XCTAssertEqual(opened.map(\.codes), [["E201"]])
        // Hover answers for it, as for any input (its key, here).
        session.send(MessageBytes.request(7, "textDocument/hover", ["textDocument": ["uri": .string(real)], "position": ["line": 0, "character": 2]]))
        XCTAssertNotNil(SessionHarness.answer(7, in: session.take())?["result"]?.objectValue)
    }
}
