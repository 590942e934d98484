import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import Foundation
import XCTest

@testable import CampaignCompiler

/// Local images (SPEC §2.6) in a temporary project folder:
///
///     <tmp>/outside.png                 a valid PNG outside the project
///     <tmp>/project/campaigns/          the campaign file's folder
///     <tmp>/project/assets/team.png     a valid PNG (28 bytes)
///     <tmp>/project/assets/notes.png    text
///     <tmp>/project/assets/big.png      a PNG of 200 bytes
///     <tmp>/project/assets/escape.png   a symbolic link to ../../outside.png
///     <tmp>/project/assets/folder.png/  a folder
final class AssetLocalImageTests: XCTestCase {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("campaignc test image".utf8)
    static let pngSHA256 = "57b801dd51b3b31fdaa6ed67baa8dd0d2123d59b9757687d71acd93d94745cf3"

    var temp = ""
    var project = ""

    override func setUpWithError() throws {
        let fm = FileManager.default
        temp = fm.temporaryDirectory.appendingPathComponent("campaignc-assets-\(UUID().uuidString)").path
        project = temp + "/project"
        try fm.createDirectory(atPath: project + "/campaigns", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: project + "/assets/folder.png", withIntermediateDirectories: true)
        try Data(Self.png).write(to: URL(fileURLWithPath: temp + "/outside.png"))
        try Data(Self.png).write(to: URL(fileURLWithPath: project + "/assets/team.png"))
        try Data("not an image".utf8).write(to: URL(fileURLWithPath: project + "/assets/notes.png"))
        try Data(Self.png + [UInt8](repeating: 0, count: 172)).write(to: URL(fileURLWithPath: project + "/assets/big.png"))
        try fm.createSymbolicLink(atPath: project + "/assets/escape.png", withDestinationPath: "../../outside.png")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: temp)
    }

    /// Reads `image: <text>` of a campaign file at `campaignPath`, the value at 4:10.
    private func read(
        _ text: String, campaignPath: String? = nil, root: String? = nil, baseURL: String? = "https://cdn.example.com/iam/",
        maxBytes: Int = 100, files: (any AssetFileSystem)? = nil
    ) -> (Located<ImageSource>?, [Diagnostic]) {
        let settings = ProjectSettings(root: root ?? project, assets: AssetSettings(baseURL: baseURL, maxBytes: maxBytes))
        let source = SourceFile(path: campaignPath ?? project + "/campaigns/a.yaml", text: "")
        let context = DecodingContext(source: source, project: settings)
        let start = SourcePosition(line: 4, column: 10, offset: 40)
        let end = SourcePosition(line: 4, column: 10 + text.unicodeScalars.count, offset: 40 + text.utf8.count)
        let node = YAMLNode.scalar(YAMLScalar(text: text, style: .plain, range: SourceRange(start: start, end: end)))
        let image = AssetImageReader(context: context, files: files ?? AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath))
            .image(
                node, "image")
        return (image, context.diagnostics)
    }

    private func assertOnly(
        _ diagnostics: [Diagnostic], _ code: DiagnosticCode, _ message: String, help: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)", file: file, line: line)
        guard let d = diagnostics.first else { return }
        XCTAssertEqual(d.code, code, file: file, line: line)
        XCTAssertEqual(d.message, message, file: file, line: line)
        XCTAssertEqual(d.location.range.start.line, 4, file: file, line: line)
        XCTAssertEqual(d.location.range.start.column, 10, file: file, line: line)
        XCTAssertEqual(d.help, help, file: file, line: line)
    }

    func testValidImageKeepsPathSizeAndDigest() {
        let (image, diagnostics) = read("../assets/team.png")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            image?.value,
            .local(
                LocalAsset(
                    path: "assets/team.png", url: "https://cdn.example.com/iam/assets/team.png", bytes: 28, sha256: Self.pngSHA256
                )))
        XCTAssertEqual(image?.range.start.column, 10)
        XCTAssertEqual(image?.value.url, "https://cdn.example.com/iam/assets/team.png")
    }

    func testRelativeCampaignPathAndRoot() {
        let files = WorkingDirectoryFileSystem(currentDirectory: temp)
        let (image, diagnostics) = read("./../assets//team.png", campaignPath: "project/campaigns/a.yaml", root: "project", files: files)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image?.value.localAsset?.path, "assets/team.png")
        let (fromRoot, rootDiagnostics) = read(
            "assets/team.png", campaignPath: "a.yaml", root: ".", files: WorkingDirectoryFileSystem(currentDirectory: project))
        XCTAssertEqual(rootDiagnostics, [])
        XCTAssertEqual(fromRoot?.value.localAsset?.url, "https://cdn.example.com/iam/assets/team.png")
    }

    func testStandardInputIsInTheWorkingDirectory() {
        let files = WorkingDirectoryFileSystem(currentDirectory: project)
        let (image, diagnostics) = read("assets/team.png", campaignPath: "<stdin>", root: ".", files: files)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image?.value.localAsset?.path, "assets/team.png")
    }

    func testMissingFile() {
        let (image, diagnostics) = read("../assets/gone.png")
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E209, "local image `../assets/gone.png` does not exist: looked for `\(project)/assets/gone.png`",
            help: "a local image's path is relative to the campaign's folder `\(project)/campaigns`")
        XCTAssertEqual(diagnostics.first?.fixIts, [])
    }

    /// A path written from the project root instead of the campaign's folder: where it was
    /// looked for, and the path that works, also as an unsafe fix-it (SPEC §19 item 8).
    func testAPathFromTheProjectRootIsShownThePathThatWorks() throws {
        let (image, diagnostics) = read("assets/team.png")
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E209, "local image `assets/team.png` does not exist: looked for `\(project)/campaigns/assets/team.png`",
            help: "the project root has `assets/team.png`; from the campaign's folder it is `../assets/team.png`")
        let fix = try XCTUnwrap(diagnostics.first?.fixIts.first)
        XCTAssertEqual(fix.message, "replace `assets/team.png` with `../assets/team.png`")
        XCTAssertEqual(fix.replacement, "../assets/team.png")
        XCTAssertFalse(fix.safe)
    }

    /// A malformed `base_url` is E106 in the project file: no E210 besides.
    func testAMalformedBaseURLGivesNoE210() {
        var settings = ProjectSettings(root: project, assets: AssetSettings(baseURL: nil, maxBytes: 100))
        settings.assets.baseURLIsWritten = true
        let context = DecodingContext(source: SourceFile(path: project + "/campaigns/a.yaml", text: ""), project: settings)
        let range = SourceRange(start: SourcePosition(line: 4, column: 10, offset: 40), end: SourcePosition(line: 4, column: 32, offset: 62))
        let node = YAMLNode.scalar(YAMLScalar(text: "../assets/team.png", style: .plain, range: range))
        let image = AssetImageReader(context: context, files: AssetFiles(DiskFileSystem(), currentDirectory: project)).image(node, "image")
        XCTAssertNil(image)
        XCTAssertEqual(context.diagnostics.map(\.code), [])
    }

    func testOutsideTheProjectRoot() {
        let (image, diagnostics) = read("../../outside.png")
        XCTAssertNil(image)
        assertOnly(diagnostics, .E209, "local image `../../outside.png` is outside the project root `\(project)`")
    }

    func testSymbolicLinkLeadingOutside() {
        let (image, diagnostics) = read("../assets/escape.png")
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E209,
            "local image `../assets/escape.png` leads outside the project root `\(project)` through a symbolic link"
        )
    }

    func testAbsolutePath() {
        let (image, diagnostics) = read(project + "/assets/team.png")
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E209, "local image `\(project)/assets/team.png` is an absolute path",
            help: "write the path relative to the campaign file"
        )
    }

    func testNotAnImage() {
        let (image, diagnostics) = read("../assets/notes.png")
        XCTAssertNil(image)
        assertOnly(diagnostics, .E209, "local image `../assets/notes.png` is not a PNG, JPEG, GIF or WebP image")
    }

    func testFolderIsNotAFile() {
        let (image, diagnostics) = read("../assets/folder.png")
        XCTAssertNil(image)
        assertOnly(diagnostics, .E209, "local image `../assets/folder.png` is not a regular file")
    }

    func testTooLarge() {
        let (image, diagnostics) = read("../assets/big.png")
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E209, "local image `../assets/big.png` is 200 bytes, more than the limit of 100 bytes",
            help: "make the image smaller, or raise `assets.max_bytes` in the project file"
        )
        let (fits, none) = read("../assets/big.png", maxBytes: 200)
        XCTAssertEqual(none, [])
        XCTAssertEqual(fits?.value.localAsset?.bytes, 200)
    }

    /// A file that grew between its size and its read is refused by what was read: the bytes
    /// kept (and copied into a gallery) are never more than `assets.max_bytes` (issue 23 item 6).
    func testAFileThatGrewAfterItsSizeWasTakenIsTooLarge() {
        let path = project + "/assets/grows.png"
        let files = SizeTakenEarlier(real: InMemoryFileSystem(currentDirectory: project, files: [path: Self.png + [UInt8](repeating: 0, count: 172)]), size: 28)
        let (image, diagnostics) = read("../assets/grows.png", files: files)
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E209, "local image `../assets/grows.png` is 200 bytes, more than the limit of 100 bytes",
            help: "make the image smaller, or raise `assets.max_bytes` in the project file"
        )
    }

    func testNoBaseURL() {
        let (image, diagnostics) = read("../assets/team.png", baseURL: nil)
        XCTAssertNil(image)
        assertOnly(
            diagnostics, .E210, "local image `../assets/team.png` needs `assets.base_url` in the project file",
            help: "add `assets: { base_url: https://… }` to campaignc.yaml, or use an https URL"
        )
    }

    func testNoBaseURLAndMissingFileAreBothReported() {
        let (_, diagnostics) = read("../assets/gone.png", baseURL: nil)
        XCTAssertEqual(diagnostics.map(\.code), [.E210, .E209])
    }

    func testURLOfAPathWithSpaces() throws {
        try Data(Self.png).write(to: URL(fileURLWithPath: project + "/assets/team crest.png"))
        let (image, diagnostics) = read("../assets/team crest.png")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(image?.value.localAsset?.path, "assets/team crest.png")
        XCTAssertEqual(image?.value.url, "https://cdn.example.com/iam/assets/team%20crest.png")
    }
}

/// A file system whose files were smaller when their size was taken than when they are read.
private struct SizeTakenEarlier: AssetFileSystem {
    let real: InMemoryFileSystem
    let size: Int

    var currentDirectory: String { real.currentDirectory }
    func resolvedPath(_ path: String) -> String? { real.resolvedPath(path) }
    func regularFileSize(_ path: String) -> Int? { real.regularFileSize(path).map { _ in size } }
    func contents(_ path: String) -> [UInt8]? { real.contents(path) }
}
