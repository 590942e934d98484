import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `theme: { light, dark }`: colours, keys per message type, the dark theme's buttons.
final class ThemeDecodingTests: XCTestCase {
    func testEveryColourOfAModalTheme() throws {
        let campaigns = assertClean(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    buttons: [{text: A}, {text: B}]
                    theme:
                      light: { background: "#FFFFFF", text: "#333333", header: "#111111", close_button: "#999999",
                               frame: "#333333BF", icon: "#fff", icon_background: "#1B78CF" }
                      dark:  { background: "#1E1E1E", text: "#EEEEEE", buttons: [ { background: "#2D6CC0" }, { text: "#FFF", border: "#00000080" } ] }
                    """))
        let theme = try XCTUnwrap(campaigns.first?.message.common.theme)
        XCTAssertEqual(
            theme.light?.unlocated,
            ThemeColours(
                background: Colour(argb: 4_294_967_295), text: Colour(argb: 0xFF33_3333), header: Colour(argb: 0xFF11_1111),
                closeButton: Colour(argb: 0xFF99_9999), frame: Colour(argb: 3_207_803_699), icon: Colour(argb: 4_294_967_295),
                iconBackground: Colour(argb: 4_279_990_479)
            ))
        XCTAssertEqual(
            theme.dark?.unlocated,
            ThemeColours(
                background: Colour(argb: 0xFF1E_1E1E), text: Colour(argb: 0xFFEE_EEEE),
                buttons: [ButtonStyle(background: Colour(argb: 0xFF2D_6CC0)), ButtonStyle(text: Colour(argb: 0xFFFF_FFFF), border: Colour(argb: 0x8000_0000))]
            ))
    }

    func testOnlyOneSideMayBeGiven() throws {
        let campaigns = assertClean(campaign(message: "type: slideup\nmessage: Hi\ntheme: { dark: { close_button: \"#ABC\" } }"))
        let theme = try XCTUnwrap(campaigns.first?.message.common.theme)
        XCTAssertNil(theme.light)
        XCTAssertEqual(theme.dark?.closeButton, Colour(argb: 0xFFAA_BBCC))
    }

    func testKeysOfModalAndFullThemesAreE203OnASlideup() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\ntheme:\n  light: { ⟨h⟩header: \"#111\", ⟨f⟩frame: \"#000\" }\n  dark: { ⟨b⟩buttons: [] }"),
            [
                Expect(.E203, at: "h", "`header` is not allowed on slideup messages; allowed on: modal, full"),
                Expect(.E203, at: "f", "`frame` is not allowed on slideup messages; allowed on: modal, full"),
                Expect(.E203, at: "b", "`buttons` is not allowed on slideup messages; allowed on: modal, full"),
            ])
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p/>\ntheme: { light: { ⟨f⟩frame: \"#000\", background: \"#FFF\" } }"),
            [
                Expect(.E203, at: "f", "`frame` is not allowed on html messages; allowed on: modal, full")
            ])
    }

    func testButtonsAreOnlyInTheDarkTheme() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme: { light: { ⟨b⟩buttons: [] } }"),
            [
                Expect(.E203, at: "b", "`buttons` is not allowed in the light theme; allowed in: dark (the light colours of a button go in its `style`)")
            ])
    }

    func testDarkButtonsAreAtMostTwo() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme: { dark: { buttons: [{}, {}, ⟨b⟩{}] } }"),
            [
                Expect(.E204, at: "b", "a message can have at most two button styles, found 3", help: "remove this entry")
            ])
    }

    func testMalformedColours() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme:\n  light: { background: ⟨a⟩\"#12345\", text: ⟨b⟩red, icon: ⟨c⟩\"#GGG\", frame: ⟨d⟩[1] }"),
            [
                Expect(.E106, at: "a", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found the string \"#12345\""),
                Expect(
                    .E106, at: "b", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found `red`",
                    help: "write a colour as `#RRGGBB` in quotes: red is `\"#FF0000\"`"),
                Expect(.E106, at: "c", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found the string \"#GGG\""),
                Expect(.E103, at: "d", "expected a colour such as `\"#1B78CF\"`, found a list"),
            ])
    }

    func testAPlainHashIsACommentSoTheColourIsMissing() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme:\n  light:\n    background:⟨v⟩ #FFFFFF\n    text: \"#000\""),
            [
                Expect(.E107, at: "v", "`background` needs a value", help: "write the colour in quotes, e.g. `\"#FFFFFF\"`: a plain `#` starts a YAML comment")
            ])
    }

    func testThemeShapesAndUnknownKeys() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme: { ⟨k⟩drak: {}, light: { ⟨c⟩colour: \"#FFF\" } }"),
            [
                Expect(.E101, at: "k", "unknown key `drak`", help: "did you mean `dark`?"),
                Expect(.E101, at: "c", "unknown key `colour`"),
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme: ⟨v⟩dark"),
            [
                Expect(.E103, at: "v", "expected a mapping, found `dark`")
            ])
    }
}
