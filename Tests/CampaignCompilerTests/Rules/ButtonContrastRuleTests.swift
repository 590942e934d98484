import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W703 (SPEC §4.5): each button's text against the button's background, in the light theme
/// (its `style`, else the defaults) and in the dark theme (`theme.dark.buttons[i]`, else its
/// style, else the defaults); where it points, its notes and the background shade in its help.
final class ButtonContrastRuleTests: XCTestCase {
    private static let buttonNote = ExpectNote("the dark theme sets no text for button 1: the SDK draws its style's #FFFFFF", at: "text")

    func testAWrittenButtonTextIsAtItsValueWithTheBackgroundShade() {
        let marked = campaign(
            message: """
                type: modal
                message: Hi
                buttons:
                  - text: Check out
                    style: { background: "#3A7BD5", text: ⟨v⟩"#FFFFFF" }
                """)
        assertDiagnostics(
            marked,
            [
                Expect(
                    .W703, at: "v", "button 1 text contrast 4.22:1 in the light theme is below 4.5:1 (WCAG 2 AA): #FFFFFF on #3A7BD5",
                    help: "use \"#101010\" (the closest shade of #FFFFFF that reaches 4.5:1 on #3A7BD5), or background \"#3776CD\"")
            ])
        XCTAssertEqual(compileYAML(marked).diagnostics.first?.fixIts.map(\.message), ["replace `\"#FFFFFF\"` with `\"#101010\"`"])
    }

    func testAStyleWithoutTextIsAtTheStyleKey() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - text: Go\n    ⟨style⟩style: { background: \"#5AA0E6\" }"),
            [
                Expect(
                    .W703, at: "style", "button 1 text contrast 2.76:1 in the light theme is below 4.5:1 (WCAG 2 AA): #FFFFFF on #5AA0E6",
                    help: "add text: \"#343434\" to button 1's style (the closest shade of #FFFFFF that reaches 4.5:1 on #5AA0E6), or background \"#457AB0\"",
                    notes: [ExpectNote("button 1's style sets no text: the SDK's default #FFFFFF")])
            ])
    }

    func testAButtonWithoutAStyleIsAtTheButtonAtAAA() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨b⟩text: Go"),
            [
                Expect(
                    .W703, at: "b", "button 1 text contrast 4.53:1 in the light theme is below 7:1 (WCAG 2 AAA): #FFFFFF on #1B78CF",
                    help: "no shade of #FFFFFF reaches 7:1 on #1B78CF; change the other colour, such as background \"#145A9C\"",
                    notes: [
                        ExpectNote("button 1's style sets no text: the SDK's default #FFFFFF"),
                        ExpectNote("button 1's style sets no background: the SDK's default #1B78CF"),
                    ])
            ], project: ContrastRuleTests.aaa)
    }

    func testADarkEntryWithoutTextIsAtTheEntry() {
        assertDiagnostics(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    buttons:
                      - text: Go
                        style: { background: "#1B78CF", text: ⟨text⟩"#FFFFFF" }
                    theme:
                      dark:
                        background: "#1E1E1E"
                        text: "#EEEEEE"
                        buttons: [ ⟨entry⟩{ background: "#3A7BD5" } ]
                    """),
            [
                Expect(
                    .W703, at: "entry", "button 1 text contrast 4.22:1 in the dark theme is below 4.5:1 (WCAG 2 AA): #FFFFFF on #3A7BD5",
                    help:
                        "add text: \"#101010\" to button 1 of the dark theme's buttons (the closest shade of #FFFFFF that reaches 4.5:1 on #3A7BD5), or background \"#3776CD\"",
                    notes: [Self.buttonNote])
            ])
    }

    func testWithoutADarkEntryTheDarkCheckIsAtTheDarkKey() {
        assertDiagnostics(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    buttons:
                      - text: Go
                        style: { background: ⟨bg⟩"#FFFFFF00", text: ⟨text⟩"#1B78CF" }
                    theme:
                      light: { background: "#FFFFFF" }
                      ⟨dark⟩dark: { background: "#1E1E1E", text: "#EEEEEE" }
                    """),
            [
                Expect(
                    .W703, at: "dark", "button 1 text contrast 3.67:1 in the dark theme is below 4.5:1 (WCAG 2 AA): #1B78CF on #1E1E1E",
                    help:
                        "add text: \"#3789D5\" to button 1 of the dark theme's buttons (the closest shade of #1B78CF that reaches 4.5:1 on #1E1E1E), or background \"#040404\"",
                    notes: [
                        ExpectNote("the dark theme sets no text for button 1: the SDK draws its style's #1B78CF", at: "text"),
                        ExpectNote("the dark theme sets no background for button 1: the SDK draws its style's #FFFFFF00", at: "bg"),
                        ExpectNote("#FFFFFF00 over #1E1E1E is #1E1E1E"),
                    ])
            ])
    }

    func testAMergedStyleIsReportedAtTheAnchor() {
        assertDiagnostics(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    buttons:
                      - text: A
                        style: &brand { background: "#2D6CC0", text: "#FFFFFF" }
                      - text: B
                        style: { <<: *brand, background: "#5AA0E6" }
                    """
            ).replacingOccurrences(of: "text: \"#FFFFFF\" }", with: "text: ⟨v⟩\"#FFFFFF\" }"),
            [
                Expect(
                    .W703, at: "v", "button 2 text contrast 2.76:1 in the light theme is below 4.5:1 (WCAG 2 AA): #FFFFFF on #5AA0E6",
                    help: "use \"#343434\" (the closest shade of #FFFFFF that reaches 4.5:1 on #5AA0E6), or background \"#457AB0\"")
            ])
    }

    func testATranslucentButtonOnTheImageOfAnImageOnlyMessageIsNotChecked() {
        assertClean(
            campaign(
                message: """
                    type: modal
                    layout: image_only
                    image: https://cdn.example.com/a.png
                    image_alt: Summer
                    buttons: [ { text: Go, style: { background: "#1B78CF80" } } ]
                    """))
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons: [ { text: Go, ⟨b⟩style: { background: \"#1B78CF80\" } } ]"),
            [
                Expect(
                    .W703, at: "b", "button 1 text contrast 2.01:1 in the light theme is below 4.5:1 (WCAG 2 AA): #FFFFFF on #8DBBE7",
                    help: "add text: \"#484848\" to button 1's style (the closest shade of #FFFFFF that reaches 4.5:1 on #8DBBE7), or background \"#5B7996\"",
                    notes: [
                        ExpectNote("button 1's style sets no text: the SDK's default #FFFFFF"),
                        ExpectNote("#1B78CF80 over #FFFFFF is #8DBBE7"),
                    ])
            ])
    }
}
