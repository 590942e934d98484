import Foundation
import XCTest

/// The one way tests compare output with a file kept in the repository (a golden file, a
/// schema, a snapshot), byte for byte.
///
/// With `CAMPAIGNC_RECORD=1` in the environment, a test writes the output it produced into the
/// file instead, and **fails** ("recorded …; run again without CAMPAIGNC_RECORD"), so a
/// recording run can never pass by accident; review the files' diff, then run again:
///
/// ```sh
/// CAMPAIGNC_RECORD=1 swift test --filter SnapshotTests    # records, fails
/// git diff Tests/                                          # review
/// swift test --filter SnapshotTests                        # passes
/// ```
public enum GoldenFile {
    /// The environment variable that records instead of comparing.
    public static let recordVariable = "CAMPAIGNC_RECORD"

    /// True when this run records.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment[recordVariable] == "1"
    }

    /// The repository's root: the nearest folder above `filePath` that holds `Package.swift`.
    public static func repositoryRoot(_ filePath: String = #filePath) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder.deleteLastPathComponent()
        }
        return folder
    }

    /// Asserts that the file `relative` to the repository root holds exactly `text`.
    public static func assert(_ text: String, matches relative: String, file: StaticString = #filePath, line: UInt = #line) {
        assert(Array(text.utf8), matches: relative, file: file, line: line)
    }

    /// Asserts that the file `relative` to the repository root holds exactly `bytes`; records
    /// them (and fails) with `CAMPAIGNC_RECORD=1`.
    public static func assert(_ bytes: [UInt8], matches relative: String, file: StaticString = #filePath, line: UInt = #line) {
        let url = repositoryRoot("\(file)").appendingPathComponent(relative)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
                XCTFail("recorded \(relative); review the diff, then run again without \(recordVariable)", file: file, line: line)
            } catch {
                XCTFail("cannot record \(relative): \(error)", file: file, line: line)
            }
            return
        }
        guard let stored = FileManager.default.contents(atPath: url.path) else {
            XCTFail("\(relative) is missing; record it with \(recordVariable)=1", file: file, line: line)
            return
        }
        guard [UInt8](stored) != bytes else { return }
        XCTFail("\(relative) differs\(difference([UInt8](stored), bytes)); re-record with \(recordVariable)=1 and review the diff", file: file, line: line)
    }

    /// ", first at line 3:\n- stored\n+ produced" (or a word on the lengths when no line differs).
    static func difference(_ stored: [UInt8], _ produced: [UInt8]) -> String {
        let old = String(decoding: stored, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: produced, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "(end of file)"
            let after = index < new.count ? String(new[index]) : "(end of file)"
            if before != after { return ", first at line \(index + 1):\n- \(before)\n+ \(after)\n" }
        }
        return " (\(stored.count) bytes stored, \(produced.count) produced)"
    }
}
