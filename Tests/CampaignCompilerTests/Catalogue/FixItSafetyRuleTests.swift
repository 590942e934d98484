import CampaignDiagnostics
import CampaignPatterns
import CampaignYAML
import Foundation
import XCTest

@testable import CampaignCompiler

/// Every fix-it that any catalogue example, any `Samples/invalid` file or a case below produces
/// obeys the one rule for "safe" (docs/diagnostics.md, SPEC §13.1), stated here again on its
/// own terms — what the edit does to the text — so that a call site that decides otherwise
/// fails here:
/// - a spelling (E101, E104): safe exactly when it restores a misspelling — the same word
///   spelled otherwise, or one slip in a word of five or more characters (and then no other
///   word of the place is near, which the call site knows);
/// - the same value in another spelling: E103 (booleans, quotes), E001's Unicode spaces made
///   spaces, E106's typographic quotes made straight and `base_url`'s final `/`, an exact
///   pattern rewrite (E320, W321: the rewritten pattern reads alike on every platform) — safe;
/// - the removal of what does nothing (W010) — safe;
/// - everything else (a tab's width, an id, a scheme, a path, a name of the author's, a unit,
///   a reading, a colour, an isolate around a run) — never safe; and a code outside the table
///   has no fix-it.
final class FixItSafetyRuleTests: XCTestCase {
    /// The codes that may have fix-its.
    private static let codesWithFixIts: Set<DiagnosticCode> = [
        .E001, .E101, .E103, .E104, .E106, .E208, .E209, .E320, .W321, .E503, .E601, .W010, .W317, .W318, .W701, .W702, .W703,
        .W906,
    ]

    private struct Checked {
        var fixIts = 0
        var safe = 0
        var codes: Set<DiagnosticCode> = []
    }

    func testEveryFixItFollowsTheRule() throws {
        var checked = Checked()
        for entry in CodeCatalogue.all {
            for example in [entry.failing, entry.fixed] {
                try check(try CatalogueExampleRunner.diagnostics(of: example), texts: texts(of: example), into: &checked, "\(entry.code)")
            }
        }
        for example in Self.moreCases {
            try check(try CatalogueExampleRunner.diagnostics(of: example), texts: texts(of: example), into: &checked, example.text)
        }
        for file in try SampleFiles.campaignFiles(under: SamplesTests.invalid) {
            let project = SampleFiles.nearestProjectFile(for: file, within: SamplesTests.samples)
            let root = project.map { ($0 as NSString).deletingLastPathComponent } ?? SamplesTests.invalid
            let found = try CatalogueExampleRunner.compile(
                SampleFiles.runInputs(for: file), projectFile: project, root: root, now: CatalogueExampleRunner.defaultNow)
            var texts: [String: [UInt8]] = [file: try CatalogueExampleRunner.read(file)]
            if let project { texts[project] = try CatalogueExampleRunner.read(project) }
            try check(found, texts: texts, into: &checked, file)
        }
        print("FixItSafetyRuleTests: checked \(checked.fixIts) fix-its (\(checked.safe) safe) of \(checked.codes.count) codes against the rule")
        XCTAssertGreaterThanOrEqual(checked.fixIts, 40)
        XCTAssertEqual(
            checked.codes.subtracting([.E320, .W321, .E601]), Self.codesWithFixIts.subtracting([.E320, .W321, .E601]), "every code of the table is exercised")
    }

    /// Fix-its the examples and samples do not show.
    private static let moreCases: [CatalogueExample] = [
        CatalogueExample("campaign: a\npriorty: high\ndelay: 7\ntrigger: { custom_evnet: e }\nmessage: { type: slideup, message: Hi, slide_from: botom }\n"),
        CatalogueExample("campaign: a\nprorty: high\ntrigger: session_start\nmessage: { type: modl, message: Hi, animate: yes }\n"),
        CatalogueExample("campaign: a\ntrigger: session_start\nmessage:\n  type: modal\n\u{a0} message: Hi\n"),
        CatalogueExample("campaign: a\ntrigger: session_start\nmessage:\n\ttype: modal\n"),
        CatalogueExample(
            "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: Hi, theme: { light: { background: “#FFFFFF” } } }\n"),
        CatalogueExample(
            "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: Hi, image: assets/x.png }\n",
            projectFile: "assets:\n  base_url: https://cdn.example.com/iam\n"),
        CatalogueExample(
            "campaign: a\ntrigger: { custom_event: e, filters: [ { property: zip, equals: 02134 }, { property: m, equals: yes } ] }\n"
                + "reeligible_after: 7\nmessage: { type: slideup, message: Hi }\n"),
        CatalogueExample(
            "campaign: a\ntrigger: session_start\nmessage: { type: modal, header: Sale, message: Hi,"
                + " theme: { light: { background: \"#FFFFFF\", header: \"#EEEEEE\" } } }\n"),
        CatalogueExample(
            "campaign: Spring Sale\ntrigger: session_start\nmessage: { type: slideup, message: Hi, click_action: { uri: \"http://example.com/\" } }\n"),
    ]

