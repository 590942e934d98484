import XCTest

@testable import CampaignLanguageServer

/// Two URIs of one file: the one that sorts first stands for it, whatever order they were
/// opened in, and the other takes over when it closes.
final class DocumentStoreTests: XCTestCase {
    private let encoded = "file:///work/a%20b.yaml"
    private let plain = "file:///work/a b.yaml"

    func testTheURIThatSortsFirstStandsForTheFileInEitherOrder() {
        XCTAssertEqual(FileURI.path(of: encoded), FileURI.path(of: plain))
        for order in [[encoded, plain], [plain, encoded]] {
            var store = DocumentStore()
            for uri in order { store.open(uri: uri, version: 1, text: Array(uri.utf8)) }
            XCTAssertEqual(store.document(atPath: "/work/a b.yaml")?.uri, plain, "\(order)")
            XCTAssertEqual(store.textsByPath, ["/work/a b.yaml": Array(plain.utf8)], "\(order)")
        }
    }

    func testClosingTheStandInHandsTheFileToTheOther() {
        var store = DocumentStore()
        store.open(uri: encoded, version: 1, text: [1])
        store.open(uri: plain, version: 1, text: [2])
        XCTAssertEqual(store.close(uri: plain)?.text, [2])
        XCTAssertEqual(store.document(atPath: "/work/a b.yaml")?.uri, encoded)
        XCTAssertEqual(store.textsByPath, ["/work/a b.yaml": [1]])
        store.close(uri: encoded)
        XCTAssertNil(store.document(atPath: "/work/a b.yaml"))
        XCTAssertEqual(store.textsByPath, [:])
    }
}
