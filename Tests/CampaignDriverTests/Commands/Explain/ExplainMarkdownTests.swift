import CampaignDiagnostics
import CampaignDriver
import XCTest

/// A code's `explain` entry as an editor's hover shows it (SPEC §13.6 part 1).
final class ExplainMarkdownTests: XCTestCase {
    func testTheEntryOfE201() {
        XCTAssertEqual(
            ExplainMarkdown.markdown(for: .E201),
            """
            **E201: full message without an image**

            Severity: error by default

            Adjustable: yes: a project file's `severity:` can change it, and a suppression comment can hide it

            A `full` message covers the whole screen and is built around its image. The SDK checks for the image only when it is \
            about to display the message, and discards a full message without one: the campaign would be triggered, counted as \
            eligible, and never seen by anyone. campaignc reports it at the value of `type`.

            **Fix:** add `image: https://…`, or use `type: modal`

            Failing example:

            ```yaml
            campaign: welcome-tour
            trigger: session_start
            message:
              type: full
              header: Welcome aboard
              message: Take the tour to see what is new
            ```

            Fixed example:

            ```yaml
            campaign: welcome-tour
            trigger: session_start
            message:
              type: full
              image: https://cdn.example.com/iam/welcome.png
              header: Welcome aboard
              message: Take the tour to see what is new
            ```
            """)
    }

    func testEveryCodeHasItsTitleAndBothExamplesWithoutMarkers() {
        for code in DiagnosticCode.allCases {
            let markdown = ExplainMarkdown.markdown(for: code)
            XCTAssertTrue(markdown.hasPrefix("**\(code.rawValue): "), code.rawValue)
            XCTAssertEqual(markdown.components(separatedBy: "```yaml\n").count, 3, code.rawValue)
            XCTAssertFalse(markdown.contains("⟨"), code.rawValue)
            XCTAssertTrue(markdown.hasSuffix("```"), code.rawValue)
        }
    }
}
