import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The translation analysis (SPEC §16.3) over a localised project's campaign and translation
/// files: W902 at a campaign's id, W903 at a translation file's key or `locale:`, W904 at a
/// translation with a note at its source, each with its exact place and words.
final class TranslationCoverageTests: XCTestCase {
    private static let project: ProjectSettings = {
        var settings = ProjectSettings(root: "proj")
        settings.localisation = LocalisationSettings(source: "en", locales: ["fr", "de"])
        return settings
    }()

    /// Every diagnostic of a run over `files` (path and marked text), files' own and the
    /// analyses', as `path line:column message | help | notes`.
    private func run(_ files: [(String, String)], wholeProject: Bool = false) -> [String] {
        let compiler = CampaignCompiler(project: Self.project, now: testNow, files: testFiles)
        let compiled = files.map { path, marked in compiler.compile(YAMLParser.parse(SourceFile(path: path, text: MarkedText(marked).text))) }
        let all = compiled.flatMap(\.diagnostics) + CampaignCompiler.analyze(compiled.map(\.analysisFacts), wholeProject: wholeProject)
        return all.sortedForReport().map { "\($0.location.file) " + render($0) }
    }

    /// `line:column` of `mark` in `marked`.
    private func pos(_ marked: String, _ mark: String) -> String {
        let position = MarkedText(marked).position(mark)
        return "\(position.line):\(position.column)"
    }

    private let keep = " | help: keep every Liquid output and tag of the source in the translation"

    private let campaignPath = "proj/campaigns/sale.yaml"
    private let sale = """
        campaign: ⟨id⟩spring-sale
        trigger: session_start
        message:
          type: modal
          header: ⟨h⟩Spring sale
          message: ⟨m⟩"Hi {{${first_name} | default: 'there'}}, 20% off"
          buttons: [ { text: Shop now } ]
        """

    func testAUnitWithoutATranslationIsW902OncePerLocaleListingTheUnits() {
        let fr = "locale: fr\ncampaigns:\n  spring-sale:\n    header: Soldes\n"
        let id = pos(sale, "id")
        let french = "W902 \(id) `spring-sale` has no `fr` translation of 2 units (`message`, `buttons.0.text`): users of `fr` see the source text"
        let german = "W902 \(id) `spring-sale` has no `de` translation of 3 units (`header`, `message`, `buttons.0.text`): users of `de` see the source text"
        XCTAssertEqual(
            run([(campaignPath, sale), ("proj/translations/fr.yaml", fr)]),
            [
                // One place: report order sorts them by message.
                "\(campaignPath) \(german) | help: translate them under `spring-sale:` in the `de` translation file",
                "\(campaignPath) \(french) | help: translate them under `spring-sale:` in the `fr` translation file",
            ])
    }

    func testTranslationsOfNothingAreW903() {
        let fr = """
            locale: fr
            campaigns:
              spring-sale:
                header: Soldes
                ⟨u⟩mesage: Bonjour
                message: "Bonjour {{${first_name} | default: 'toi'}}"
                buttons.0.text: Voir
              ⟨c⟩spring-sal:
                header: Soldes
            """
        let es = "locale: ⟨l⟩es\ncampaigns: {}\n"
        let de = "locale: de\ncampaigns:\n  spring-sale: { header: Sale, message: \"Hallo {{${first_name} | default: 'du'}}\", buttons.0.text: Los }\n"
        let files = [(campaignPath, sale), ("proj/translations/de.yaml", de), ("proj/translations/es.yaml", es), ("proj/translations/fr.yaml", fr)]
        let unknownUnit =
            "W903 \(pos(fr, "u")) campaign `spring-sale` has no translation unit `mesage` | help: did you mean `message`?"
        let unknownCampaign =
            "W903 \(pos(fr, "c")) no campaign has the id `spring-sal`: its translations are never shown | help: did you mean `spring-sale`?"
        let unknownLocale =
            "W903 \(pos(es, "l")) `es` is not one of the project's locales (`fr`, `de`): no user sees its texts"
            + " | help: add `es` to `localisation.locales` in campaignc.yaml, or remove the file"
        XCTAssertEqual(
            run(files, wholeProject: true),
            ["proj/translations/es.yaml " + unknownLocale, "proj/translations/fr.yaml " + unknownUnit, "proj/translations/fr.yaml " + unknownCampaign])
        // A run given some files does not know every campaign of the project.
        XCTAssertEqual(run(files), ["proj/translations/es.yaml " + unknownLocale, "proj/translations/fr.yaml " + unknownUnit])
    }

