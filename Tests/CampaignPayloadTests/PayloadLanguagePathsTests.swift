import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

/// The inverse table of the payload mapping (`PayloadLanguagePaths`, SPEC §5.1): every key the
/// payload schema allows — the keys the payload writer can emit, since the schema checks close
/// every object — has an entry, and the entries name only keys the schema allows.
final class PayloadLanguagePathsTests: XCTestCase {
    private var definitions: [String: JSONValue] { PayloadSchema.value["$defs"]?.objectValue ?? [:] }

    private func properties(_ schema: JSONValue?) -> Set<String> {
        Set(schema?["properties"]?.objectValue?.keys.map { $0 } ?? [])
    }

    private func keys(_ table: [PayloadLanguagePaths.Entry]) -> Set<String> {
        Set(table.flatMap(\.keys))
    }

    func testEveryTriggerObjectKeyHasAnEntry() {
        XCTAssertEqual(keys(PayloadLanguagePaths.triggerObject), properties(definitions["trigger_object"]))
    }

    func testEveryMessageKeyHasAnEntry() {
        XCTAssertEqual(keys(PayloadLanguagePaths.message), properties(definitions["in_app_message"]))
    }

    func testEveryButtonKeyHasAnEntry() {
        XCTAssertEqual(keys(PayloadLanguagePaths.button), properties(definitions["button"]))
        XCTAssertEqual(keys(PayloadLanguagePaths.buttonColours(under: "")), properties(definitions["button_colours"]))
    }

    func testEveryDarkThemeKeyHasAnEntry() {
        XCTAssertEqual(properties(definitions["themes"]), ["dark"])
        XCTAssertEqual(keys(PayloadLanguagePaths.darkTheme), properties(definitions["themes"]?["properties"]?["dark"]))
    }

    func testEveryConditionAndFilterKeyHasAnEntry() {
        let forms = definitions["trigger_condition"]?["oneOf"]?.arrayValue ?? []
        XCTAssertEqual(forms.count, TriggerConditionMapping.conditionTypes.count)
        var types: Set<String> = []
        var dataKeys: Set<String> = []
        for form in forms {
            XCTAssertTrue(properties(form).isSubset(of: PayloadLanguagePaths.conditionKeys))
            if case .string(let type)? = form["properties"]?["type"]?["const"] { types.insert(type) }
            dataKeys.formUnion(properties(form["properties"]?["data"]))
        }
        XCTAssertEqual(types, Set(PayloadLanguagePaths.conditionKinds.keys))
        XCTAssertEqual(dataKeys, Set(PayloadLanguagePaths.conditionDataKeys))
        XCTAssertEqual(properties(definitions["property_filter"]), Set(PayloadLanguagePaths.filterKeys))
    }

    func testEveryTriggerWordIsReadBackFromTheConditionItCompilesTo() {
        for kind in TriggerKind.allCases {
            for filtered in kind.takesFilters ? [false, true] : [false] {
                let type = TriggerConditionMapping.conditionType(of: kind, filtered: filtered)
                XCTAssertTrue(PayloadLanguagePaths.conditionKinds[type, default: []].contains(kind), type)
            }
        }
    }

    func testWordsReadBackAsTheLanguagesWords() {
        XCTAssertEqual(PayloadLanguagePaths.messageTypeWords, ["SLIDEUP": "slideup", "MODAL": "modal", "FULL": "full", "HTML": "html", "HTML_FULL": "html"])
        let layout = PayloadLanguagePaths.message.first { $0.key == "image_style" }?.reading
        XCTAssertEqual(layout, .word(["TOP": "standard", "GRAPHIC": "image_only"]))
        let crop = PayloadLanguagePaths.message.first { $0.key == "crop_type" }?.reading
        XCTAssertEqual(crop, .word(["CENTER_CROP": "fill", "FIT_CENTER": "fit"]))
        XCTAssertEqual(
            PayloadLanguagePaths.message.filter { $0.reading == .colour }.map(\.path),
            [
                "theme.light.background", "theme.light.text", "theme.light.header", "theme.light.close_button", "theme.light.frame",
                "theme.light.icon", "theme.light.icon_background",
            ])
        XCTAssertEqual(PayloadLanguagePaths.buttonColours(under: "style.").map(\.path), ["style.background", "style.text", "style.border"])
    }
}
