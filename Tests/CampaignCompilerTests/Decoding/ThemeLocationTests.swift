import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// Where a theme's keys and colours are written (SPEC §4.5 "Where"): the `theme`, `light` and
/// `dark` keys, each colour value, a button's `style` key and its values, and the entries of
/// the dark theme's `buttons`; a value brought in by an alias or a merge key is where it is
/// written.
final class ThemeLocationTests: XCTestCase {
    private func message(_ marked: String) throws -> (Message, MarkedText) {
        let source = MarkedText(marked)
        let compiled = compileYAML(marked)
        return (try XCTUnwrap(compiled.campaigns.first?.message, "\(compiled.diagnostics.map(render))"), source)
    }

    private func assertAt(_ range: SourceRange?, _ mark: String, in source: MarkedText, file: StaticString = #filePath, line: UInt = #line) {
        let position = source.position(mark)
        XCTAssertEqual(range.map { [$0.start.line, $0.start.column] }, [position.line, position.column], mark, file: file, line: line)
    }

    func testThemeKeysAndValues() throws {
        let (message, source) = try message(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    ⟨theme⟩theme:
                      ⟨light⟩light: { background: ⟨bg⟩"#FFFFFF", text: ⟨text⟩'#333' }
                      ⟨dark⟩dark:
                        header: ⟨header⟩"#EEEEEE"
                    """))
        let theme = try XCTUnwrap(message.common.theme)
        assertAt(theme.keyRange, "theme", in: source)
        assertAt(theme.light?.keyRange, "light", in: source)
        assertAt(theme.dark?.keyRange, "dark", in: source)
        assertAt(theme.light?.valueRanges[.background], "bg", in: source)
        assertAt(theme.light?.valueRanges[.text], "text", in: source)
        assertAt(theme.dark?.valueRanges[.header], "header", in: source)
        XCTAssertEqual(theme.light?.valueRanges.count, 2)
        XCTAssertEqual(theme.dark?.valueRanges.count, 1)
        XCTAssertEqual(theme.light.flatMap { $0.valueRanges[.text] }.map { $0.end.offset - $0.start.offset }, 6, "quotes included")
    }

    func testButtonStylesAndDarkEntries() throws {
        let (message, source) = try message(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    buttons:
                      - text: A
                        ⟨style⟩style: { text: ⟨text⟩"#FFFFFF" }
                      - ⟨button2⟩text: B
                    theme:
                      dark:
                        buttons: [ ⟨entry⟩{ background: ⟨bg⟩"#2D6CC0" } ]
                    """))
        let buttons = message.buttons
        assertAt(buttons[0].style.range, "style", in: source)
        assertAt(buttons[0].style.valueRanges[.text], "text", in: source)
        XCTAssertNil(buttons[1].style.range, "no style")
        assertAt(buttons[1].range, "button2", in: source)
        let entry = try XCTUnwrap(message.common.theme?.dark?.buttons.first)
        assertAt(entry.range, "entry", in: source)
        assertAt(entry.valueRanges[.background], "bg", in: source)
    }

    func testAliasesAndMergeKeysAreWhereTheValueIsWritten() throws {
        let (message, source) = try message(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    buttons:
                      - text: A
                        style: &brand { background: ⟨bg⟩"#1B78CF", text: ⟨text⟩"#FFFFFF" }
                      - text: B
                        style: { <<: *brand, text: ⟨own⟩"#FFFFFE" }
                    theme:
                      light: &light { header: ⟨header⟩"#111111" }
                      ⟨dark⟩dark: *light
                    """))
        let buttons = message.buttons
        assertAt(buttons[1].style.valueRanges[.background], "bg", in: source)
        assertAt(buttons[1].style.valueRanges[.text], "own", in: source)
        assertAt(buttons[0].style.valueRanges[.text], "text", in: source)
        let theme = try XCTUnwrap(message.common.theme)
        assertAt(theme.dark?.keyRange, "dark", in: source)
        assertAt(theme.dark?.valueRanges[.header], "header", in: source)
    }
}

extension ThemeColours {
    /// The colours alone, without where they are written (for comparing with values built in code).
    var unlocated: ThemeColours {
        ThemeColours(
            background: background, text: text, header: header, closeButton: closeButton, frame: frame, icon: icon, iconBackground: iconBackground,
            buttons: buttons.map(\.unlocated)
        )
    }
}

extension ButtonStyle {
    /// The colours alone, without where they are written.
    var unlocated: ButtonStyle { ButtonStyle(background: background, text: text, border: border) }
}