    func testAPlaceholderMissingOrAddedIsW904AtTheTranslationWithANoteAtTheSource() {
        let fr = """
            locale: fr
            campaigns:
              spring-sale:
                header: ⟨h⟩"Soldes {{${last_name} | default: ''}}"
                message: ⟨m⟩Bonjour, -20 %
                buttons.0.text: "{{ ${first_name}   | default: 'x' -}}Voir"
            """
        let de = "locale: de\ncampaigns:\n  spring-sale: { header: Sale, message: \"Hallo {{${first_name} | default: 'du'}}\", buttons.0.text: Los }\n"
        let header = "W904 \(pos(fr, "h")) the `fr` translation of `header` has `{{${last_name} | default: ''}}`, which the source lacks"
        let message = "W904 \(pos(fr, "m")) the `fr` translation of `message` lacks `{{${first_name} | default: 'there'}}` of the source"
        let button = "W904 6:21 the `fr` translation of `buttons.0.text` has `{{ ${first_name}   | default: 'x' -}}`, which the source lacks"
        XCTAssertEqual(
            run([(campaignPath, sale), ("proj/translations/de.yaml", de), ("proj/translations/fr.yaml", fr)]),
            [
                "proj/translations/fr.yaml \(header)\(keep) | note \(pos(sale, "h")): the source text of `header` is here",
                "proj/translations/fr.yaml \(message)\(keep) | note \(pos(sale, "m")): the source text of `message` is here",
                "proj/translations/fr.yaml \(button)\(keep) | note 7:22: the source text of `buttons.0.text` is here",
            ])
    }

    func testPlaceholdersCompareWithoutWhiteSpaceDashesOrTheirStrings() {
        func keys(_ text: String) -> [String] { LiquidTemplate.parityPlaceholders(of: text).map(\.key) }
        XCTAssertEqual(
            keys("a {{ ${first_name}  | default: 'there' }} b {%- if x -%}c{% endif %}"), keys("{%if x%}{{${first_name} | default: \"à vous\"}}{%endif%}"))
        XCTAssertNotEqual(keys("{{a}}{{a}}"), keys("{{a}}"))
        XCTAssertNotEqual(keys("{{a}}"), keys("{{b}}"))
        XCTAssertEqual(keys("plain"), [])
    }

    func testABlockUnitIsComparedWithTheBlocksText() {
        let campaign = """
            campaign: spring-sale
            trigger: session_start
            message:
              type: slideup
              message: "Hi {{${first_name} | default: 'you'}}, {% translation ⟨b⟩offer %}20% off{% endtranslation %}"
            """
        let fr = "locale: fr\ncampaigns:\n  spring-sale:\n    offer: ⟨t⟩\"-20 % {{${city} | default: ''}}\"\n"
        let de = "locale: de\ncampaigns:\n  spring-sale:\n    offer: 20 % Rabatt\n"
        let note = MarkedText(campaign).position("b")
        // The note is at the block's text, just after its opening tag.
        let bodyColumn = note.column + "offer %}".count
        let found = "W904 \(pos(fr, "t")) the `fr` translation of `offer` has `{{${city} | default: ''}}`, which the source lacks"
        XCTAssertEqual(
            run([(campaignPath, campaign), ("proj/translations/de.yaml", de), ("proj/translations/fr.yaml", fr)]),
            ["proj/translations/fr.yaml \(found)\(keep) | note \(note.line):\(bodyColumn): the source text of `offer` is here"])
    }

