import CampaignModel
import Foundation
import XCTest

/// The contrast arithmetic against an independent implementation: a few hundred random colour
/// pairs computed here, recomputed by `Scripts/check_contrast.py` (its own Python code) with
/// the system interpreter, which must agree on every result.
final class IndependentContrastCheckTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// SplitMix64: a fixed sequence, so every run checks the same cases.
    private struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
        mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    }

    /// One case as a JSON line: the inputs and every result of the Swift code.
    static func caseLine(text: Colour, background: Colour, backdrop: ExactColour, level: ContrastLevel, size: TextSize) -> String {
        let pair = ContrastPair(
            part: .message, size: size, text: ResolvedColour(text, from: .sdkDefault), on: ResolvedColour(background, from: .sdkDefault),
            over: DrawnLayers(backdrop))
        let passes = !pair.fails(level)
        func shade(_ colour: Colour?) -> String {
            guard let colour else { return "null" }
            return "\"#" + String(colour.cssText.dropFirst().prefix(6)) + "\""
        }
        let fields = [
            "\"text\":\"\(text.cssText)\"", "\"background\":\"\(background.cssText)\"", "\"backdrop\":\"\(backdrop.hexText)\"",
            "\"level\":\"\(level.rawValue)\"", "\"size\":\"\(size == .large ? "large" : "normal")\"",
            "\"drawn_background\":\"\(pair.drawnBackground.colour.hexText)\"", "\"drawn_text\":\"\(pair.drawnText.colour.hexText)\"",
            "\"ratio\":\(pair.ratio.value)", "\"shown\":\"\(pair.ratio.shownText)\"", "\"passes\":\(passes)",
            "\"text_shade\":" + (passes ? "null" : shade(pair.closestTextShade(level))),
            "\"background_shade\":" + (passes ? "null" : shade(pair.closestBackgroundShade(level))),
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// 400 cases: opaque and translucent texts and backgrounds, on white and on black, at both
    /// levels and sizes, and a quarter of them greys close to each other (where the shade
    /// search works hardest).
    static func cases() -> [String] {
        var random = Generator(state: 20_260_301)
        var lines: [String] = []
        for index in 0..<400 {
            var text = Colour(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.chance(50) ? 255 : random.byte())
            let background = Colour(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.chance(70) ? 255 : random.byte())
            if index % 4 == 0 {
                let near = UInt8(clamping: Int(background.red) + Int(random.byte() % 64) - 32)
                text = Colour(red: near, green: near, blue: near, alpha: text.alpha)
            }
            let backdrop: ExactColour = random.chance(50) ? .white : .black
            let level: ContrastLevel = random.chance(70) ? .aa : .aaa
            let size: TextSize = random.chance(50) ? .normal : .large
            lines.append(caseLine(text: text, background: background, backdrop: backdrop, level: level, size: size))
        }
        return lines
    }

    func testPythonAgreesOnEveryCase() throws {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw XCTSkip("needs \(python) (installed by .ci/run)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("campaignc-contrast-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cases.jsonl")
        try (Self.cases().joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.root.appendingPathComponent("Scripts/check_contrast.py").path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertEqual(text, "400 cases agree\n")
    }

    func testTheCasesCoverFailuresShadesAndTranslucency() {
        let lines = Self.cases()
        XCTAssertEqual(lines.count, 400)
        XCTAssertGreaterThan(lines.filter { $0.contains("\"passes\":false") }.count, 100)
        XCTAssertGreaterThan(lines.filter { $0.contains("\"text_shade\":\"#") }.count, 100)
        XCTAssertGreaterThan(lines.filter { $0.contains("\"text_shade\":null,") && $0.contains("\"passes\":false") }.count, 0, "no shade at AAA")
        XCTAssertGreaterThan(lines.filter { !$0.contains("FF\",\"background\"") }.count, 100, "translucent texts")
    }
}
