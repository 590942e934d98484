import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// A translation file checked again with what its last check kept of its Liquid texts
/// (`CompilationNeeds.unitMemo`, the language server's): the same diagnostics, at the places of
/// the new text, and the same renderings and placeholders as a check from scratch; a memo of another project or
/// time is not used.
final class TranslationUnitMemoTests: XCTestCase {
    private static func project(attributes: [String: DeclaredType]? = nil) -> ProjectSettings {
        var settings = ProjectSettings(root: "proj")
        settings.localisation = LocalisationSettings(source: "en", locales: ["fr"])
        settings.attributes = attributes
        return settings
    }

    private func compile(_ text: String, project: ProjectSettings, now: Int64 = testNow, previous: TranslationUnitMemo? = nil) -> CompiledFile {
        let yaml = YAMLParser.parse(SourceFile(path: "proj/translations/fr.yaml", text: text))
        return CampaignCompiler(project: project, now: now, files: testFiles)
            .compile(yaml, needs: CompilationNeeds(unitMemo: true), regexes: RegexVerdicts(), previous: previous).inReportOrder()
    }

    private static let first = """
        locale: fr
        campaigns:
          a:
            message: "Salut {{${first_name} | default: 'toi'}}"
          b:
            message: "Bonjour {{custom_attribute.${vipp} | default: ''}}"
          c:
            message: Au revoir
        """

    /// One unit changed and a line added above the others: every place moves.
    private static let second = """
        locale: fr
        campaigns:
          z:
            message: Nouveau
          a:
            message: "Coucou {{${first_name} | default: 'toi'}}"
          b:
            message: "Bonjour {{custom_attribute.${vipp} | default: ''}}"
          c:
            message: Au revoir
        """

    func testACheckWithTheLastMemoGivesWhatAFreshCheckGives() throws {
        let project = Self.project(attributes: ["vip": .boolean])
        let memo = try XCTUnwrap(compile(Self.first, project: project).unitMemo)
        XCTAssertEqual(memo.units.keys.sorted(), ["Bonjour {{custom_attribute.${vipp} | default: ''}}", "Salut {{${first_name} | default: 'toi'}}"])
        let reused = compile(Self.second, project: project, previous: memo)
        let fresh = compile(Self.second, project: project)
        let expected = ["E803 8:25 custom attribute `vipp` is not declared in `attributes:` | help: did you mean `vip`?"]
        XCTAssertEqual(reused.diagnostics.map(render), expected)
        XCTAssertEqual(fresh.diagnostics.map(render), expected)
        XCTAssertEqual(reused.translationFit, fresh.translationFit)
        XCTAssertEqual(reused.translationFit?.units.map(\.renderings), [["Nouveau"], ["Coucou toi"], ["Bonjour "], ["Au revoir"]])
        XCTAssertEqual(reused.translationFileFacts?.placeholders, fresh.translationFileFacts?.placeholders)
        XCTAssertEqual(
            reused.translationFileFacts?.placeholders.map { $0.map { $0.map(\.key) } },
            [[[]], [["{{${first_name} | default: ''}}"]], [["{{custom_attribute.${vipp} | default: ''}}"]], [[]]])
        XCTAssertEqual(reused.unitMemo?.units.keys.sorted(), fresh.unitMemo?.units.keys.sorted())
    }

    func testAMemoOfAnotherProjectIsNotUsed() throws {
        let undeclared = try XCTUnwrap(compile(Self.first, project: Self.project()).unitMemo)
        XCTAssertEqual(compile(Self.first, project: Self.project(), previous: undeclared).diagnostics.map(render), [])
        XCTAssertEqual(
            compile(Self.first, project: Self.project(attributes: ["vip": .boolean]), previous: undeclared).diagnostics.map(render),
            ["E803 6:25 custom attribute `vipp` is not declared in `attributes:` | help: did you mean `vip`?"])
    }

    func testAMemoOfAnotherTimeIsNotUsed() throws {
        let text = "locale: fr\ncampaigns:\n  a:\n    message: \"Année {{ 'now' | date: '%Y' }}\"\n"
        let year2026: Int64 = 1_772_355_600  // 2026-03-01T09:00:00Z
        let year2027 = year2026 + 365 * 86_400
        let memo = try XCTUnwrap(compile(text, project: Self.project(), now: year2026).unitMemo)
        XCTAssertEqual(compile(text, project: Self.project(), now: year2026, previous: memo).translationFit?.units.map(\.renderings), [["Année 2026"]])
        XCTAssertEqual(compile(text, project: Self.project(), now: year2027, previous: memo).translationFit?.units.map(\.renderings), [["Année 2027"]])
    }

    func testNoMemoIsKeptUnlessAskedFor() {
        let yaml = YAMLParser.parse(SourceFile(path: "proj/translations/fr.yaml", text: Self.first))
        XCTAssertNil(CampaignCompiler(project: Self.project(), now: testNow, files: testFiles).compile(yaml).unitMemo)
        XCTAssertNotNil(compile(Self.first, project: Self.project()).unitMemo)
    }
}
