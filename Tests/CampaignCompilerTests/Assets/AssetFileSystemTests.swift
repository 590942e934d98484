import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import XCTest

@testable import CampaignCompiler

final class AssetFileSystemTests: XCTestCase {
    private func decode(_ marked: String, files: InMemoryFileSystem) -> (Message?, [String]) {
        let source = MarkedText(marked)
        let yaml = YAMLParser.parse(SourceFile(path: "campaigns/a.yaml", text: source.text))
        let settings = ProjectSettings(root: ".", assets: AssetSettings(baseURL: "https://cdn.example.com/iam/"))
        let context = DecodingContext(source: yaml.source, project: settings)
        guard let node = yaml.documents.first?.root.entry("message")?.value else {
            XCTFail("no message")
            return (nil, [])
        }
        let message = decodeMessage(node, in: context, files: files)
        return (message, (yaml.diagnostics + context.diagnostics).sortedForReport().map(render))
    }

    func testDecodeMessageLooksUpLocalImagesThroughTheGivenFileSystem() throws {
        let files = InMemoryFileSystem(
            currentDirectory: "/work/site",
            files: ["/work/site/assets/hero.gif": Array("GIF89a-hero".utf8), "/work/other/x.png": AssetLocalImageTests.png],
            links: ["/work/site/assets/link.png": "/work/other/x.png"]
        )
        let (message, diagnostics) = decode("message:\n  type: slideup\n  message: Hi\n  image: ../assets/hero.gif\n", files: files)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            message?.common.image?.value.localAsset,
            LocalAsset(
                path: "assets/hero.gif", url: "https://cdn.example.com/iam/assets/hero.gif", bytes: 11,
                sha256: "4450007029a85b75814574a2fbf4ea3e1cb226ac1dbeddec5ef721ebfbf01c05"
            ))
        let (linked, linkDiagnostics) = decode("message:\n  type: slideup\n  message: Hi\n  image: ⟨v⟩../assets/link.png\n", files: files)
        XCTAssertNotNil(linked)
        XCTAssertNil(linked?.common.image)
        XCTAssertEqual(
            linkDiagnostics,
            [
                "E209 4:10 local image `../assets/link.png` leads outside the project root `.` through a symbolic link"
            ])
    }

    /// The preview copies the bytes the check read: the compiler keeps them when asked, and
    /// only then (SPEC §2.6, §10: a local image is read once).
    func testTheCheckedBytesAreKeptOnlyWhenAsked() {
        let hero = Array("GIF89a-hero".utf8)
        let files = InMemoryFileSystem(currentDirectory: "/work/site", files: ["/work/site/assets/hero.gif": hero])
        let text = "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, image: ../assets/hero.gif }\n"
        let yaml = YAMLParser.parse(SourceFile(path: "campaigns/a.yaml", text: text))
        let settings = ProjectSettings(root: ".", assets: AssetSettings(baseURL: "https://cdn.example.com/iam/"))
        let compiler = CampaignCompiler(project: settings, now: testNow, files: files)
        XCTAssertEqual(compiler.compile(yaml).localImages, [:])
        let compiled = compiler.compile(yaml, needs: CompilationNeeds(localImages: true))
        XCTAssertEqual(compiled.diagnostics.map(render), [])
        XCTAssertEqual(compiled.localImages, ["assets/hero.gif": hero])
    }
}

/// The real file system seen from another working directory (the test process's own
/// working directory is global state, so it is never changed).
struct WorkingDirectoryFileSystem: AssetFileSystem {
    let currentDirectory: String
    private let real = AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath)

    init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : currentDirectory + "/" + path
    }

    func resolvedPath(_ path: String) -> String? { real.resolvedPath(absolute(path)) }
    func regularFileSize(_ path: String) -> Int? { real.regularFileSize(absolute(path)) }
    func contents(_ path: String) -> [UInt8]? { real.contents(absolute(path)) }
}

/// A file system held in memory: `files` maps absolute paths to contents; `links` maps an
/// absolute path to the absolute path it resolves to.
struct InMemoryFileSystem: AssetFileSystem {
    let currentDirectory: String
    let files: [String: [UInt8]]
    var links: [String: String] = [:]

    func resolvedPath(_ path: String) -> String? {
        let target = links[path] ?? path
        return files[target] != nil || files.keys.contains { $0.hasPrefix(target + "/") } ? target : nil
    }

    func regularFileSize(_ path: String) -> Int? { files[path]?.count }
    func contents(_ path: String) -> [UInt8]? { files[path] }
}
