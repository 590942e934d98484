import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The translation coverage (W902–W904) with a memo kept between runs, as an editor's
/// workspace analyses its project after every change: after each change of a seeded sequence
/// (campaign texts, units, ids, documents with errors, duplicate ids, translation files
/// edited, added, removed or given an unknown locale, labels too long for their buttons) it
/// finds exactly what a run without a memo finds, in the same order — and so does the text fit
/// (W905) kept with it.
final class TranslationCoverageMemoTests: XCTestCase {
    private static let project: ProjectSettings = {
        var settings = ProjectSettings(root: "proj")
        settings.localisation = LocalisationSettings(source: "en", locales: ["fr", "de", "ar"])
        return settings
    }()

    /// Each campaign file's possible texts: its message with or without a placeholder, with
    /// one or two buttons, another id, a document with errors, or an id another file uses.
    private static func campaign(_ index: Int, variant: Int) -> String {
        let id = variant == 3 ? "renamed-\(index)" : variant == 5 ? "offer-0" : "offer-\(index)"
        let message = variant == 1 ? "\"Hi {{${first_name} | default: 'there'}}\"" : "Hello"
        let buttons = variant == 2 ? "[ { text: Shop, id: 1 } ]" : "[ { text: Shop, id: 1 }, { text: Later, id: 2 } ]"
        if variant == 4 { return "campaign: \(id)\ntrigger: session_start\nmessage:\n  type: modal\n  header: [broken\n" }
        return "campaign: \(id)\ntrigger: session_start\nmessage:\n  type: modal\n  header: Offer \(index)\n  message: \(message)\n  buttons: \(buttons)\n"
    }

    /// Each locale's possible translation files: every unit, some units, a placeholder its
    /// source lacks, a unit and a campaign that do not exist, a locale not in the project, a
    /// label too long for its button (W905), and that label with another, every line moved down.
    private static func translation(_ locale: String, variant: Int) -> String {
        var lines = ["locale: \(variant == 5 ? "xx" : locale)", "campaigns:"]
        if variant == 8 { lines.append("  # moved") }
        let long = "a label far too long for any button of a modal"
        for index in 0..<4 {
            if variant == 1, index % 2 == 1 { continue }
            lines.append("  offer-\(index):")
            lines.append("    header: \(locale) \(index)")
            lines.append(variant == 2 && index == 1 ? "    message: \"{{${city}}}\"" : "    message: \(locale) hello")
            let label = (variant == 7 || variant == 8) && index == 1 ? long : variant == 8 && index == 2 ? "another \(long)" : "shop"
            lines.append("    buttons.0.text: \(locale) \(label)")
            if variant != 3 || index != 2 { lines.append("    buttons.1.text: \(locale) later") }
            if variant == 4, index == 0 { lines.append("    buttons.7.text: \(locale) nothing") }
        }
        if variant == 4 { lines += ["  no-such-offer:", "    header: \(locale) none"] }
        return lines.joined(separator: "\n") + "\n"
    }

    private func facts(_ files: [(String, String)]) -> [AnalysisFacts] {
        let compiler = CampaignCompiler(project: Self.project, now: testNow, files: testFiles)
        return files.map { path, text in compiler.compile(YAMLParser.parse(SourceFile(path: path, text: text))).analysisFacts }
    }

    func testEveryChangeOfASeededSequenceFindsWhatARunWithoutAMemoFinds() {
        var memo = AnalysisMemo()
        var campaigns = [0, 0, 0, 0]
        var translations: [String: Int] = ["fr": 0, "de": 0, "ar": 0]
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        var compared = 0
        var found = 0
        for step in 0..<120 {
            // One file changes at a time, as an editor's changes come; now and then several.
            for _ in 0..<(step % 10 == 9 ? 3 : 1) {
                if next(2) == 0 {
                    campaigns[next(4)] = next(6)
                } else {
                    // Variant 6 leaves the locale without a translation file.
                    translations[["fr", "de", "ar"][next(3)]] = next(9)
                }
            }
            var files = campaigns.enumerated().map { ("proj/campaigns/offer-\($0.offset).yaml", Self.campaign($0.offset, variant: $0.element)) }
            for (locale, variant) in translations.sorted(by: { $0.key < $1.key }) where variant != 6 {
                files.append(("proj/translations/\(locale).yaml", Self.translation(locale, variant: variant)))
            }
            let facts = facts(files)
            let kept = CampaignCompiler.analyze(facts, wholeProject: true, memo: &memo)
            let fresh = CampaignCompiler.analyze(facts, wholeProject: true)
            XCTAssertEqual(kept, fresh, "step \(step): campaigns \(campaigns), translations \(translations)")
            compared += 1
            found += fresh.count
        }
        // The sequence reaches every kind of finding.
        XCTAssertEqual(compared, 120)
        XCTAssertGreaterThan(found, 1_000)
        print("translation coverage memo: \(compared) runs compared with runs without a memo, \(found) diagnostics")
    }

    func testTheSequenceMeetsEachCodeOfTheCoverage() {
        let files = [
            ("proj/campaigns/offer-0.yaml", Self.campaign(0, variant: 1)),
            ("proj/campaigns/offer-1.yaml", Self.campaign(1, variant: 0)),
            ("proj/translations/de.yaml", Self.translation("de", variant: 4)),
            ("proj/translations/fr.yaml", Self.translation("fr", variant: 5)),
            ("proj/translations/ar.yaml", Self.translation("ar", variant: 8)),
        ]
        let codes = Set(CampaignCompiler.analyze(facts(files), wholeProject: true).map(\.code.rawValue))
        XCTAssertTrue(codes.isSuperset(of: ["W902", "W903", "W904", "W905"]), "\(codes.sorted())")
    }
}
