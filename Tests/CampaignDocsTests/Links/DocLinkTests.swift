import Foundation
import XCTest

/// The docs never send a reader to something that is not there: every relative link leads
/// to a file of the repository (and to an anchor of it), every repository path in a code
/// span exists, and no page mentions a file that is not in the repository (the project's
/// specification and reference notes live outside it: a page states their facts instead).
final class DocLinkTests: XCTestCase {
    /// Words that name files outside the repository.
    static let outsideFiles = [
        "SPEC.md", "reference/", "braze-default-ui", "braze-wire-format", "braze-delivery-rules", "/work/", "HELPER_BRIEF", "TOOLCHAIN.md",
        "ARCHITECTURE.md",
    ]

    func testEveryRelativeLinkLeadsToAFileAndAnchor() throws {
        let pages = try DocsRepository.markdownPages()
        let anchors = Dictionary(uniqueKeysWithValues: pages.map { ($0.path, PageReferences($0).anchors) })
        for page in pages {
            for link in PageReferences(page).links where !Self.isExternal(link.target) {
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? page.path : Self.resolve(parts[0], from: page.path)
                guard let file, DocsRepository.exists(file) else {
                    XCTFail("\(page.path):\(link.line): the link `\(link.target)` leads to no file of the repository")
                    continue
                }
                if parts.count == 2, let known = anchors[file] {
                    XCTAssertTrue(known.contains(parts[1]), "\(page.path):\(link.line): \(file) has no anchor `#\(parts[1])`")
                }
            }
        }
    }

    /// Folders a script creates (git-ignored), which a page may name before they exist.
    static let createdFolders: Set<String> = ["Tests/Browser/screenshots/"]

    func testEveryRepositoryPathInACodeSpanExists() throws {
        for page in try DocsRepository.markdownPages() {
            for path in PageReferences(page).paths where !DocsRepository.exists(path.target) && !Self.createdFolders.contains(path.target) {
                XCTFail("\(page.path):\(path.line): `\(path.target)` is not in the repository")
            }
        }
    }

    func testNoPageMentionsAFileOutsideTheRepository() throws {
        for page in try DocsRepository.markdownPages() {
            for (index, line) in page.lines.enumerated() {
                for word in Self.outsideFiles where line.contains(word) {
                    XCTFail("\(page.path):\(index + 1): `\(word)` names a file outside the repository; state the fact instead")
                }
            }
        }
    }

    func testTheChecksFindWhatTheyLookFor() {
        let page = MarkdownPage(
            path: "docs/a.md",
            text: """
                # Title: one `two`
                See [the guide](guide.md#first-steps), ![shot](preview.png) and `Samples/valid/` or `Scripts/fuzz.sh SECONDS`,
                not `Samples/invalid/<CODE>.yaml`, [a site](https://example.com) or `[x](y.md)`.
                <a id="E201"></a>
                [ref]: ../README.md
                ```
                [in a block](nothing.md)
                ```
                """)
        let references = PageReferences(page)
        XCTAssertEqual(references.links.map(\.target), ["guide.md#first-steps", "preview.png", "https://example.com", "../README.md"])
        XCTAssertEqual(references.paths.map(\.target), ["Samples/valid/", "Scripts/fuzz.sh"])
        XCTAssertEqual(references.anchors, ["title-one-two", "E201"])
        XCTAssertEqual(Self.resolve("../README.md", from: "docs/a.md"), "README.md")
        XCTAssertEqual(Self.resolve("rules/E201.md", from: "docs/a.md"), "docs/rules/E201.md")
        XCTAssertNil(Self.resolve("../../x", from: "docs/a.md"))
        XCTAssertTrue(Self.isExternal("mailto:a@example.com"))
    }

    static func isExternal(_ target: String) -> Bool {
        target.hasPrefix("https://") || target.hasPrefix("http://") || target.hasPrefix("mailto:")
    }

    /// `target` relative to the folder of `page`, as a path from the root; nil when it leaves
    /// the repository.
    static func resolve(_ target: String, from page: String) -> String? {
        var parts = page.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
