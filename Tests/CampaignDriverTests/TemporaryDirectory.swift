import Foundation
import XCTest

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init(file: StaticString = #filePath, line: UInt = #line) throws {
        let base = FileManager.default.temporaryDirectory.path
        let name = "campaignc-driver-tests-\(UUID().uuidString)"
        path = base.hasSuffix("/") ? base + name : base + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `relative` inside this folder.
    func url(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` to `relative`, creating folders on the way.
    func write(_ relative: String, _ text: String = "") throws {
        let full = url(relative)
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: url(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` pointing to `destination` (as written, relative or not).
    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url(relative), withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
