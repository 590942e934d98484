import CampaignDiagnostics
import CampaignWorkspace
import Foundation
import XCTest

@testable import CampaignLanguageServer

/// Hover on keys, definition of aliases, document symbols (SPEC §13.6 part 2, §13.9).
final class NavigationTests: XCTestCase {
    /// The text without its `‸`, and the marker's offset.
    private func marked(_ text: String) -> ([UInt8], Int) {
        let parts = text.components(separatedBy: "‸")
        return (Array(parts.joined().utf8), parts[0].utf8.count)
    }

    func testHoverOnAKeyShowsItsSchemaText() throws {
        let (text, offset) = marked("campaign: a\nmessage:\n  ty‸pe: modal\n")
        let found = try XCTUnwrap(KeyHover.hover(text: text, at: offset, file: .campaigns))
        XCTAssertEqual(
            found.text,
            "`slideup`: a small banner sliding in from the top or bottom. `modal`: a dialog in the middle of the screen. `full`: the whole screen, built around an image. `html`: your own HTML document."
        )
        XCTAssertEqual(found.range, 23..<27)
    }

    func testAMessageKeyHasTheSameTextWhateverTheType() throws {
        let (slideup, a) = marked("message:\n  type: slideup\n  hea‸der: x\n")
        let (modal, b) = marked("message: { type: modal, hea‸der: x }\n")
        XCTAssertEqual(KeyHover.hover(text: slideup, at: a, file: .campaigns)?.text, "The title (modal, full).")
        XCTAssertEqual(KeyHover.hover(text: modal, at: b, file: .campaigns)?.text, "The title (modal, full).")
    }

    func testHoverKnowsScenariosListEntriesAndTheProjectFile() {
        let (scenario, s) = marked("scenario: s\nsteps:\n  - expect:\n      vis‸ible: a\n")
        XCTAssertEqual(KeyHover.hover(text: scenario, at: s, file: .campaigns)?.text, "This campaign is on screen now (`none`: nothing).")
        let (filter, f) = marked("trigger:\n  custom_event: a\n  filters:\n    - prop‸erty: x\n")
        XCTAssertEqual(KeyHover.hover(text: filter, at: f, file: .campaigns)?.text, "The name of the event or purchase property to compare.")
        let (project, p) = marked("assets:\n  base_‸url: https://cdn.example.com/\n")
        XCTAssertEqual(KeyHover.hover(text: project, at: p, file: .project)?.text.hasPrefix("The https URL local images are published under"), true)
    }

    func testNoHoverOnAnUnknownKeyOrAValue() {
        let (unknown, u) = marked("campaign: a\nmesage‸: x\n")
        XCTAssertNil(KeyHover.hover(text: unknown, at: u, file: .campaigns))
        let (value, v) = marked("priority: hi‸gh\n")
        XCTAssertNil(KeyHover.hover(text: value, at: v, file: .campaigns))
    }

    func testAnAliasGoesToTheNearestAnchorBeforeItInItsDocument() throws {
        let text = "theme: &t { light: { text: \"#000\" } }\n---\ntheme: &t { light: { text: \"#111\" } }\nbutton_style: &t\nmessage:\n  theme: *‸t\n"
        let (bytes, offset) = marked(text)
        let anchor = try XCTUnwrap(AnchorDefinition.anchor(in: bytes, at: offset))
        XCTAssertEqual(String(decoding: bytes[anchor], as: UTF8.self), "&t")
        XCTAssertEqual(anchor.lowerBound, Array(text.utf8).indices.filter { Array(text.utf8)[$0] == UInt8(ascii: "&") }[2])
    }

