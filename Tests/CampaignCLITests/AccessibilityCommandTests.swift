import CampaignTestSupport
import Foundation
import XCTest

/// The accessibility checks W701–W704 through the built executable (SPEC §4.5): the exact
/// report of `validate`, the project's level, `--warnings-as-errors`, `test` reporting them too,
/// and the complete dark theme `compile` writes (SPEC §6).
final class AccessibilityCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let cart = """
        campaign: cart
        trigger: { custom_event: added_to_cart }
        message:
          type: modal
          header: You're close to free shipping
          message: Add $10 more
          buttons:
            - text: Go
              style: { background: "#1B78CF", text: "#FFFFFF" }
          theme:
            light: { background: "#FFFFFF", header: "#111111", close_button: "#999999" }
            dark: { background: "#1E1E1E", text: "#EEEEEE" }

        """

    private static let report = """
        cart.yaml:12:5: warning[W701]: header contrast 1.13:1 in the dark theme is below 3:1 (WCAG 2 AA, large text): #111111 on #1E1E1E
            |
         12 |     dark: { background: "#1E1E1E", text: "#EEEEEE" }
            |     ^~~~
            = help: add header: "#696969" to the dark theme (the closest shade of #111111 that reaches 3:1 on #1E1E1E)
        cart.yaml:11:45: note: the dark theme sets no header: the SDK draws the light theme's #111111
            |
         11 |     light: { background: "#FFFFFF", header: "#111111", close_button: "#999999" }
            |                                             ^~~~~~~~~


        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("c/cart.yaml", Self.cart)
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments, in: URL(fileURLWithPath: folder.path("c")))
    }

    func testValidateReportsTheDarkHeader() throws {
        XCTAssertEqual(
            try run(["validate", "cart.yaml"]),
            ProcessOutput(status: 0, standardOutput: Self.report + "0 errors, 1 warning in 1 file (1 campaign)\n", standardError: ""))
        XCTAssertEqual(try run(["validate", "cart.yaml", "--warnings-as-errors"]).status, 1)
    }

    func testTheProjectLevelAndSeverity() throws {
        try folder.write("c/campaignc.yaml", "accessibility: { contrast: AAA }\nseverity: { W701: off }\n")
        let output = try run(["validate", "cart.yaml", "--format", "json"])
        XCTAssertEqual(output.status, 0)
        let codes = output.standardOutput.components(separatedBy: "\"code\":\"").dropFirst().map { String($0.prefix(4)) }
        XCTAssertEqual(codes, ["W703"], output.standardOutput)
        XCTAssertTrue(output.standardOutput.contains("button 1 text contrast 4.53:1 in the light theme is below 7:1 (WCAG 2 AAA): #FFFFFF on #1B78CF"))
        try folder.write("c/campaignc.yaml", "accessibility: { contrast: A }\n")
        let bad = try run(["validate", "cart.yaml"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.standardOutput.contains("campaignc.yaml:1:28: error[E104]: expected `AA` or `AAA`, found `A`"), bad.standardOutput)
    }

    func testTheScenarioRunReportsThemToo() throws {
        try folder.write(
            "c/shows.yaml",
            "scenario: shows\nstart: 2026-03-10T09:00:00Z\nsteps:\n  - custom_event: added_to_cart\n  - expect: { displayed: cart }\n")
        let output = try run(["test", "cart.yaml", "shows.yaml"])
        XCTAssertEqual(output.status, 0, output.standardOutput + output.standardError)
        XCTAssertTrue((output.standardOutput + output.standardError).contains("warning[W701]: header contrast 1.13:1 in the dark theme"))
    }

    func testCompileWritesTheDarkThemeComplete() throws {
        let output = try run(["compile", "cart.yaml", "--output", "p.json"])
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(output.standardError, Self.report + "0 errors, 1 warning in 1 file (1 campaign)\n")
        let payload = String(decoding: folder.bytes("c/p.json") ?? [], as: UTF8.self)
        // Dark: the dark background and text, the light header and close button (#111111,
        // #999999), the button's style (border: its background).
        let dark =
            "\"themes\":{\"dark\":{\"bg_color\":4280163870,\"btns\":[{\"bg_color\":4279990479,\"border_color\":4279990479,\"text_color\":4294967295}],"
            + "\"close_btn_color\":4288256409,\"header_text_color\":4279308561,\"text_color\":4293848814}}"
        XCTAssertTrue(payload.contains(dark), payload)
    }
}
