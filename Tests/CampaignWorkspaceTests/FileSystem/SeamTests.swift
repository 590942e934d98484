import Foundation
import XCTest

/// One seam serves every input: no code of the workspace or the driver reaches the C library
/// or Foundation's file manager but the seam's disk (`FileSystem/`), the outputs (`Output/`,
/// the compile output folder) and the runner of programs.
final class SeamTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testOnlyTheSeamTouchesTheDiskForInputs() throws {
        let allowed = [
            "Sources/CampaignWorkspace/FileSystem/", "Sources/CampaignDriver/Output/", "Sources/CampaignDriver/Run/SpawnedProcess.swift",
            "Sources/CampaignDriver/Commands/Compile/CompileOutputFolder.swift",
        ]
        var checked = 0
        var offenders: [String] = []
        for target in ["Sources/CampaignWorkspace", "Sources/CampaignDriver"] {
            let folder = Self.root.appendingPathComponent(target)
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files.sorted() {
                let relative = target + "/" + file
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                checked += 1
                let touches = ["import Glibc", "import Darwin", "import Musl", "import Foundation", "FileManager"].contains { text.contains($0) }
                if touches, !allowed.contains(where: { relative.hasPrefix($0) }) { offenders.append(relative) }
            }
        }
        print("SeamTests: checked \(checked) source files")
        XCTAssertGreaterThan(checked, 100)
        XCTAssertEqual(offenders, [])
    }
}
