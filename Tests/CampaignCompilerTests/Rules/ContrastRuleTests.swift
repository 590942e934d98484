import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W701 and W702 (SPEC §4.5): the header and the message text against the message background,
/// in the light and dark themes as the SDKs resolve them, at AA and AAA; where each points,
/// its notes, help and fix-it.
final class ContrastRuleTests: XCTestCase {
    static let aaa: ProjectSettings = {
        var project = ProjectSettings()
        project.contrastLevel = .aaa
        return project
    }()

    func testTheDarkHeaderTheDarkThemeLeavesOutIsAtTheDarkKey() {
        assertDiagnostics(
            campaign(
                message: """
                    type: modal
                    header: You're close to free shipping
                    message: Add $10 more
                    theme:
                      light: { background: "#FFFFFF", header: ⟨light⟩"#111111" }
                      ⟨dark⟩dark: { background: "#1E1E1E", text: "#EEEEEE" }
                    """),
            [
                Expect(
                    .W701, at: "dark", "header contrast 1.13:1 in the dark theme is below 3:1 (WCAG 2 AA, large text): #111111 on #1E1E1E",
                    help: "add header: \"#696969\" to the dark theme (the closest shade of #111111 that reaches 3:1 on #1E1E1E)",
                    notes: [ExpectNote("the dark theme sets no header: the SDK draws the light theme's #111111", at: "light")])
            ])
        let missing = compileYAML(
            campaign(message: "type: modal\nheader: H\nmessage: M\ntheme: { light: { header: \"#111\" }, dark: { background: \"#1E1E1E\", text: \"#FFF\" } }"))
        XCTAssertEqual(missing.diagnostics.map(\.code), [.W701])
        XCTAssertEqual(fixIts(of: missing), [[]], "no fix-it where the key is missing")
    }

    func testAWrittenTextColourIsAtItsValueWithANotSafeFixIt() throws {
        let marked = campaign(
            message: """
                type: modal
                message: Add $10 more
                theme:
                  light: { text: ⟨v⟩"#999999" }
                """)
        assertDiagnostics(
            marked,
            [
                Expect(
                    .W702, at: "v", "message text contrast 2.84:1 in the light theme is below 4.5:1 (WCAG 2 AA): #999999 on #FFFFFF",
                    help: "use \"#767676\" (the closest shade of #999999 that reaches 4.5:1 on #FFFFFF)",
                    notes: [ExpectNote("no theme sets background: the SDK's default #FFFFFF")])
            ])
        let fixIt = try XCTUnwrap(compileYAML(marked).diagnostics.first?.fixIts.first)
        XCTAssertEqual(fixIt.message, "replace `\"#999999\"` with `\"#767676\"`")
        XCTAssertEqual(fixIt.replacement, "\"#767676\"")
        XCTAssertFalse(fixIt.safe)
        let position = MarkedText(marked).position("v")
        XCTAssertEqual(
            [fixIt.range.start.line, fixIt.range.start.column, fixIt.range.end.offset - fixIt.range.start.offset], [position.line, position.column, 9])
    }

    func testTheFixItKeepsSingleQuotes() {
        let compiled = compileYAML(campaign(message: "type: modal\nmessage: Hi\ntheme: { light: { text: '#999' } }"))
        XCTAssertEqual(fixIts(of: compiled), [["replace `'#999'` with `'#767676'` → '#767676'"]])
    }

    func testADefaultThatFailsAtAAAIsAtTheValueOfTypeWithoutATheme() {
        assertDiagnostics(
            campaign(message: "type: ⟨t⟩slideup\nmessage: Your order is on its way"),
            [
                Expect(
                    .W702, at: "t", "message text contrast 6.48:1 in the light theme is below 7:1 (WCAG 2 AAA): #555555 on #EFEFEF",
                    help: "add text: \"#505050\" to the light theme (the closest shade of #555555 that reaches 7:1 on #EFEFEF)",
                    notes: [ExpectNote("no theme sets text: the SDK's default #555555"), ExpectNote("no theme sets background: the SDK's default #EFEFEF")])
            ], project: Self.aaa)
    }

