import Foundation
import XCTest

/// Dependencies only point down (docs/architecture.md): each target below the driver imports
/// only the targets under it. In particular the YAML front end knows nothing of the campaign
/// model (its words are its own, `CampaignYAML/Messages`), and only it sees libyaml's C types.
final class ImportLayeringTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path

    /// What each target may import, besides the standard library's modules.
    private static let allowed: [String: Set<String>] = [
        "CanonicalJSON": ["CSHA256"],
        "CampaignPatterns": [],
        "CampaignLiquid": [],
        "CampaignLocale": [],
        "CampaignDiagnostics": ["CanonicalJSON"],
        "CampaignYAML": ["CLibYAML", "CampaignDiagnostics"],
        "CampaignModel": ["CampaignDiagnostics", "CanonicalJSON", "CampaignLiquid"],
        "CampaignMessages": ["CampaignDiagnostics", "CampaignModel", "CampaignLiquid"],
        "CampaignPayload": ["CampaignModel", "CanonicalJSON", "CampaignLiquid", "CampaignLocale"],
        "CampaignCompiler": [
            "CampaignYAML", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CanonicalJSON", "CampaignPatterns", "CampaignLiquid",
            "CampaignLocale",
        ],
        "CampaignPreview": ["CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CanonicalJSON", "CampaignLiquid", "CampaignLocale"],
        "DeliverySimulator": [
            "CampaignPayload", "CanonicalJSON", "CampaignModel", "CampaignMessages", "CampaignDiagnostics", "CampaignPatterns", "CampaignLiquid",
        ],
    ]
    private static let standard: Set<String> = ["Foundation", "FoundationEssentials", "Dispatch", "Synchronization", "Glibc"]

    private func imports(of target: String) throws -> Set<String> {
        let folder = Self.sources + "/" + target
        let pattern = try NSRegularExpression(
            pattern: #"^(?:@_exported |public |internal |package )?import ([A-Za-z_][A-Za-z0-9_]*)"#, options: .anchorsMatchLines)
        var found: Set<String> = []
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".swift") }) {
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
            }
        }
        return found
    }

    func testEachTargetImportsOnlyTheTargetsUnderIt() throws {
        for (target, allowed) in Self.allowed.sorted(by: { $0.key < $1.key }) {
            let extra = try imports(of: target).subtracting(allowed).subtracting(Self.standard)
            XCTAssertEqual(extra, [], "\(target) imports \(extra.sorted())")
        }
    }

    func testTheScanSeesImports() throws {
        XCTAssertTrue(try imports(of: "CampaignYAML").contains("CLibYAML"))
        XCTAssertFalse(try imports(of: "CampaignYAML").contains("CampaignModel"))
        XCTAssertTrue(try imports(of: "CanonicalJSON").contains("CSHA256"))
    }
}
