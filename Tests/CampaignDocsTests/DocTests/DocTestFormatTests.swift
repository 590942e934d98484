import XCTest

/// The doc-test format itself: what is run, what is written, what is a mistake.
final class DocTestFormatTests: XCTestCase {
    private func plan(_ text: String) -> DocTestPlan {
        DocTestPlan(MarkdownPage(path: "page.md", text: text))
    }

    func testFilesAndCommandsInPageOrder() throws {
        let plan = plan(
            """
            <!-- doctest -->
            Save this as `a.yaml`:

            <!-- file: campaigns/a.yaml -->
            ```yaml
            campaign: a
            ```

            ```sh
            campaignc validate campaigns   # check it
            ```

            ```text exit=1
            error
            ```

            ```yaml
            not: a file
            ```
            """)
        XCTAssertEqual(plan.problems, [])
        XCTAssertEqual(plan.steps.count, 2)
        guard case .write(let path, let text) = plan.steps[0], case .run(let command, let output) = plan.steps[1] else {
            return XCTFail("\(plan.steps)")
        }
        XCTAssertEqual(path, "campaigns/a.yaml")
        XCTAssertEqual(text, "campaign: a\n")
        XCTAssertEqual(command, DocCommand(program: .campaignc, arguments: ["validate", "campaigns"]))
        XCTAssertEqual(output.attributes, ["exit": "1"])
        XCTAssertEqual(output.content, ["error"])
    }

    func testACommandWithoutItsOutputIsAProblem() {
        XCTAssertEqual(
            plan("```sh\ncampaignc validate\n```\n\nprose\n\n```text\nok\n```\n").problems,
            [DocTestProblem("page.md:1: a command block needs a `text` block right after it with what it prints")])
        XCTAssertEqual(plan("<!-- doctest: skip (builds campaignc) -->\n```sh\nswift build\n```\n").problems, [])
    }

    func testCommandsHaveNoShell() {
        XCTAssertThrowsError(try DocCommand.parse(["campaignc schema campaign > s.json"]).get())
    }

    func testWordsAndQuotes() throws {
        XCTAssertEqual(
            try DocCommand.split(#"campaignc validate --exclude "drafts/**" 'a b' x#y # note"#).get(),
            ["campaignc", "validate", "--exclude", "drafts/**", "a b", "x#y"])
        XCTAssertEqual(
            try DocCommand.parse(["campaignc compile campaigns \\", "  --output-dir build"]).get(),
            DocCommand(program: .campaignc, arguments: ["compile", "campaigns", "--output-dir", "build"]))
        XCTAssertEqual(try DocCommand.parse(["cat build/manifest.json"]).get(), DocCommand(program: .cat, arguments: ["build/manifest.json"]))
        XCTAssertThrowsError(try DocCommand.parse(["cat ../secret"]).get())
        XCTAssertThrowsError(try DocCommand.parse(["rm -rf build"]).get())
        XCTAssertThrowsError(try DocCommand.parse(["campaignc validate", "campaignc test"]).get())
    }

    func testFilePathsStayInsideTheFolder() {
        XCTAssertEqual(plan("<!-- doctest -->\n<!-- file: ../x.yaml -->\n```yaml\na: 1\n```\n").problems.count, 1)
        XCTAssertTrue(DocTestPlan.isRelativeInside("campaigns/a.yaml"))
        XCTAssertFalse(DocTestPlan.isRelativeInside("/etc/x"))
    }

    func testTheRunnerRewritesOutputBlocksWithTheStatus() throws {
        let page = MarkdownPage(
            path: "page.md",
            text: """
                <!-- doctest -->
                <!-- file: a.yaml -->
                ```yaml
                campaign: a
                trigger: session_start
                message: { type: slideup, message: Hi }
                ```

                ```sh
                campaignc validate a.yaml
                ```

                ```text exit=1
                stale
                ```

                ```sh
                campaignc explain E999
                ```

                ```text
                ```

                """)
        let result = try DocTestRunner().run(page)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.commandCount, 2)
        XCTAssertEqual(
            result.text,
            """
            <!-- doctest -->
            <!-- file: a.yaml -->
            ```yaml
            campaign: a
            trigger: session_start
            message: { type: slideup, message: Hi }
            ```

            ```sh
            campaignc validate a.yaml
            ```

            ```text
            ok: 1 campaign in 1 file
            ```

            ```sh
            campaignc explain E999
            ```

            ```text exit=2
            campaignc: error: unknown diagnostic code `E999`; codes are E001 to E908 and W009 to W915, such as `E201`
            ```

            """)
    }
}