    func testWithoutALightThemeTheLightCheckIsAtTheThemeKey() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\n⟨theme⟩theme:\n  dark: { text: \"#EEEEEE\", background: \"#111111\" }"),
            [
                Expect(
                    .W702, at: "theme", "message text contrast 6.48:1 in the light theme is below 7:1 (WCAG 2 AAA): #555555 on #EFEFEF",
                    help: "add text: \"#505050\" to the light theme (the closest shade of #555555 that reaches 7:1 on #EFEFEF)",
                    notes: [
                        ExpectNote("the light theme sets no text: the SDK's default #555555"),
                        ExpectNote("the light theme sets no background: the SDK's default #EFEFEF"),
                    ])
            ], project: Self.aaa)
    }

    func testALightThemeWithoutTheKeyIsAtTheLightKey() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\ntheme:\n  ⟨light⟩light: { background: ⟨bg⟩\"#EFEFEF\" }"),
            [
                Expect(
                    .W702, at: "light", "message text contrast 6.48:1 in the light theme is below 7:1 (WCAG 2 AAA): #555555 on #EFEFEF",
                    help: "add text: \"#505050\" to the light theme (the closest shade of #555555 that reaches 7:1 on #EFEFEF)",
                    notes: [ExpectNote("no theme sets text: the SDK's default #555555")])
            ], project: Self.aaa)
    }

    func testADarkCheckDrawnLikeTheLightOneIsReportedOnce() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme:\n  light: { text: ⟨v⟩\"#999999\" }\n  dark: { background: \"#FFFFFF\", header: \"#000000\" }"),
            [
                Expect(
                    .W702, at: "v", "message text contrast 2.84:1 in the light theme is below 4.5:1 (WCAG 2 AA): #999999 on #FFFFFF",
                    help: "use \"#767676\" (the closest shade of #999999 that reaches 4.5:1 on #FFFFFF)",
                    notes: [ExpectNote("the light theme sets no background: the SDK's default #FFFFFF")])
            ])
    }

    func testWithoutADarkThemeTheDarkCheckIsTheLightCheck() {
        let compiled = compileYAML(campaign(message: "type: modal\nheader: H\nmessage: Hi\ntheme: { light: { text: \"#999999\", header: \"#EEEEEE\" } }"))
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.W702, .W701], "in report order: the text value comes first")
        XCTAssertEqual(compiled.diagnostics.filter { $0.message.contains("dark theme") }, [])
    }

    func testBothThemesFailDifferently() {
        assertDiagnostics(
            campaign(
                message: """
                    type: slideup
                    message: Hi
                    theme:
                      light: { text: ⟨light⟩"#AAAAAA" }
                      dark: { background: "#000000", text: ⟨dark⟩"#333333" }
                    """),
            [
                Expect(
                    .W702, at: "light", "message text contrast 2.02:1 in the light theme is below 4.5:1 (WCAG 2 AA): #AAAAAA on #EFEFEF",
                    help: "use \"#6C6C6C\" (the closest shade of #AAAAAA that reaches 4.5:1 on #EFEFEF)",
                    notes: [ExpectNote("the light theme sets no background: the SDK's default #EFEFEF")]),
                Expect(
                    .W702, at: "dark", "message text contrast 1.66:1 in the dark theme is below 4.5:1 (WCAG 2 AA): #333333 on #000000",
                    help: "use \"#757575\" (the closest shade of #333333 that reaches 4.5:1 on #000000)"),
            ])
    }

    func testTranslucentColoursAreCompositedAndNoted() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme:\n  light: { background: \"#FFFFFF80\", text: ⟨v⟩\"#999999\" }"),
            [
                Expect(
                    .W702, at: "v", "message text contrast 1.35:1 in the light theme is below 4.5:1 (WCAG 2 AA): #999999 on #B3B3B3",
                    help: "use \"#454545\" (the closest shade of #999999 that reaches 4.5:1 on #B3B3B3)",
                    notes: [ExpectNote("#333333BF over #FFFFFF is #666666"), ExpectNote("#FFFFFF80 over #666666 is #B3B3B3")])
            ])
    }

    func testATranslucentTextIsNotedAndShadedAsDrawn() {
        assertDiagnostics(
            campaign(message: "type: full\nimage: https://cdn.example.com/a.png\nmessage: Hi\ntheme:\n  light: { text: ⟨v⟩\"#00000040\" }"),
            [
                Expect(
                    .W702, at: "v", "message text contrast 1.83:1 in the light theme is below 4.5:1 (WCAG 2 AA): #BFBFBF on #FFFFFF",
                    help: "use \"#767676\" (the closest shade of #BFBFBF that reaches 4.5:1 on #FFFFFF)",
                    notes: [ExpectNote("no theme sets background: the SDK's default #FFFFFF"), ExpectNote("#00000040 over #FFFFFF is #BFBFBF")])
            ])
    }

    func testAValueBroughtInByAnAliasIsReportedWhereItIsWritten() {
        assertDiagnostics(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    theme:
                      light: &grey { text: ⟨v⟩"#999999" }
                      dark: { <<: *grey, background: "#FFFFFF" }
                    """),
            [
                Expect(
                    .W702, at: "v", "message text contrast 2.84:1 in the light theme is below 4.5:1 (WCAG 2 AA): #999999 on #FFFFFF",
                    help: "use \"#767676\" (the closest shade of #999999 that reaches 4.5:1 on #FFFFFF)",
                    notes: [ExpectNote("the light theme sets no background: the SDK's default #FFFFFF")])
            ])
    }

    func testAMergedDarkValueIsReportedAtItsAnchor() {
        assertDiagnostics(
            campaign(
                message: """
                    type: slideup
                    message: Hi
                    theme:
                      light: &light { text: ⟨v⟩"#333333" }
                      dark: { <<: *light, background: "#000000" }
                    """),
            [
                Expect(
                    .W702, at: "v", "message text contrast 1.66:1 in the dark theme is below 4.5:1 (WCAG 2 AA): #333333 on #000000",
                    help: "use \"#757575\" (the closest shade of #333333 that reaches 4.5:1 on #000000)")
            ])
    }

    func testHTMLMessagesAndTheImageOnlyLayoutsTextsAreNotChecked() {
        assertClean(campaign(message: "type: html\nhtml: <p>Hi</p>\ntheme: { light: { background: \"#FFFFFF\", text: \"#FFFFFF\" } }"))
        assertClean(
            campaign(
                message:
                    "type: modal\nlayout: image_only\nimage: https://cdn.example.com/a.png\nimage_alt: A\nheader: H\ntheme: { light: { header: \"#FFFFFF\" } }"
            ))
    }

    func testAColourThatFailedToDecodeIsNotCheckedInItsPlace() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme: { light: { background: \"#222\" }, dark: { text: ⟨v⟩\"#GGG\" } }"),
            [Expect(.E106, at: "v", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found the string \"#GGG\"")])
    }

    /// Each fix-it as `title → replacement`, per diagnostic.
    func fixIts(of compiled: CompiledFile) -> [[String]] {
        compiled.diagnostics.map { $0.fixIts.map { $0.message + " → " + $0.replacement } }
    }
}