    /// A campaign of more units than are searched one by one (twelve translation blocks) finds
    /// its units by id as one of a few does: the translated, the untranslated and the unknown.
    func testACampaignOfManyBlockUnitsJoinsItsTranslationsByID() {
        let blocks = (0..<12).map { "{% translation part\($0) %}Part \($0){% endtranslation %}" }.joined(separator: " ")
        let campaign = "campaign: ⟨id⟩many\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"\(blocks)\"\n"
        // Every unit but part3 and part10, in reverse order, and one unknown.
        let translated = (0..<12).reversed().filter { $0 != 3 && $0 != 10 }.map { "    part\($0): Partie \($0)\n" }.joined()
        let fr = "locale: fr\ncampaigns:\n  many:\n" + translated + "    ⟨u⟩part12: Partie 12\n"
        let de = "locale: de\ncampaigns:\n  many:\n" + (0..<12).map { "    part\($0): Teil \($0)\n" }.joined()
        XCTAssertEqual(
            run([("proj/campaigns/many.yaml", campaign), ("proj/translations/de.yaml", de), ("proj/translations/fr.yaml", fr)]),
            [
                "proj/campaigns/many.yaml W902 \(pos(campaign, "id")) `many` has no `fr` translation of 2 units (`part3`, `part10`): users of `fr` see the"
                    + " source text | help: translate them under `many:` in the `fr` translation file",
                "proj/translations/fr.yaml W903 \(pos(fr, "u")) campaign `many` has no translation unit `part12` | help: did you mean `part1`?",
            ])
    }

    func testLiquidInATranslationIsCheckedAsInCampaignsAtItsCharacter() {
        let fr = """
            locale: fr
            campaigns:
              spring-sale:
                message: "Bonjour {{⟨n⟩${first_name} | ⟨f⟩upcase_all}}"
                header: "x ⟨t⟩{% if %}⟨e⟩"
            """
        XCTAssertEqual(
            run([("proj/translations/fr.yaml", fr)]),
            [
                "proj/translations/fr.yaml W806 \(pos(fr, "n")) `${first_name}` has no `default`: users without it see nothing here"
                    + " | help: add a default: `{{ ${first_name} | default: '…' }}`, or show it inside `{% if ${first_name} %}`",
                "proj/translations/fr.yaml E802 \(pos(fr, "f")) unknown Liquid filter `upcase_all`",
                "proj/translations/fr.yaml E801 \(pos(fr, "t")) `{% if %}` is not closed by `{% endif %}` | help: add `{% endif %}` where the block ends"
                    + " | note \(pos(fr, "e")): the field ends here without `{% endif %}`",
                "proj/translations/fr.yaml E801 \(pos(fr, "t")) malformed Liquid: `if` needs a condition: `{% if x == 1 %}`",
            ])
    }

    /// A translation file's anchors get the node paths a search of its tree would give, without
    /// the search (a file of many units would cost a search per unit).
    func testTranslationAnchorsHaveTheNodePathsOfTheirPlaces() throws {
        let text = "locale: fr\ncampaigns:\n  spring-sale:\n    message: Soldes\n    buttons.0.text: Voir\n  welcome: { header: Salut }\n"
        let yaml = YAMLParser.parse(SourceFile(path: "proj/translations/fr.yaml", text: text))
        let compiled = CampaignCompiler(project: Self.project, now: testNow, files: testFiles).compile(yaml)
        let root = try XCTUnwrap(yaml.documents.first?.root)
        let anchors = compiled.analysisFacts.translationAnchors
        XCTAssertEqual(anchors.count, 1 + 2 + 2 * 3)
        for anchor in anchors {
            XCTAssertEqual(anchor.nodePath, root.nodePath(to: anchor.range.start), "\(anchor.range.start)")
            XCTAssertEqual(compiled.anchorPlaces[anchor.range.start.offset]?.nodePath, anchor.nodePath)
        }
    }
}
