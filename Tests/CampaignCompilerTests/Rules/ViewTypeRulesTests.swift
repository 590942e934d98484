import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// Custom view contracts (SPEC §2.7): E503, E504, E505, E506.
final class ViewTypeRulesTests: XCTestCase {
    static let project = ProjectSettings(viewTypes: [
        ViewTypeContract(name: "picker", messageTypes: [.modal], requiredExtras: ["attribute_key"], messageFormat: .commaList),
        ViewTypeContract(name: "toggle_list", messageTypes: [.full, .modal], requiredExtras: ["attribute_key", "default"], messageFormat: .commaList),
        ViewTypeContract(name: "banner", messageTypes: [.slideup]),
    ])
    static let commaHelp = "write at least two items separated by \", \", e.g. `Arsenal, Chelsea, Liverpool`: the app splits `message` there"
    static let commaMessage = "view type `picker` needs `message` to be at least two non-empty items separated by `, `"

    func testAMessageThatKeepsItsContract() {
        assertClean(
            campaign(message: "type: modal\nmessage: Arsenal, Chelsea, Liverpool\nextras: { view_type: picker, attribute_key: favorite_team }"),
            project: Self.project)
        assertClean(campaign(message: "type: slideup\nmessage: Anything at all\nextras: { view_type: banner }"), project: Self.project)
    }

    func testUndeclaredViewTypeIsE503() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: A, B\nextras: { view_type: ⟨v⟩pickr, attribute_key: k }"),
            [
                Expect(.E503, at: "v", "view type `pickr` is not declared in the project file", help: "did you mean `picker`?")
            ], project: Self.project)
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: A, B\nextras: { view_type: ⟨v⟩carousel }"),
            [
                Expect(
                    .E503, at: "v", "view type `carousel` is not declared in the project file", help: "declared view types: `picker`, `toggle_list`, `banner`")
            ], project: Self.project)
    }

    func testMessageTypeNotInTheContractIsE504() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: A, B\nextras: { view_type: ⟨v⟩picker, attribute_key: k }"),
            [
                Expect(.E504, at: "v", "view type `picker` is not allowed on slideup messages; allowed on: modal")
            ], project: Self.project)
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p/>\nextras: { view_type: ⟨v⟩toggle_list, attribute_key: k, default: x }"),
            [
                Expect(.E504, at: "v", "view type `toggle_list` is not allowed on html messages; allowed on: full, modal"),
                Expect(.E506, at: "v", "view type `toggle_list` needs `message` to be at least two non-empty items separated by `, `", help: Self.commaHelp),
            ], project: Self.project)
    }

    func testEachMissingRequiredExtraIsE505AtTheExtrasKey() {
        assertDiagnostics(
            campaign(message: "type: full\nimage: https://cdn.example.com/a.png\nmessage: A, B\n⟨k⟩extras: { view_type: toggle_list }"),
            [
                Expect(.E505, at: "k", "view type `toggle_list` needs the extra `attribute_key`", help: "add `attribute_key: …` to `extras`"),
                Expect(.E505, at: "k", "view type `toggle_list` needs the extra `default`", help: "add `default: …` to `extras`"),
            ], project: Self.project)
    }

    func testCommaListIsE506AtTheMessage() {
        for text in ["Arsenal", "Arsenal,Chelsea", "\"Arsenal, \"", "Arsenal;  Chelsea", "\"Arsenal, , Chelsea\""] {
            assertDiagnostics(
                campaign(message: "type: modal\nmessage: ⟨m⟩\(text)\nextras: { view_type: picker, attribute_key: team }"),
                [
                    Expect(.E506, at: "m", Self.commaMessage, help: Self.commaHelp)
                ], project: Self.project)
        }
    }

    func testCommaListWithoutAMessage() {
        assertDiagnostics(
            campaign(
                message:
                    "type: modal\nlayout: image_only\nimage: https://cdn.example.com/a.png\nimage_alt: A\nextras: { view_type: ⟨v⟩picker, attribute_key: team }"
            ),
            [
                Expect(.E506, at: "v", Self.commaMessage, help: Self.commaHelp)
            ], project: Self.project)
    }

    func testAllContractProblemsAtOnce() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: ⟨m⟩Arsenal\n⟨k⟩extras: { view_type: ⟨v⟩picker }"),
            [
                Expect(.E506, at: "m", Self.commaMessage, help: Self.commaHelp),
                Expect(.E505, at: "k", "view type `picker` needs the extra `attribute_key`", help: "add `attribute_key: …` to `extras`"),
                Expect(.E504, at: "v", "view type `picker` is not allowed on slideup messages; allowed on: modal"),
            ], project: Self.project)
    }

    func testNoContractsMeansNoChecks() {
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nextras: { view_type: anything }"))
    }

    func testMessagesWithoutViewTypeAreNotChecked() {
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nextras: { attribute_key: x }"), project: Self.project)
        assertClean(campaign(message: "type: slideup\nmessage: Hi"), project: Self.project)
    }
}
