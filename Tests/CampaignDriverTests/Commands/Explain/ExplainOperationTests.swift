import CampaignDriver
import XCTest

final class ExplainOperationTests: XCTestCase {
    func testExplainPrintsTitleExplanationAndBothExamples() {
        let result = ExplainOperation.run(code: "E201")
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            """
            E201: full message without an image
            Severity: error by default (a project file's `severity:` can change it)

            A `full` message covers the whole screen and is built around its image. The SDK
            checks for the image only when it is about to display the message, and discards
            a full message without one: the campaign would be triggered, counted as
            eligible, and never seen by anyone. campaignc reports it at the value of `type`.

            Fix: add `image: https://…`, or use `type: modal`

            Failing example:

              campaign.yaml
               1 | campaign: welcome-tour
               2 | trigger: session_start
               3 | message:
               4 |   type: full
                 |         ^ error[E201] is reported here
               5 |   header: Welcome aboard
               6 |   message: Take the tour to see what is new

            Fixed example (no diagnostics):

              campaign.yaml
               1 | campaign: welcome-tour
               2 | trigger: session_start
               3 | message:
               4 |   type: full
               5 |   image: https://cdn.example.com/iam/welcome.png
               6 |   header: Welcome aboard
               7 |   message: Take the tour to see what is new

            """)
    }

    func testCodesAreCaseInsensitive() {
        XCTAssertEqual(ExplainOperation.run(code: "e201"), ExplainOperation.run(code: "E201"))
        XCTAssertEqual(ExplainOperation.run(code: "w402").exitStatus, 0)
        XCTAssertTrue(ExplainOperation.run(code: "w402").standardOutput.hasPrefix("W402: ambiguous priority"))
    }

    func testEveryCodeCanBeExplained() {
        for code in ["E001", "E005", "E006", "W009", "E210", "W314", "E401", "E506"] {
            let result = ExplainOperation.run(code: code)
            XCTAssertEqual(result.exitStatus, 0, code)
            XCTAssertTrue(result.standardOutput.hasPrefix(code + ": "), code)
            XCTAssertTrue(result.standardOutput.contains("is reported here"), code)
            XCTAssertTrue(result.standardOutput.hasSuffix("\n"), code)
            XCTAssertFalse(result.standardOutput.contains("⟨"), code)
        }
    }

    func testExampleWithProjectFileLocalFileAndNow() {
        let e209 = ExplainOperation.run(code: "E209").standardOutput
        XCTAssertTrue(
            e209.contains(
                """
                  campaignc.yaml (the project file, beside the campaign)
                   1 | assets:
                   2 |   base_url: https://cdn.example.com/iam/

                  assets/spring-hero.png: a 1×1 PNG image, 69 bytes

                  campaign.yaml
                """))
        XCTAssertTrue(
            e209.contains(
                """
                   5 |   image: assets/sprng-hero.png
                     |          ^ error[E209] is reported here
                """))
        let w314 = ExplainOperation.run(code: "W314").standardOutput
        XCTAssertTrue(w314.contains("  checked with `--now 2026-07-15T00:00:00Z`\n"))
        XCTAssertTrue(w314.contains("     |        ^ warning[W314] is reported here\n"))
    }

    func testGeneratedExamplesAreDescribed() {
        let e006 = ExplainOperation.run(code: "E006").standardOutput
        XCTAssertTrue(
            e006.contains(
                """
                  campaign.yaml: the campaign below saved as Latin-1 (ISO 8859-1) instead of
                  UTF-8: the `é` of `Café` is the single byte 0xE9 (built by the test suite):
                   1 | campaign: cafe-week
                   2 | name: Café week, 2 coffees for 1
                     |          ^ error[E006] is reported here
                """))
    }

    func testUnknownCodeIsAUsageErrorWithASuggestion() {
        XCTAssertEqual(
            ExplainOperation.run(code: "E200"),
            CommandResult(exitStatus: 2, standardError: "campaignc: error: unknown diagnostic code `E200`; did you mean `E201`?\n")
        )
        XCTAssertEqual(
            ExplainOperation.run(code: "W201").standardError,
            "campaignc: error: unknown diagnostic code `W201`; did you mean `E201`?\n"
        )
        XCTAssertEqual(
            ExplainOperation.run(code: "311").standardError,
            "campaignc: error: unknown diagnostic code `311`; did you mean `W311`?\n"
        )
        XCTAssertEqual(
            ExplainOperation.run(code: "e3100").standardError,
            "campaignc: error: unknown diagnostic code `e3100`; did you mean `E310`?\n"
        )
        XCTAssertEqual(
            ExplainOperation.run(code: "banner"),
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: unknown diagnostic code `banner`; codes are E001 to E605 and W009 to W604, such as `E201`\n"
            )
        )
    }
}
