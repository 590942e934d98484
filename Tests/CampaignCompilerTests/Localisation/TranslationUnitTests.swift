import CampaignModel
import XCTest

@testable import CampaignCompiler

/// A campaign's implicit translation units (SPEC §16.2): one per visible text field, named by
/// its path, and none with `localise: false`.
final class TranslationUnitTests: XCTestCase {
    private func units(_ marked: String) -> [String] {
        let campaigns = assertClean(marked)
        return campaigns.first.map { $0.translationUnits.map { "\($0.id)=\($0.text.value)" } } ?? ["(no campaign)"]
    }

    func testEachVisibleFieldIsAUnitInFieldOrder() {
        let modal = [
            "type: modal", "header: Spring", "message: 20% off", "image_alt: Shoes", "image: https://cdn.example.com/a.png",
            "buttons: [ { text: Shop }, { text: Later } ]",
        ].joined(separator: "\n")
        XCTAssertEqual(
            units(campaign(message: modal)), ["header=Spring", "message=20% off", "buttons.0.text=Shop", "buttons.1.text=Later", "image_alt=Shoes"])
        XCTAssertEqual(units(campaign(message: "type: slideup\nmessage: Hi")), ["message=Hi"])
    }

    func testTheUnitKeepsItsSourcePosition() throws {
        let marked = campaign(message: "type: slideup\nmessage: ⟨m⟩Hi")
        let unit = try XCTUnwrap(assertClean(marked).first?.translationUnits.first)
        let expected = MarkedText(marked).position("m")
        XCTAssertEqual([unit.text.range.start.line, unit.text.range.start.column], [expected.line, expected.column])
    }

    func testLocaliseFalseOptsOut() {
        XCTAssertEqual(units(campaign(message: "type: slideup\nmessage: Hi", extra: "localise: false\n")), [])
        XCTAssertEqual(units(campaign(message: "type: slideup\nmessage: Hi", extra: "localise: true\n")), ["message=Hi"])
    }

    func testLocaliseIsABoolean() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi", extra: "localise: ⟨v⟩nope\n"),
            [Expect(.E103, at: "v", "expected true or false, found `nope`", help: "write true or false")])
    }
}
