import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

/// (v3) Dark themes are written complete (SPEC §6): `themes.dark` holds every colour key either
/// theme writes (the dark value, else the light one) and every button's three colours, so a
/// device draws what SPEC §4.5 checks whatever its SDK does with a partial dark theme.
final class CompleteDarkThemeTests: XCTestCase {
    private func themes(_ message: Message) -> JSONValue? {
        InAppMessageMapping(triggerID: "t", delay: .zero).value(of: message)["themes"]
    }

    private func modal(buttons: [Button] = [], theme: Theme) -> Message {
        .modal(ImmersiveMessage(common: Fixture.common(.modal, theme: theme), header: Fixture.at("H"), message: Fixture.at("B"), buttons: buttons))
    }

    func testKeysTheDarkThemeLeavesOutAreTheLightOnes() {
        let theme = Theme(
            light: ThemeColours(background: Fixture.colour("#FFFFFF"), header: Fixture.colour("#111111"), frame: Fixture.colour("#00000080")),
            dark: ThemeColours(background: Fixture.colour("#1E1E1E"), text: Fixture.colour("#EEEEEE")))
        // bg and text from dark; header #111111 and frame #00000080 from light; no close button,
        // icon or icon background: neither theme writes them.
        XCTAssertJSON(
            themes(modal(theme: theme)),
            #"{"dark":{"bg_color":4280163870,"frame_color":2147483648,"header_text_color":4279308561,"text_color":4293848814}}"#)
    }

    func testEveryButtonHasItsThreeColours() {
        let styled = Fixture.button(
            "A", id: 0, style: ButtonStyle(background: Fixture.colour("#FFFFFF"), text: Fixture.colour("#1B78CF"), border: Fixture.colour("#00FF00")))
        let plain = Fixture.button("B", id: 1)
        let dark = ThemeColours(buttons: [ButtonStyle(background: Fixture.colour("#2D6CC0"))])
        // Button 1: its dark background, its style's text and border. Button 2: the defaults,
        // the border its background.
        XCTAssertJSON(
            themes(modal(buttons: [styled, plain], theme: Theme(dark: dark))),
            #"{"dark":{"btns":[{"bg_color":4281167040,"border_color":4278255360,"text_color":4279990479},"#
                + #"{"bg_color":4279990479,"border_color":4279990479,"text_color":4294967295}]}}"#)
    }

    func testTheDarkThemeIsWhatTheChecksResolve() {
        let theme = Theme(light: ThemeColours(text: Fixture.colour("#333333")), dark: ThemeColours(icon: Fixture.colour("#FFFFFF")))
        let message = modal(buttons: [Fixture.button("A", id: 0)], theme: theme)
        let resolved = ResolvedTheme(message: message, appearance: .dark)
        let dark = themes(message)?.objectValue?["dark"]?.objectValue
        XCTAssertEqual(dark?["text_color"], InAppMessageMapping.value(of: resolved.text.colour))
        XCTAssertEqual(dark?["icon_color"], InAppMessageMapping.value(of: resolved[.icon].colour))
        XCTAssertEqual(dark?["btns"]?.arrayValue?.first?.objectValue?["bg_color"], InAppMessageMapping.value(of: resolved.buttons[0].background.colour))
        XCTAssertNil(dark?["bg_color"], "neither theme writes the background")
    }

    func testWithoutADarkThemeThereIsNone() {
        XCTAssertNil(themes(modal(buttons: [Fixture.button("A", id: 0)], theme: Theme(light: ThemeColours(text: Fixture.colour("#333333"))))))
    }
}
