import CampaignTestSupport
import Foundation
import XCTest

/// The checked-in tables are what the generators make from the installed sources, byte for byte.
final class GeneratedTablesTests: XCTestCase {
    private func regenerate(_ script: String, needs sources: [String], module: String? = nil, files: [String]) throws {
        guard PythonCheck.isAvailable else { throw XCTSkip("no \(PythonCheck.interpreter)") }
        if let module {
            let check = Process()
            check.executableURL = URL(fileURLWithPath: PythonCheck.interpreter)
            check.arguments = ["-c", "import \(module)"]
            check.standardError = Pipe()
            try check.run()
            check.waitUntilExit()
            if check.terminationStatus != 0 { throw XCTSkip("\(PythonCheck.interpreter) has no \(module); \(script) cannot be re-run here") }
        }
        for source in sources where !FileManager.default.fileExists(atPath: source) {
            throw XCTSkip("\(source) is not installed; \(script) cannot be re-run here")
        }
        let root = GoldenFile.repositoryRoot()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("campaignc-tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PythonCheck.interpreter)
        process.arguments = [root.appendingPathComponent("Scripts/\(script)").path, folder.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output)
        for file in files {
            let made = try Data(contentsOf: folder.appendingPathComponent(file))
            let stored = try Data(contentsOf: root.appendingPathComponent("Sources/CampaignLocale/Tables/\(file)"))
            XCTAssertTrue(
                made == stored, "Sources/CampaignLocale/Tables/\(file) differs from what Scripts/\(script) makes now: run it again and review the diff")
        }
    }

    func testISOTables() throws {
        try regenerate(
            "generate-iso-tables.py",
            needs: ["iso_639-2.json", "iso_639-3.json", "iso_3166-1.json", "iso_15924.json"].map { "/usr/share/iso-codes/json/" + $0 },
            files: ["ISO639Table.swift", "ISO3166Table.swift", "ISO15924Table.swift"])
    }

    func testFontTables() throws {
        try regenerate(
            "generate-font-tables.py",
            needs: [
                "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
                "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf",
            ],
            module: "fontTools", files: ["FontTable+LiberationSans.swift", "FontTable+Roboto.swift"])
    }

    func testBidiTable() throws {
        try regenerate("generate-bidi-table.py", needs: ["/usr/share/unicode/extracted/DerivedBidiClass.txt"], files: ["BidiClassTable.swift"])
    }
}
