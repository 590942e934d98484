import CampaignDiagnostics
import CampaignMessages
import Foundation
import XCTest

/// Every diagnostic's words come from a message family: outside the families' folders
/// (`Sources/CampaignMessages`, `Sources/CampaignYAML/Messages`), no source builds a diagnostic
/// from a code and a text, or makes a `DiagnosticMessage` itself.
final class MessageHomeTests: XCTestCase {
    /// The repository's `Sources` folder, found from this file.
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under `Sources` but the message families and the definitions of the
    /// diagnostic values, with its text.
    private func callerSources() throws -> [(path: String, text: String)] {
        let root = Self.sources.path
        let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root) as [String]?)
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
            let excluded = [
                "CampaignMessages/", "CampaignYAML/Messages/", "CampaignDiagnostics/Model/Diagnostic.swift",
                "CampaignDiagnostics/Model/DiagnosticMessage.swift",
            ]
            if excluded.contains(where: { path.hasPrefix($0) }) { return nil }
            return (path, try String(contentsOfFile: root + "/" + path, encoding: .utf8))
        }
    }

    func testNoSourceBuildsADiagnosticFromACodeAndAText() throws {
        // `Diagnostic(.E201, "…"` or `report(.E201, …`, over line breaks too.
        let spelled = try NSRegularExpression(pattern: #"(Diagnostic|report)\(\s*\.[EW][0-9]{3}\b"#)
        var found: [String] = []
        for (path, text) in try callerSources() {
            let range = NSRange(text.startIndex..., in: text)
            if spelled.firstMatch(in: text, range: range) != nil { found.append(path) }
        }
        XCTAssertEqual(found, [], "these files spell a code and its text where they report it; add a factory to a message family")
    }

    /// A fix-it's title is words too (SPEC §13.1): `FixIts` makes them, no call site spells one.
    func testNoSourceSpellsAFixItTitle() throws {
        let spelled = try NSRegularExpression(pattern: #"FixIt\(\s*""#)
        var found: [String] = []
        for (path, text) in try callerSources() {
            if spelled.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil { found.append(path) }
        }
        XCTAssertEqual(found, [], "these files spell a fix-it's title; use `FixIts` in CampaignMessages")
    }

    func testOnlyFamiliesMakeMessages() throws {
        let made = try callerSources().filter { $0.text.contains("DiagnosticMessage(code:") }.map(\.path)
        XCTAssertEqual(made, [])
    }

    func testTheScanSeesTheSources() throws {
        let paths = try callerSources().map(\.path)
        XCTAssertTrue(paths.contains("CampaignCompiler/Rules/ImageRules.swift"), "\(paths.prefix(5))")
        XCTAssertTrue(paths.contains("DeliverySimulator/StepRunner.swift"))
        XCTAssertTrue(paths.contains("CampaignYAML/TreeBuilder.swift"))
        XCTAssertFalse(paths.contains("CampaignYAML/Messages/SyntaxMessages.swift"))
    }

    func testAMessageKnowsItsCodeAndHelp() {
        let message = ContentMessages.fullNeedsImage
        XCTAssertEqual(message.code, .E201)
        XCTAssertEqual(message.text, "a full message needs an image")
        XCTAssertEqual(message.help, ContentMessages.fullNeedsImageHelp)
        XCTAssertEqual(message.helping("other").help, "other")
        XCTAssertEqual(message.helping("other").code, .E201)
        let diagnostic = Diagnostic(message, at: SourceLocation(file: "a.yaml", range: SourceRange(at: .start)))
        XCTAssertEqual(diagnostic.code, .E201)
        XCTAssertEqual(diagnostic.severity, .error)
        XCTAssertEqual(diagnostic.help, ContentMessages.fullNeedsImageHelp)
    }

    func testEveryE602CarriesTheCatalogueHelp() {
        let failures = [
            ExpectationMessages.displayed(expected: ["a"], actual: []), ExpectationMessages.visible(expected: nil, actual: ["a"]),
            ExpectationMessages.stack(expected: [], actual: ["a"]), ExpectationMessages.nothingDropped([("a", "busy")]),
            ExpectationMessages.dropped("a", reason: nil, instead: .displayed), ExpectationMessages.expectedNoMatch(hadEvent: false),
            ExpectationMessages.expectedMatch, ExpectationMessages.reenqueueNeedsAndroid, ExpectationMessages.dismissWithNothingVisible,
            ExpectationMessages.clickWithNothingVisible, ExpectationMessages.bodyClickWithButtons("a", buttons: ["1"]),
            ExpectationMessages.noSuchButton("2", campaign: "a", buttons: []), ExpectationMessages.noBackgroundOnWeb("background"),
        ]
        XCTAssertEqual(Set(failures.map(\.code)), [.E602])
        XCTAssertEqual(Set(failures.map(\.help)), [ExpectationMessages.help])
    }
}