    func testAnchorsInListsAndFlowAndNoneForAnUnknownAlias() throws {
        let (list, l) = marked("buttons:\n  - &save { text: Save }\n  - *sa‸ve\n")
        XCTAssertEqual(AnchorDefinition.anchor(in: list, at: l).map { String(decoding: list[$0], as: UTF8.self) }, "&save")
        let (flow, f) = marked("a: [ &x 1, *x‸ ]\n")
        XCTAssertEqual(AnchorDefinition.anchor(in: flow, at: f).map { String(decoding: flow[$0], as: UTF8.self) }, "&x")
        let (quoted, q) = marked("a: \"&x\"\nb: *x‸\n")
        XCTAssertNil(AnchorDefinition.anchor(in: quoted, at: q))
        let (plain, p) = marked("a: &x 1\nb: no alias‸ here\n")
        XCTAssertNil(AnchorDefinition.anchor(in: plain, at: p))
    }

    func testDocumentSymbolsOfACampaignFile() throws {
        let text = """
            campaign: cart-upsell
            trigger: { custom_event: added_to_cart, filters: [ { property: total, greater_than: 50 } ] }
            message: { type: modal, message: Hi }
            ---
            scenario: s1
            start: 2026-03-01T00:00:00Z
            steps: [ session_start ]
            ---
            name: no id
            message: { type: full, typo: 1 }

            """
        // As the analysis makes them: the check's own tree and campaigns (its product, `FileFacts`).
        let context = CheckContext(project: .none(root: "/w"), settings: CompilationSettings(now: 0, workingDirectory: "/w"))
        let symbols = context.checkFile(SourceFile(path: "/w/a.yaml", text: text), keeper: .fileFacts).product.symbols
        XCTAssertEqual(symbols.map(\.name), ["cart-upsell", "s1", "(no id)"])
        XCTAssertEqual(symbols.map(\.kind), [19, 12, 19])
        XCTAssertEqual(symbols.map(\.detail), ["modal · custom event added_to_cart where total > 50", "scenario", "full"])
        XCTAssertEqual(symbols[0].children.map(\.name), ["campaign", "trigger", "message"])
        XCTAssertEqual(symbols[0].children.map(\.kind), [20, 20, 20])
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[symbols[0].selectionRange], as: UTF8.self), "cart-upsell")
        XCTAssertEqual(String(decoding: bytes[symbols[0].children[0].range], as: UTF8.self), "campaign: cart-upsell")
        XCTAssertEqual(String(decoding: bytes[symbols[0].children[0].selectionRange], as: UTF8.self), "campaign")
        XCTAssertEqual(symbols[2].selectionRange, symbols[2].range.lowerBound..<symbols[2].range.lowerBound)
    }

    func testTheVariantsOfACampaignAreChildrenOfItsVariantsKey() throws {
        let text = """
            campaign: sale
            trigger: session_start
            variants:
              - { name: short-copy, percent: 45, message: { type: slideup, message: A } }
              - { name: long-copy, percent: 45, message: { type: modal, message: B } }
              - { percent: 5 }
            control: 5

            """
        let context = CheckContext(project: .none(root: "/w"), settings: CompilationSettings(now: 0, workingDirectory: "/w"))
        let symbols = context.checkFile(SourceFile(path: "/w/a.yaml", text: text), keeper: .fileFacts).product.symbols
        XCTAssertEqual(symbols[0].children.map(\.name), ["campaign", "trigger", "variants", "control"])
        let variants = symbols[0].children[2].children
        XCTAssertEqual(variants.map(\.name), ["short-copy", "long-copy", "(no name)"])
        XCTAssertEqual(variants.map(\.detail), ["45% · slideup", "45% · modal", "5%"])
        XCTAssertEqual(variants.map(\.kind), [20, 20, 20])
        let bytes = Array(text.utf8)
        XCTAssertEqual(String(decoding: bytes[variants[1].selectionRange], as: UTF8.self), "long-copy")
        XCTAssertEqual(symbols[0].children[3].children, [])
    }

    func testAProjectFileHasItsTopLevelKeysOnly() {
        let project = LoadedProject(SourceFile(path: "/w/campaignc.yaml", text: "assets:\n  base_url: https://a/\nexclude: [drafts]\n"), root: "/w")
        let symbols = DocumentSymbols.symbols(of: project)
        XCTAssertEqual(symbols.map(\.name), ["assets", "exclude"])
        XCTAssertEqual(symbols.map(\.kind), [20, 20])
    }
}
