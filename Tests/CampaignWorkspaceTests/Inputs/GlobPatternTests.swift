import XCTest

@testable import CampaignWorkspace

/// Exclusion globs (SPEC §1): gitignore syntax without negation.
final class GlobPatternTests: XCTestCase {
    private func matches(_ pattern: String, _ path: String, directory: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        do {
            return try GlobPattern(pattern).matchesPathOrParent(path.split(separator: "/"), isDirectory: directory)
        } catch {
            XCTFail("`\(pattern)` did not parse: \(error)", file: file, line: line)
            return false
        }
    }

    func testAPatternWithoutSlashMatchesAnyComponent() {
        XCTAssertTrue(matches("drafts", "drafts/a.yaml"))
        XCTAssertTrue(matches("drafts", "team/drafts/sub/a.yaml"))
        XCTAssertTrue(matches("*.draft.yaml", "a/b/x.draft.yaml"))
        XCTAssertFalse(matches("drafts", "drafts2/a.yaml"))
        XCTAssertFalse(matches("*.draft.yaml", "x.draft.yml"))
    }

    func testAPatternWithSlashIsAnchoredAtTheRoot() {
        XCTAssertTrue(matches("drafts/**", "drafts/a.yaml"))
        XCTAssertTrue(matches("drafts/**", "drafts/x/y/a.yaml"))
        XCTAssertFalse(matches("drafts/**", "team/drafts/a.yaml"))
        XCTAssertTrue(matches("/a.yaml", "a.yaml"))
        XCTAssertFalse(matches("/a.yaml", "sub/a.yaml"))
        XCTAssertTrue(matches("team/*.yaml", "team/a.yaml"))
        XCTAssertFalse(matches("team/*.yaml", "team/sub/a.yaml"))
    }

    func testDoubleStarMatchesZeroOrMoreFolders() {
        XCTAssertTrue(matches("a/**/b.yaml", "a/b.yaml"))
        XCTAssertTrue(matches("a/**/b.yaml", "a/x/y/b.yaml"))
        XCTAssertTrue(matches("**/old/*.yaml", "old/a.yaml"))
        XCTAssertTrue(matches("**/old/*.yaml", "x/old/a.yaml"))
        XCTAssertFalse(matches("a/**/b.yaml", "x/a/b.yaml"))
    }

    func testWildcardsStayWithinOneComponent() {
        XCTAssertTrue(matches("a?c.yaml", "abc.yaml"))
        XCTAssertFalse(matches("a?c.yaml", "ac.yaml"))
        XCTAssertFalse(matches("a*/x.yaml", "a/b/c/x.yaml"))
        XCTAssertTrue(matches("[ab]*.yaml", "b1.yaml"))
        XCTAssertFalse(matches("[!ab]*.yaml", "b1.yaml"))
        XCTAssertTrue(matches("[^ab]*.yaml", "c1.yaml"))
        XCTAssertTrue(matches("v[0-9].yaml", "v7.yaml"))
        XCTAssertFalse(matches("v[0-9].yaml", "vx.yaml"))
        XCTAssertTrue(matches("[]]x", "]x"))
        XCTAssertTrue(matches("\\*.yaml", "*.yaml"))
        XCTAssertFalse(matches("\\*.yaml", "a.yaml"))
        XCTAssertTrue(matches("é?.yaml", "éü.yaml"))
    }

    func testMatchingIsCaseSensitive() {
        XCTAssertFalse(matches("Drafts", "drafts/a.yaml"))
        XCTAssertFalse(matches("*.YAML", "a.yaml"))
    }

    func testATrailingSlashMatchesOnlyFolders() {
        XCTAssertTrue(matches("drafts/", "drafts/a.yaml"))
        XCTAssertFalse(matches("drafts/", "drafts"))
        XCTAssertTrue(matches("drafts/", "drafts", directory: true))
    }

    func testInvalidPatterns() {
        for (pattern, reason) in [
            ("", "an empty pattern matches nothing"),
            ("!keep.yaml", "negation (`!`) is not supported"),
            ("[ab", "a `[` has no closing `]`"),
            ("a\\", "a pattern may not end with `\\`"),
            ("a//b", "a pattern may not contain `//`"),
            ("/", "the pattern names no file or folder"),
            ("[z-a]", "the range `z-a` is backwards"),
        ] {
            XCTAssertThrowsError(try GlobPattern(pattern), pattern) { error in
                XCTAssertEqual((error as? GlobSyntaxError)?.reason, reason, pattern)
            }
        }
    }

    /// Patterns that make a backtracking matcher take exponential time finish at once.
    func testHostilePatternsMatchInPolynomialTime() throws {
        let stars = try GlobPattern(String(repeating: "*a", count: 30) + "*b")
        let name = String(repeating: "a", count: 5_000)
        let folders = try GlobPattern(String(repeating: "**/a/", count: 30) + "b")
        let deep = Array(repeating: "a", count: 2_000)
        let start = ContinuousClock.now
        XCTAssertFalse(stars.matches([name], isDirectory: false))
        XCTAssertFalse(folders.matches(deep, isDirectory: false))
        XCTAssertTrue(folders.matches(deep + ["b"], isDirectory: false))
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(5))
    }
}
