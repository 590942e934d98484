import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// A translation file `translations/<tag>.yaml` (SPEC §16.3): decoded with positions, E908 for
/// its `locale:`, the campaign codes for its shape; read as a translation file only inside the
/// localisation folder of a localised project.
final class TranslationFileDecoderTests: XCTestCase {
    private static let project: ProjectSettings = {
        var settings = ProjectSettings(root: "proj")
        settings.localisation = LocalisationSettings(source: "en", locales: ["fr", "de", "ar"])
        return settings
    }()

    private func decode(_ marked: String, path: String = "proj/translations/fr.yaml") -> (TranslationFileContent, [String]) {
        let source = MarkedText(marked)
        let file = YAMLParser.parse(SourceFile(path: path, text: source.text))
        let context = DecodingContext(source: file.source, project: Self.project)
        let content = TranslationFileDecoder(context: context).decode(file)
        return (content, (file.diagnostics + context.diagnostics).sortedForReport().map(render))
    }

    private func assertFile(
        _ marked: String, path: String = "proj/translations/fr.yaml", _ expected: [Expect], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(decode(marked, path: path).1, expected.map { $0.render(MarkedText(marked)) }, file: file, line: line)
    }

    func testTheUnitsWithTheirPlaces() {
        let marked = "locale: fr\ncampaigns:\n  ⟨c⟩spring-sale:\n    ⟨u⟩message: ⟨t⟩Soldes de printemps\n    buttons.0.text: Voir\n"
        let (content, diagnostics) = decode(marked)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(content.locale?.value, "fr")
        XCTAssertEqual(content.campaigns.map(\.id.value), ["spring-sale"])
        XCTAssertEqual(content.campaigns.first?.units.map { "\($0.id.value)=\($0.text.value)" }, ["message=Soldes de printemps", "buttons.0.text=Voir"])
        let text = MarkedText(marked)
        let unit = content.campaigns[0].units[0]
        for (range, mark) in [(content.campaigns[0].id.range, "c"), (unit.id.range, "u"), (unit.text.range, "t")] {
            XCTAssertEqual([range.start.line, range.start.column], [text.position(mark).line, text.position(mark).column], mark)
        }
    }

    func testALocaleOtherThanTheFileNameIsE908AtTheValue() {
        assertFile(
            "locale: ⟨v⟩de\ncampaigns: {}\n",
            [Expect(.E908, at: "v", "`locale: de` differs from the file name `fr.yaml`", help: "write `locale: fr`, or name the file `de.yaml`")])
        assertFile(
            "locale: ⟨v⟩fr\ncampaigns: {}\n", path: "proj/translations/french.yaml",
            [Expect(.E908, at: "v", "`locale: fr` differs from the file name `french.yaml`", help: "name the file `fr.yaml`")])
    }

    func testAMissingLocaleIsE908AtTheStart() {
        assertFile(
            "⟨s⟩campaigns:\n  spring-sale: { message: Soldes }\n",
            [Expect(.E908, at: "s", "a translation file needs `locale:`, the tag of its locale", help: "add `locale: fr` at the top")])
    }

    func testTheLocaleIsATag() {
        assertFile(
            "locale: ⟨v⟩fr_FR\ncampaigns: {}\n",
            [
                Expect(
                    .E106, at: "v",
                    "expected a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`, found `fr_FR`: BCP 47 separates subtags with `-`, not `_`",
                    help: "write `fr-FR`")
            ])
    }

    func testTheShapeKeepsTheCampaignCodes() {
        assertFile("⟨r⟩locale: fr\n", [Expect(.E102, at: "r", "missing required key `campaigns`")])
        assertFile(
            "locale: fr\n⟨k⟩campaign: {}\ncampaigns:\n  spring-sale:\n    message: ⟨v⟩[Soldes]\n",
            [
                Expect(.E101, at: "k", "unknown key `campaign`", help: "did you mean `campaigns`?"),
                Expect(.E103, at: "v", "expected a text, found a list"),
            ])
    }

    func testOnlyFilesOfTheLocalisationFolderAreTranslationFiles() {
        let project = Self.project
        XCTAssertTrue(TranslationFileDecoder.isTranslationFile("proj/translations/fr.yaml", project: project))
        XCTAssertTrue(TranslationFileDecoder.isTranslationFile("./proj/translations/de.yaml", project: project))
        XCTAssertFalse(TranslationFileDecoder.isTranslationFile("proj/translations/old/fr.yaml", project: project))
        XCTAssertFalse(TranslationFileDecoder.isTranslationFile("proj/campaigns/fr.yaml", project: project))
        XCTAssertFalse(TranslationFileDecoder.isTranslationFile("proj/translations/fr.yaml", project: ProjectSettings(root: "proj")))
    }

    func testAValidateRunReadsThemAsTranslationFiles() {
        let compiled = compileYAML("locale: ⟨v⟩de\ncampaigns: {}\n", path: "proj/translations/fr.yaml", project: Self.project)
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E908])
        XCTAssertEqual(compiled.documentCount, 0, "a translation file holds no campaign")
    }
}
