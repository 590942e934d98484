import CampaignDiagnostics
import XCTest

final class TextRendererColourTests: XCTestCase {
    private let bold = "\u{1B}[1m"
    private let red = "\u{1B}[1;31m"
    private let yellow = "\u{1B}[1;33m"
    private let cyan = "\u{1B}[1;36m"
    private let blue = "\u{1B}[1;34m"
    private let reset = "\u{1B}[0m"

    func testColourOn() {
        let report = DiagnosticReport(diagnostics: [Fixture.e201], sources: [Fixture.e201Source], campaigns: 1)
        let output = TextDiagnosticRenderer(colour: true).render(report)
        let expected =
            "\(bold)Samples/invalid/E201-full-without-image.yaml:6:9:\(reset) \(red)error[E201]\(reset)"
            + "\(bold): a full message needs an image\(reset)\n"
            + "\(blue)   |\(reset)\n"
            + "\(blue) 6 |\(reset)   type: full\n"
            + "\(blue)   |\(reset)         \(red)^~~~\(reset)\n"
            + "\(blue)   =\(reset) \(bold)note\(reset): the SDK discards a full in-app message without an image when it is about to display it\n"
            + "\(blue)   =\(reset) \(bold)help\(reset): add `image: https://…`, or use `type: modal`\n"
            + "\n"
            + "1 error, 0 warnings in 1 file (1 campaign)\n"
        XCTAssertEqual(output, expected)
    }

    func testWarningsAndNotesUseTheirOwnColours() {
        let source = SourceFile(path: "a.yaml", text: "campaign: a\ncampaign_x: 1\n")
        let warning = Fixture.diagnostic(
            .W402, "ambiguous", "a.yaml", 2, 1, 2, 11,
            notes: [Note("other", at: Fixture.location("a.yaml", 1, 1, 1, 9))]
        )
        let report = DiagnosticReport(diagnostics: [warning], sources: [source], campaigns: 1)
        let output = TextDiagnosticRenderer(colour: true).render(report)
        let expected =
            "\(bold)a.yaml:2:1:\(reset) \(yellow)warning[W402]\(reset)\(bold): ambiguous\(reset)\n"
            + "\(blue)   |\(reset)\n"
            + "\(blue) 2 |\(reset) campaign_x: 1\n"
            + "\(blue)   |\(reset) \(yellow)^~~~~~~~~~\(reset)\n"
            + "\(bold)a.yaml:1:1:\(reset) \(cyan)note\(reset): other\n"
            + "\(blue)   |\(reset)\n"
            + "\(blue) 1 |\(reset) campaign: a\n"
            + "\(blue)   |\(reset) \(cyan)^~~~~~~~\(reset)\n"
            + "\n"
            + "0 errors, 1 warning in 1 file (1 campaign)\n"
        XCTAssertEqual(output, expected)
    }

    func testColourOffHasNoEscapes() {
        let report = DiagnosticReport(diagnostics: [Fixture.e201], sources: [Fixture.e201Source], campaigns: 1)
        XCTAssertFalse(TextDiagnosticRenderer().render(report).unicodeScalars.contains("\u{1B}"))
        XCTAssertFalse(TextDiagnosticRenderer(colour: false).render(report).unicodeScalars.contains("\u{1B}"))
    }
}
