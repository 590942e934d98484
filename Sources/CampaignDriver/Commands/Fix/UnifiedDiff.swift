import CampaignWorkspace

/// A unified diff of one file (SPEC §13.2's `--diff`), as `diff -u` writes it: `--- a/PATH`,
/// `+++ b/PATH`, hunks with three lines of context (`@@ -1,7 +1,7 @@`, the count left out when
/// it is 1), and `\ No newline at end of file` after a last line without one. Lines end at `\n`.
enum UnifiedDiff {
    static let context = 3

    /// The diff of `old` into `new`; empty when they are equal.
    static func render(path: String, old: [UInt8], new: [UInt8]) -> [UInt8] {
        guard old != new else { return [] }
        let oldLines = lines(old)
        let newLines = lines(new)
        let numbers = LineDiff.numbered(oldLines, newLines)
        let diff = LineDiff(old: numbers.old, new: numbers.new)
        let script = steps(keptOld: diff.keptOld, keptNew: diff.keptNew)
        var output = Array("--- a/\(path)\n+++ b/\(path)\n".utf8)
        for hunk in hunks(script) {
            let slice = script[hunk]
            let oldStart = slice.first?.oldLine ?? 0
            let newStart = slice.first?.newLine ?? 0
            let oldCount = slice.count { $0.kind != .insert }
            let newCount = slice.count { $0.kind != .delete }
            output += Array("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n".utf8)
            for step in slice {
                switch step.kind {
                case .keep: line(" ", oldLines[step.oldLine], into: &output)
                case .delete: line("-", oldLines[step.oldLine], into: &output)
                case .insert: line("+", newLines[step.newLine], into: &output)
                }
            }
        }
        return output
    }

    /// One step of the edit script, with the 0-based line it stands at in each text.
    struct Step {
        enum Kind { case keep, delete, insert }
        let kind: Kind
        let oldLine: Int
        let newLine: Int
    }

    /// The lines of `text`, each with its `\n` (the last may lack one).
    static func lines(_ text: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in text.indices where text[index] == UInt8(ascii: "\n") {
            lines.append(text[start...index])
            start = index + 1
        }
        if start < text.count { lines.append(text[start...]) }
        return lines
    }

    /// The edit script: deletions before insertions between kept lines.
    static func steps(keptOld: [Bool], keptNew: [Bool]) -> [Step] {
        var steps: [Step] = []
        var (i, j) = (0, 0)
        while i < keptOld.count || j < keptNew.count {
            if i < keptOld.count, !keptOld[i] {
                steps.append(Step(kind: .delete, oldLine: i, newLine: j))
                i += 1
            } else if j < keptNew.count, !keptNew[j] {
                steps.append(Step(kind: .insert, oldLine: i, newLine: j))
                j += 1
            } else {
                steps.append(Step(kind: .keep, oldLine: i, newLine: j))
                i += 1
                j += 1
            }
        }
        return steps
    }

    /// The ranges of `script` shown as hunks: each change with up to three kept lines around
    /// it, changes closer than twice that joined into one hunk.
    static func hunks(_ script: [Step]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (index, step) in script.enumerated() where step.kind != .keep {
            let start = max(0, index - context)
            let end = min(script.count, index + 1 + context)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    /// `START,COUNT` 1-based (`START` alone for one line; the line before for none).
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    private static func line(_ marker: String, _ text: ArraySlice<UInt8>, into output: inout [UInt8]) {
        output += Array(marker.utf8)
        output += text
        if text.last != UInt8(ascii: "\n") { output += Array("\n\\ No newline at end of file\n".utf8) }
    }
}
