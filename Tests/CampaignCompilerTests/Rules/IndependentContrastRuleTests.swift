import CampaignDiagnostics
import CampaignModel
import CampaignTestSupport
import Foundation
import XCTest

@testable import CampaignCompiler

/// W701–W703 against an independent implementation: a corpus of generated campaigns (message
/// types, layouts, light and dark themes with keys left out, button styles and dark entries,
/// translucent colours, both levels), compiled here; `Scripts/check_contrast_rule.py` resolves
/// each campaign's colours itself from SPEC §4.5, and must find exactly the same failing checks
/// with the same messages (verdict, ratio, colours) and the same suggested shades.
final class IndependentContrastRuleTests: XCTestCase {
    /// A colour as a JSON string: mostly opaque, sometimes translucent, often a grey near the
    /// middle (where texts and backgrounds clash and shade searches work hardest).
    static func colour(_ random: inout SplitMix64) -> String {
        let hex = { (byte: Int) in String(format: "%02X", byte) }
        let channels: [Int]
        if random.chance(40) {
            let grey = 60 + random.below(140)
            channels = [grey, grey, grey]
        } else {
            channels = [random.below(256), random.below(256), random.below(256)]
        }
        let alpha = random.chance(80) ? "" : hex(random.below(256))
        return "\"#" + channels.map(hex).joined() + alpha + "\""
    }

    /// A mapping of some of `keys`, each a random colour, as JSON.
    static func colours(_ keys: [String], _ random: inout SplitMix64, percent: UInt64 = 40) -> [String] {
        keys.compactMap { key in random.chance(percent) ? "\"\(key)\": " + colour(&random) : nil }
    }

    /// One campaign as JSON (which is YAML): its type, texts, layout, buttons and themes drawn
    /// at random.
    static func campaign(_ index: Int, _ random: inout SplitMix64) -> String {
        let type = ["slideup", "modal", "full"][random.below(3)]
        var members = ["\"type\": \"\(type)\"", "\"message\": \"Body\""]
        var themeKeys = ["background", "text", "close_button"]
        if type != "slideup" {
            themeKeys += ["header", "frame"]
            members.append("\"image\": \"https://cdn.example.com/iam/\(index).png\"")
            if random.chance(70) { members.append("\"header\": \"Header\"") }
            if random.chance(15) {
                members.removeAll { $0.hasPrefix("\"message\"") || $0.hasPrefix("\"header\"") }
                members += ["\"layout\": \"image_only\"", "\"image_alt\": \"Alt\""]
            }
            let count = random.below(3)
            if count > 0 {
                let buttons = (0..<count).map { number in
                    let style = colours(["background", "text", "border"], &random, percent: 50)
                    return "{\"text\": \"B\(number)\"" + (style.isEmpty ? "" : ", \"style\": {" + style.joined(separator: ", ") + "}") + "}"
                }
                members.append("\"buttons\": [" + buttons.joined(separator: ", ") + "]")
            }
        }
        var theme: [String] = []
        if random.chance(70) { theme.append("\"light\": {" + colours(themeKeys, &random).joined(separator: ", ") + "}") }
        if random.chance(60) {
            var dark = colours(themeKeys, &random)
            if type != "slideup", random.chance(50) {
                let entries = (0..<random.below(3)).map { _ in
                    "{" + colours(["background", "text", "border"], &random, percent: 50).joined(separator: ", ") + "}"
                }
                dark.append("\"buttons\": [" + entries.joined(separator: ", ") + "]")
            }
            theme.append("\"dark\": {" + dark.joined(separator: ", ") + "}")
        }
        if !theme.isEmpty { members.append("\"theme\": {" + theme.joined(separator: ", ") + "}") }
        return "{\"campaign\": \"c\(index)\", \"trigger\": \"session_start\", \"message\": {" + members.joined(separator: ", ") + "}}"
    }

    /// JSON text of a string.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The corpus: one JSON line per campaign, with its level and the contrast diagnostics
    /// campaignc reported (code, message, help).
    static func corpus(count: Int) -> (lines: [String], failing: Int) {
        var random = SplitMix64(seed: 20_260_420)
        var lines: [String] = []
        var failing = 0
        for index in 0..<count {
            let text = campaign(index, &random)
            var project = ProjectSettings()
            project.contrastLevel = random.chance(25) ? .aaa : .aa
            let compiled = compileYAML(text, project: project)
            let found = compiled.diagnostics.filter { [.W701, .W702, .W703].contains($0.code) }
            precondition(compiled.diagnostics.allSatisfy { $0.severity == .warning }, "\(text): \(compiled.diagnostics.map(render))")
            failing += found.count
            let diagnostics = found.map { "{\"code\": \"\($0.code.rawValue)\", \"message\": \(quoted($0.message)), \"help\": \(quoted($0.help ?? ""))}" }
            lines.append(
                "{\"level\": \"\(project.contrastLevel.rawValue)\", \"campaign\": \(text), \"diagnostics\": [" + diagnostics.joined(separator: ", ") + "]}")
        }
        return (lines, failing)
    }

    func testPythonFindsTheSameFailuresRatiosAndShades() throws {
        guard PythonCheck.isAvailable else { throw XCTSkip("needs \(PythonCheck.interpreter) (installed by .ci/run)") }
        let (lines, failing) = Self.corpus(count: 1500)
        XCTAssertGreaterThan(failing, 500, "the corpus has failing checks to compare")
        let (status, output) = try PythonCheck.run("check_contrast_rule.py", lines: lines)
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.hasPrefix("1500 campaigns agree: "), output)
    }

    func testTheCorpusCoversEveryKindOfFailure() {
        let lines = Self.corpus(count: 1500).lines
        for fragment in ["\"W701\"", "\"W702\"", "\"W703\"", "in the dark theme", "in the light theme", "WCAG 2 AAA", "no shade of", "image_only"] {
            XCTAssertGreaterThan(lines.filter { $0.contains(fragment) }.count, 10, fragment)
        }
        XCTAssertGreaterThan(lines.filter { $0.hasSuffix("\"diagnostics\": []}") }.count, 300, "campaigns that pass")
        let translucent = lines.filter { !$0.hasSuffix("[]}") && $0.range(of: "\"#[0-9A-F]{8}\"", options: .regularExpression) != nil }
        XCTAssertGreaterThan(translucent.count, 100, "failing campaigns with translucent colours")
    }
}