    private func texts(of example: CatalogueExample) -> [String: [UInt8]] {
        var texts = [example.campaignPath: example.bytes]
        if let project = example.projectFile { texts[CatalogueExample.projectFileName] = Array(project.utf8) }
        return texts
    }

    private func check(_ diagnostics: [Diagnostic], texts: [String: [UInt8]], into checked: inout Checked, _ context: String) throws {
        for diagnostic in diagnostics {
            for fixIt in diagnostic.fixIts {
                checked.fixIts += 1
                if fixIt.safe { checked.safe += 1 }
                checked.codes.insert(diagnostic.code)
                let where_ = "\(context): \(diagnostic.code) \(fixIt.message)"
                XCTAssertTrue(Self.codesWithFixIts.contains(diagnostic.code), "\(where_): a code outside the table has no fix-it")
                let bytes = try XCTUnwrap(texts[diagnostic.location.file], "\(where_): no text for \(diagnostic.location.file)")
                let old = String(decoding: bytes[fixIt.range.start.offset..<fixIt.range.end.offset], as: UTF8.self)
                let expected = Self.isSafe(diagnostic.code, title: fixIt.message, old: old, new: fixIt.replacement)
                switch expected {
                case .some(let safe):
                    XCTAssertEqual(fixIt.safe, safe, "\(where_): `\(old)` → `\(fixIt.replacement)`")
                case nil:
                    // A spelling: a safe one is a misspelling restored; the same word is always safe.
                    if fixIt.safe { XCTAssertTrue(Self.isMisspelling(old, fixIt.replacement), "\(where_): `\(old)` is no misspelling of it") }
                    if Self.sameWord(old, fixIt.replacement) { XCTAssertTrue(fixIt.safe, "\(where_): the same word") }
                }
            }
        }
    }

    /// What the rule says of an edit; nil for a spelling, which `check` judges.
    private static func isSafe(_ code: DiagnosticCode, title: String, old: String, new: String) -> Bool? {
        switch code {
        case .E101, .E104:
            return nil
        case .E103:
            return ["true", "false"].contains(new) || old == "\"\(new)\"" || old == "'\(new)'"
        case .E001:
            return title.hasPrefix("replace U+") && new.allSatisfy { $0 == " " } && new.unicodeScalars.count == old.unicodeScalars.count
        case .E106:
            if title == "append `/`" { return old.isEmpty && new == "/" }
            let straightened = String(old.map { "“”„«»＂".contains($0) ? "\"" : "‘’‚＇".contains($0) ? "'" : $0 })
            return straightened == new && straightened != old
        case .W010:
            return new.isEmpty
        case .E320, .W321:
            return readsAlikeEverywhere(new)
        default:
            return false
        }
    }

    /// A rewritten pattern (a YAML scalar) that ICU and JavaScript accept and read alike.
    private static func readsAlikeEverywhere(_ scalar: String) -> Bool {
        guard let pattern = YAMLParser.parse(SourceFile(path: "p.yaml", text: "p: \(scalar)\n")).documents.first?.root.entry("p")?.value,
            case .scalar(let text) = pattern
        else { return false }
        let assessment = PatternAssessment.assess(text.text)
        return assessment.icuError == nil && assessment.javaScriptError == nil && assessment.differences.isEmpty
    }

    static func sameWord(_ a: String, _ b: String) -> Bool {
        func plain(_ s: String) -> String { s.lowercased().filter { !"-_ ".contains($0) } }
        return plain(a) == plain(b)
    }

    /// The same word, or one slip (left out, added, replaced, two neighbours swapped) in a word
    /// of five or more characters.
    static func isMisspelling(_ old: String, _ new: String) -> Bool {
        if sameWord(old, new) { return true }
        let a = Array(old.unicodeScalars)
        let b = Array(new.unicodeScalars)
        guard a.count >= 5 else { return false }
        if a.count == b.count {
            let differ = a.indices.filter { a[$0] != b[$0] }
            if differ.count == 1 { return true }
            return differ.count == 2 && differ[1] == differ[0] + 1 && a[differ[0]] == b[differ[1]] && a[differ[1]] == b[differ[0]]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count == short.count + 1 else { return false }
        return long.indices.contains { Array(long[..<$0] + long[($0 + 1)...]) == short }
    }
}
