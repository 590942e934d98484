import CampaignTestSupport
import Foundation
import XCTest

@testable import CampaignDriver

/// `--diff`'s unified diff: the hunks `diff -u` writes, checked by `patch` over many edits.
final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        String(decoding: UnifiedDiff.render(path: "f.yaml", old: Array(old.utf8), new: Array(new.utf8)), as: UTF8.self)
    }

    func testHunksWithThreeLinesOfContextJoinedWhenClose() {
        let old = (1...20).map { "line \($0)\n" }.joined()
        var lines = (1...20).map { "line \($0)\n" }
        lines[1] = "changed 2\n"
        lines[8] = "changed 9\n"
        lines[18] = "changed 19\n"
        XCTAssertEqual(
            diff(old, lines.joined()),
            """
            --- a/f.yaml
            +++ b/f.yaml
            @@ -1,12 +1,12 @@
             line 1
            -line 2
            +changed 2
             line 3
             line 4
             line 5
             line 6
             line 7
             line 8
            -line 9
            +changed 9
             line 10
             line 11
             line 12
            @@ -16,5 +16,5 @@
             line 16
             line 17
             line 18
            -line 19
            +changed 19
             line 20

            """)
    }

    func testALineRemovedAndOneCountLeftOut() {
        XCTAssertEqual(diff("a\n# x\n", "a\n"), "--- a/f.yaml\n+++ b/f.yaml\n@@ -1,2 +1 @@\n a\n-# x\n")
        XCTAssertEqual(diff("x", "y"), "--- a/f.yaml\n+++ b/f.yaml\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+y\n\\ No newline at end of file\n")
        XCTAssertEqual(diff("x\n", "x\n"), "")
    }

    func testPatchTurnsTheOldTextIntoTheNewOne() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        var generator = SplitMix64(seed: 21)
        for round in 0..<60 {
            let count = Int.random(in: 0...30, using: &generator)
            var old = (0..<count).map { "k\($0 % 7): \(Int.random(in: 0...3, using: &generator))\n" }
            if Bool.random(using: &generator), !old.isEmpty { old[old.count - 1].removeLast() }
            var new = old
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                switch Int.random(in: 0...2, using: &generator) {
                case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
                case 1: new.insert("new: \(round)\n", at: Int.random(in: 0...new.count, using: &generator))
                default:
                    if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = "edited: \(round)\n" }
                }
            }
            let oldText = old.joined()
            let newText = new.joined()
            guard oldText != newText else {
                XCTAssertEqual(diff(oldText, newText), "")
                continue
            }
            // The script is a shortest one: as many changed lines as the longest common subsequence leaves.
            let changed = diff(oldText, newText).split(separator: "\n").dropFirst(2).count { $0.hasPrefix("-") || $0.hasPrefix("+") }
            let oldLines = UnifiedDiff.lines(Array(oldText.utf8)).map { String(decoding: $0, as: UTF8.self) }
            let newLines = UnifiedDiff.lines(Array(newText.utf8)).map { String(decoding: $0, as: UTF8.self) }
            XCTAssertEqual(changed, oldLines.count + newLines.count - 2 * Self.longestCommon(oldLines, newLines), "round \(round)")
            try folder.write("f.yaml", oldText)
            try folder.write("f.diff", diff(oldText, newText))
            let patch = Process()
            patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            patch.arguments = ["-s", "-p1", "-i", "f.diff"]
            patch.currentDirectoryURL = folder.url
            try patch.run()
            patch.waitUntilExit()
            XCTAssertEqual(patch.terminationStatus, 0, "round \(round)")
            let patched = folder.bytes("f.yaml").map { String(decoding: $0, as: UTF8.self) }
            XCTAssertEqual(patched, newText, "round \(round): \(oldText.debugDescription) → \(newText.debugDescription)")
        }
    }

    /// The length of the longest common subsequence of two lists of lines.
    private static func longestCommon(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
