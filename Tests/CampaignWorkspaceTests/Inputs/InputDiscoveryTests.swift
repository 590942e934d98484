import CampaignTestSupport
import CampaignWorkspace
import XCTest

final class InputDiscoveryTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func shown(_ arguments: [String]) throws -> [String] {
        try InputDiscovery.discover(arguments, in: DiskFileSystem()).map(\.displayPath)
    }

    private func usageMessage(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try InputDiscovery.discover(arguments, in: DiskFileSystem())
            XCTFail("expected a usage error", file: file, line: line)
            return nil
        } catch {
            guard case .usage(let message) = error else {
                XCTFail("expected a usage error, got \(error)", file: file, line: line)
                return nil
            }
            return message
        }
    }

    func testDirectorySearchIsRecursiveAndByteWiseSorted() throws {
        for name in ["b.yaml", "a.yml", "B.yaml", "a-b.yaml", "a/z.yaml", "a/b/c.yml", "é.yaml", "_.yaml"] {
            try folder.write("root/" + name)
        }
        let root = folder.path("root")
        XCTAssertEqual(
            try shown([root]),
            [
                root + "/B.yaml",
                root + "/_.yaml",
                root + "/a-b.yaml",
                root + "/a.yml",
                root + "/a/b/c.yml",
                root + "/a/z.yaml",
                root + "/b.yaml",
                root + "/é.yaml",
            ])
    }

    func testSearchSkipsHiddenEntriesProjectFileAndOtherExtensions() throws {
        for name in [
            "keep.yaml", ".hidden.yaml", ".git/x.yaml", "sub/.env.yml", "campaignc.yaml",
            "sub/campaignc.yaml", "notes.txt", "x.YAML", "yaml", "x.yaml.bak", "sub/keep.yml",
        ] {
            try folder.write("root/" + name)
        }
        let root = folder.path("root")
        XCTAssertEqual(try shown([root]), [root + "/keep.yaml", root + "/sub/keep.yml"])
    }

    func testExplicitFilesAreTakenWhateverTheirNameButTheProjectFile() throws {
        try folder.write("notes.txt")
        try folder.write(".hidden.yaml")
        try folder.write("campaignc.yaml")
        let arguments = [folder.path("notes.txt"), folder.path(".hidden.yaml"), folder.path("campaignc.yaml")]
        XCTAssertEqual(
            try shown(arguments),
            [
                folder.path(".hidden.yaml"),
                folder.path("notes.txt"),
            ])
    }

    func testExplicitHiddenDirectoryIsSearched() throws {
        try folder.write(".config/a.yaml")
        XCTAssertEqual(try shown([folder.path(".config")]), [folder.path(".config/a.yaml")])
    }

    func testSymbolicLinkToDirectoryIsNotFollowedButLinkToFileIsTaken() throws {
        try folder.write("elsewhere/inner.yaml")
        try folder.write("elsewhere/target.yaml")
        try folder.write("root/a.yaml")
        try folder.symlink("root/linked-dir", to: folder.path("elsewhere"))
        try folder.symlink("root/linked.yaml", to: folder.path("elsewhere/target.yaml"))
        // A dangling link is an error since version 3 (InputDiscoveryOddEntryTests).
        try folder.symlink("root/dir-link.yaml", to: folder.path("elsewhere"))
        let root = folder.path("root")
        XCTAssertEqual(try shown([root]), [root + "/a.yaml", root + "/linked.yaml"])
    }

    func testSymbolicLinkToDirectoryNamedExplicitlyIsFollowed() throws {
        try folder.write("elsewhere/inner.yaml")
        try folder.symlink("link", to: folder.path("elsewhere"))
        XCTAssertEqual(try shown([folder.path("link")]), [folder.path("link/inner.yaml")])
    }

    func testPathsKeepWhatWasTypedAndJoinWithoutDoubleSlashes() throws {
        try folder.write("root/a.yaml")
        XCTAssertEqual(try shown([folder.path("root/")]), [folder.path("root/a.yaml")])
        XCTAssertEqual(try shown([folder.path("root//")]), [folder.path("root/a.yaml")])
        XCTAssertEqual(try shown([folder.path("./root/.")]), [folder.path("./root/./a.yaml")])
        XCTAssertEqual(try shown([folder.path("root/../root")]), [folder.path("root/../root/a.yaml")])
        XCTAssertEqual(InputDiscovery.join("./x/", "a.yaml"), "./x/a.yaml")
        XCTAssertEqual(InputDiscovery.join("Samples/valid", "a.yaml"), "Samples/valid/a.yaml")
        XCTAssertEqual(InputDiscovery.join("/", "a.yaml"), "/a.yaml")
        XCTAssertEqual(InputDiscovery.join(".", "a.yaml"), "./a.yaml")
    }

    func testSameFileReachedTwiceIsTakenOnceUnderItsSmallestPath() throws {
        try folder.write("root/a.yaml")
        try folder.write("root/b.yaml")
        let root = folder.path("root")
        XCTAssertEqual(try shown([root, root + "/a.yaml", root + "/", root]), [root + "/a.yaml", root + "/b.yaml"])
        XCTAssertEqual(try shown([root + "/./a.yaml", root + "/a.yaml"]), [root + "/./a.yaml"])
        try folder.symlink("root/z-link.yaml", to: root + "/a.yaml")
        XCTAssertEqual(try shown([root]), [root + "/a.yaml", root + "/b.yaml"])
    }

    func testOrderNeverDependsOnArgumentOrder() throws {
        try folder.write("x/b.yaml")
        try folder.write("y/a.yaml")
        try folder.write("c.yaml")
        let arguments = [folder.path("y"), folder.path("c.yaml"), "-", folder.path("x")]
        let expected = [folder.path("c.yaml"), folder.path("x/b.yaml"), folder.path("y/a.yaml"), "<stdin>"]
        XCTAssertEqual(try shown(arguments), expected)
        XCTAssertEqual(try shown(arguments.reversed()), expected)
    }

    func testStandardInputIsNamedAndTakenOnce() throws {
        XCTAssertEqual(try InputDiscovery.discover(["-", "-"], in: DiskFileSystem()), [.standardInput])
        XCTAssertEqual(InputFile.standardInput.displayPath, "<stdin>")
    }

    func testMissingPathIsAUsageError() {
        let missing = folder.path("nope.yaml")
        XCTAssertEqual(usageMessage([missing]), "cannot open '\(missing)': No such file or directory")
        XCTAssertEqual(usageMessage([""]), "cannot open '': No such file or directory")
    }

    func testPathThroughAFileIsAUsageError() throws {
        try folder.write("a.yaml")
        let bad = folder.path("a.yaml/b.yaml")
        XCTAssertEqual(usageMessage([bad]), "cannot open '\(bad)': Not a directory")
    }

    func testCampaignFileNames() {
        XCTAssertTrue(InputDiscovery.isCampaignFileName("a.yaml"))
        XCTAssertTrue(InputDiscovery.isCampaignFileName("a.yml"))
        XCTAssertFalse(InputDiscovery.isCampaignFileName("campaignc.yaml"))
        XCTAssertFalse(InputDiscovery.isCampaignFileName(".a.yaml"))
        XCTAssertFalse(InputDiscovery.isCampaignFileName("a.json"))
        XCTAssertFalse(InputDiscovery.isCampaignFileName("a.Yaml"))
    }
}
