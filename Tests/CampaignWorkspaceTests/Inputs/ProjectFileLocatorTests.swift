import CampaignTestSupport
import CampaignWorkspace
import XCTest

final class ProjectFileLocatorTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("project/campaignc.yaml")
        try folder.write("project/campaigns/spring/a.yaml")
        try folder.write("project/campaigns/b.yaml")
    }

    override func tearDown() {
        folder.remove()
    }

    func testAbsoluteFileArgumentFindsTheNearestParentProjectFile() {
        let found = ProjectFileLocator.nearest(
            forArgument: folder.path("project/campaigns/spring/a.yaml"), workingDirectory: "/", in: DiskFileSystem())
        XCTAssertEqual(found, folder.path("project/campaignc.yaml"))
    }

    func testRelativeArgumentGivesARelativePath() {
        let project = folder.path("project")
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: "campaigns/spring/a.yaml", workingDirectory: project, in: DiskFileSystem()),
            "campaignc.yaml")
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: "./campaigns/b.yaml", workingDirectory: project, in: DiskFileSystem()),
            "campaignc.yaml")
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: "spring", workingDirectory: project + "/campaigns", in: DiskFileSystem()),
            "../campaignc.yaml")
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: "../../campaigns/b.yaml", workingDirectory: project + "/campaigns/spring", in: DiskFileSystem()),
            "../../campaignc.yaml")
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: "project/campaigns", workingDirectory: folder.path, in: DiskFileSystem()),
            "project/campaignc.yaml")
    }

    func testStandardInputStartsInTheWorkingDirectory() {
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: "-", workingDirectory: folder.path("project/campaigns/spring"), in: DiskFileSystem()),
            "../../campaignc.yaml")
    }

    func testDirectoryArgumentStartsInTheDirectoryItself() throws {
        try folder.write("project/campaigns/spring/campaignc.yaml")
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: folder.path("project/campaigns/spring"), workingDirectory: "/", in: DiskFileSystem()),
            folder.path("project/campaigns/spring/campaignc.yaml"))
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: folder.path("project/campaigns/spring/a.yaml"), workingDirectory: "/", in: DiskFileSystem()),
            folder.path("project/campaigns/spring/campaignc.yaml"))
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArgument: folder.path("project/campaigns"), workingDirectory: "/", in: DiskFileSystem()),
            folder.path("project/campaignc.yaml"))
    }

    func testTheByteWiseFirstArgumentIsUsed() throws {
        try folder.write("other/x.yaml")
        try folder.write("other/campaignc.yaml")
        let arguments = [folder.path("project/campaigns/b.yaml"), folder.path("other/x.yaml")]
        XCTAssertEqual(ProjectFileLocator.nearest(forArguments: arguments, workingDirectory: "/", in: DiskFileSystem()), folder.path("other/campaignc.yaml"))
        XCTAssertEqual(
            ProjectFileLocator.nearest(forArguments: arguments.reversed(), workingDirectory: "/", in: DiskFileSystem()), folder.path("other/campaignc.yaml"))
        XCTAssertNil(ProjectFileLocator.nearest(forArguments: [], workingDirectory: "/", in: DiskFileSystem()))
    }

    /// Each argument is looked up: the first whose nearest project file differs is named.
    func testEachArgumentIsLookedUp() throws {
        try folder.write("other/x.yaml")
        try folder.write("other/campaignc.yaml")
        try folder.write("project/campaigns/a.yaml")
        try folder.write("project/campaignc.yaml")
        try folder.write("lonely/y.yaml")
        let disk = DiskFileSystem()
        let same = ProjectFileLocator.projects(
            forArguments: [folder.path("project/campaigns/a.yaml"), folder.path("project/campaigns"), folder.path("project/x/../campaigns")],
            workingDirectory: "/", in: disk)
        XCTAssertEqual(same?.first.projectFile, folder.path("project/campaignc.yaml"))
        XCTAssertNil(same?.other ?? nil)
        let two = ProjectFileLocator.projects(
            forArguments: [folder.path("project/campaigns/a.yaml"), folder.path("other/x.yaml")], workingDirectory: "/", in: disk)
        XCTAssertEqual(two?.first.argument, folder.path("other/x.yaml"))
        XCTAssertEqual(two?.other?.argument, folder.path("project/campaigns/a.yaml"))
        XCTAssertEqual(two?.other?.projectFile, folder.path("project/campaignc.yaml"))
        let none = ProjectFileLocator.projects(
            forArguments: [folder.path("project/campaigns/a.yaml"), folder.path("lonely/y.yaml")], workingDirectory: "/", in: disk)
        XCTAssertEqual(none?.first.projectFile, nil)
        XCTAssertEqual(none?.other?.projectFile, folder.path("project/campaignc.yaml"))
    }

    func testNoProjectFileGivesNil() throws {
        try folder.write("lonely/a.yaml")
        try folder.makeDirectory("lonely/campaignc.yaml/not-a-file")
        XCTAssertNil(ProjectFileLocator.nearest(forArgument: folder.path("lonely/a.yaml"), workingDirectory: "/", in: DiskFileSystem()))
        XCTAssertNil(ProjectFileLocator.nearest(forArgument: "a.yaml", workingDirectory: folder.path("lonely"), in: DiskFileSystem()))
    }
}
