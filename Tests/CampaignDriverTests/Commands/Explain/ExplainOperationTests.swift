import CampaignCompiler
import CampaignDriver
import XCTest

final class ExplainOperationTests: XCTestCase {
    func testExplainPrintsTitleExplanationAndBothExamples() async {
        let result = await ExplainOperation.run(code: "E201")
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            """
            E201: full message without an image
            Severity: error by default
            Adjustable: yes: a project file's `severity:` can change it, and a suppression
                        comment can hide it

            A `full` message covers the whole screen and is built around its image. The SDK
            checks for the image only when it is about to display the message, and discards
            a full message without one: the campaign would be triggered, counted as
            eligible, and never seen by anyone. campaignc reports it at the value of `type`.

            Fix: add `image: https://…`, or use `type: modal`

            Failing example:

              campaign.yaml
                campaign: welcome-tour
                trigger: session_start
                message:
                  type: full
                  header: Welcome aboard
                  message: Take the tour to see what is new

              `campaignc validate campaign.yaml` reports:

            campaign.yaml:4:9: error[E201]: a full message needs an image
               |
             4 |   type: full
               |         ^~~~
               = note: the SDK discards a full in-app message without an image when it is about to display it
               = help: add `image: https://…`, or use `type: modal`

            Fixed example (no diagnostics):

              campaign.yaml
                campaign: welcome-tour
                trigger: session_start
                message:
                  type: full
                  image: https://cdn.example.com/iam/welcome.png
                  header: Welcome aboard
                  message: Take the tour to see what is new

            """)
    }

    /// SPEC §3: `explain` says whether a code is adjustable; one that is not keeps its severity.
    func testExplainSaysWhetherTheCodeIsAdjustable() async {
        let e101 = await ExplainOperation.run(code: "E101")
        XCTAssertTrue(
            e101.standardOutput.hasPrefix(
                """
                E101: unknown key
                Severity: error
                Adjustable: no: a campaign with this problem cannot be compiled, so neither
                            `severity:` nor a suppression comment can change it

                """))
        let w317 = await ExplainOperation.run(code: "W317")
        XCTAssertTrue(
            w317.standardOutput.hasPrefix(
                """
                W317: duration without a unit
                Severity: warning by default
                Adjustable: yes: a project file's `severity:` can change it, and a suppression
                            comment can hide it

                """))
    }

    func testCodesAreCaseInsensitive() async {
        let lower = await ExplainOperation.run(code: "e201")
        let upper = await ExplainOperation.run(code: "E201")
        XCTAssertEqual(lower, upper)
        let w402 = await ExplainOperation.run(code: "w402")
        XCTAssertEqual(w402.exitStatus, 0)
        XCTAssertTrue(w402.standardOutput.hasPrefix("W402: ambiguous priority"))
    }

    /// The failing example's report is the one campaignc prints: its code, at the marked place.
    func testEveryCodeShowsTheRealReportOfItsExample() async {
        for entry in CodeCatalogue.all {
            let code = entry.code.rawValue
            let result = await ExplainOperation.run(code: code)
            XCTAssertEqual(result.exitStatus, 0, code)
            XCTAssertTrue(result.standardOutput.hasPrefix(code + ": "), code)
            let position = entry.failing.expectedPosition.map { "\($0.line):\($0.column)" } ?? "?"
            let header = "\(entry.failing.expectedFile):\(position): \(entry.defaultSeverity.rawValue)[\(code)]: "
            XCTAssertTrue(result.standardOutput.contains("` reports:\n\n" + header), "\(code): \(result.standardOutput)")
            XCTAssertTrue(result.standardOutput.hasSuffix("\n"), code)
            XCTAssertFalse(result.standardOutput.contains("⟨"), code)
        }
    }

    /// E209's example shows the relative rule: the campaign below the project root, the image
    /// named from the root, and the path that works.
    func testExampleWithProjectFileLocalFileAndNow() async {
        let e209 = await ExplainOperation.run(code: "E209").standardOutput
        XCTAssertTrue(
            e209.contains(
                """
                  campaignc.yaml (the project file, at the project root)
                    assets:
                      base_url: https://cdn.example.com/iam/

                  assets/spring-hero.png: a 1×1 PNG image, 69 bytes

                  campaigns/spring/hero.yaml
                """), e209)
        XCTAssertTrue(
            e209.contains(
                """
                campaigns/spring/hero.yaml:5:10: error[E209]: local image `assets/spring-hero.png` does not exist: looked for `campaigns/spring/assets/spring-hero.png`
                   |
                 5 |   image: assets/spring-hero.png
                   |          ^~~~~~~~~~~~~~~~~~~~~~
                   = help: the project root has `assets/spring-hero.png`; from the campaign's folder it is `../../assets/spring-hero.png`
                   = help: replace `assets/spring-hero.png` with `../../assets/spring-hero.png`
                """), e209)
        XCTAssertTrue(e209.contains("      image: ../../assets/spring-hero.png\n"), e209)
        let w314 = await ExplainOperation.run(code: "W314").standardOutput
        XCTAssertTrue(w314.contains("  `campaignc validate --now 2026-07-15T00:00:00Z campaign.yaml` reports:\n"), w314)
        XCTAssertTrue(w314.contains("warning[W314]: the schedule already ended\n"), w314)
    }

    func testGeneratedExamplesAreDescribed() async {
        let e006 = await ExplainOperation.run(code: "E006").standardOutput
        XCTAssertTrue(
            e006.contains(
                """
                  campaign.yaml: the campaign below saved as Latin-1 (ISO 8859-1) instead of
                  UTF-8: the `é` of `Café` is the single byte 0xE9 (built by the test suite):
                    campaign: cafe-week
                    name: Café week, 2 coffees for 1
                """), e006)
        XCTAssertTrue(e006.contains("campaign.yaml:2:10: error[E006]: the file is not valid UTF-8: invalid UTF-8 byte 0xE9\n"), e006)
    }

    func testUnknownCodeIsAUsageErrorWithASuggestion() async {
        let explain = { (code: String) async in await ExplainOperation.run(code: code) }
        let e200 = await explain("E200")
        XCTAssertEqual(e200, CommandResult(exitStatus: 2, standardError: "campaignc: error: unknown diagnostic code `E200`; did you mean `E201`?\n"))
        let w201 = await explain("W201")
        XCTAssertEqual(w201.standardError, "campaignc: error: unknown diagnostic code `W201`; did you mean `E201`?\n")
        let w311 = await explain("311")
        XCTAssertEqual(w311.standardError, "campaignc: error: unknown diagnostic code `311`; did you mean `W311`?\n")
        let e310 = await explain("e3100")
        XCTAssertEqual(e310.standardError, "campaignc: error: unknown diagnostic code `e3100`; did you mean `E310`?\n")
        let banner = await explain("banner")
        XCTAssertEqual(
            banner,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: unknown diagnostic code `banner`; codes are E001 to E908 and W009 to W915, such as `E201`\n"
            )
        )
    }
}
