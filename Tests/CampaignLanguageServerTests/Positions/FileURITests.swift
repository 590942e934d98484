import XCTest

@testable import CampaignLanguageServer

final class FileURITests: XCTestCase {
    func testPathsOfFileURIs() {
        XCTAssertEqual(FileURI.path(of: "file:///w/a.yaml"), "/w/a.yaml")
        XCTAssertEqual(FileURI.path(of: "file://localhost/w/a.yaml"), "/w/a.yaml")
        XCTAssertEqual(FileURI.path(of: "FILE:/w/a.yaml"), "/w/a.yaml")
        XCTAssertEqual(FileURI.path(of: "file:///w/my%20campaigns/caf%C3%A9.yaml"), "/w/my campaigns/café.yaml")
        XCTAssertEqual(FileURI.path(of: "file:///w/x/../a/./b.yaml"), "/w/a/b.yaml")
    }

    func testOnlyLocalFileURIsNameFiles() {
        for uri in [
            "untitled:Untitled-1", "https://example.com/a.yaml", "file://server/share/a.yaml", "file:///a%2", "file:///a%zz", "file:///a?x", "file:///a%00b",
        ] {
            XCTAssertNil(FileURI.path(of: uri), uri)
        }
    }

    func testURIsOfPathsPercentEncodeEveryByteButTheUnreserved() {
        XCTAssertEqual(FileURI.uri(ofPath: "/w/a-b_c.d~e/F9.yaml"), "file:///w/a-b_c.d~e/F9.yaml")
        XCTAssertEqual(FileURI.uri(ofPath: "/w/my campaigns/café#1.yaml"), "file:///w/my%20campaigns/caf%C3%A9%231.yaml")
        XCTAssertEqual(FileURI.path(of: FileURI.uri(ofPath: "/w/ä ö:+.yaml")), "/w/ä ö:+.yaml")
    }
}
