import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Scenario documents (SPEC §1, §9.1): routing, keys, steps, expectations and their codes.
final class ScenarioDecodingTests: XCTestCase {
    private let head = "scenario: s\nstart: 2026-03-02T10:00:00Z\n"
    private static let steps =
        "`session_start`, `custom_event`, `purchase`, `push_click`, `wait`, `dismiss`, `click`, `request_next`, "
        + "`display`, `background`, `foreground`, `rotate`, `network`, `restart` or `expect`"

    func testTheSpecExampleDecodes() throws {
        let compiled = compileYAML(
            """
            scenario: cart-upsell-beats-welcome
            description: A big cart shows the upsell
            start: 2026-03-02T10:00:00Z
            campaigns: [cart-upsell, welcome]
            device: { form_factor: tablet, orientation: landscape, failing_assets: [https://cdn.example.com/iam/big.png] }
            display: later
            history: [ { campaign: welcome, displayed_at: 2026-03-01T10:00:00Z } ]
            simulator: { platform: android, regex_case: sensitive }
            steps:
              - session_start
              - custom_event: added_to_cart
                properties: { cart_total: 75, category: Boots, vip: true, code: "75" }
              - expect: { displayed: cart-upsell, dropped: { campaign: welcome, reason: outranked } }
              - wait: 10s
              - click: ok
              - expect:
                  displayed: none
                  visible: none
                  stack: [a, b]
                  dropped: [ { campaign: cart-upsell, reason: filters }, welcome ]
                  no_match: true
            """)
        XCTAssertEqual(compiled.diagnostics.map(render), [])
        XCTAssertEqual(compiled.campaigns.count, 0)
        XCTAssertEqual(compiled.documentCount, 0, "scenarios are not counted as campaigns")
        let s = try XCTUnwrap(compiled.scenarios.first)
        XCTAssertEqual(s.id.value, "cart-upsell-beats-welcome")
        XCTAssertEqual(s.start.value.unixSeconds, 1_772_445_600)
        XCTAssertEqual(s.campaigns?.map(\.value), ["cart-upsell", "welcome"])
        XCTAssertEqual(s.device, ScenarioDevice(formFactor: .tablet, orientation: .landscape, failingAssets: ["https://cdn.example.com/iam/big.png"]))
        XCTAssertEqual(s.display, .later)
        XCTAssertEqual(s.history.map(\.campaign.value), ["welcome"])
        XCTAssertEqual(s.simulator, SimulatorOptions(platform: .android, regexCase: .sensitive))
        XCTAssertEqual(s.steps.map(\.kind.word), ["session_start", "custom_event", "expect", "wait", "click", "expect"])
        guard case .customEvent(let name, let properties) = s.steps[1].kind else { return XCTFail("custom_event") }
        XCTAssertEqual(name.value, "added_to_cart")
        XCTAssertEqual(properties.map(\.value.value), [.number(75), .string("Boots"), .boolean(true), .string("75")])
        guard case .expect(let last) = s.steps[5].kind else { return XCTFail("expect") }
        XCTAssertEqual(last.displayed?.value, [])
        XCTAssertNotNil(last.visible)
        XCTAssertNil(last.visible?.value)
        XCTAssertEqual(last.stack?.value.map(\.value), ["a", "b"])
        XCTAssertEqual(last.dropped?.value.map(\.campaign.value), ["cart-upsell", "welcome"])
        XCTAssertEqual(last.dropped?.value.map { $0.reason?.value }, [.filters, nil])
        XCTAssertEqual(last.noMatch?.value, true)
        XCTAssertEqual(
            compiled.scenarioFacts.map(\.campaignReferences).first?.map(\.value),
            ["cart-upsell", "welcome", "welcome", "cart-upsell", "welcome", "a", "b", "cart-upsell", "welcome"])
    }

    func testUnknownStepsAndKeys() {
        assertDiagnostics(
            head + "stpes: []\n⟨k⟩steps:\n  - ⟨w⟩sesion_start\n  - { ⟨m⟩custom_evnt: x }\n  - custom_event: x\n    ⟨x⟩extra: 1\n"
                + "  - expect: { ⟨e⟩dispayed: none }\n",
            [
                Expect(.E101, 3, 1, "unknown key `stpes`", help: "did you mean `steps`?"),
                Expect(.E104, at: "w", "unknown step `sesion_start`; the steps are " + Self.steps, help: "did you mean `session_start`?"),
                Expect(.E104, at: "m", "unknown step `custom_evnt`; the steps are " + Self.steps, help: "did you mean `custom_event`?"),
                Expect(.E101, at: "x", "unknown key `extra`"),
                Expect(
                    .E101, at: "e", "unknown key `dispayed`",
                    help: "did you mean `displayed`? `expect` takes `displayed`, `visible`, `stack`, `dropped`, `no_match`, `text`, `variant` or `control`"),
            ])
    }

    func testAnUnknownPlainStepCarriesAFixIt() {
        let compiled = compileYAML(head + "steps:\n  - sesion_start\n  - expect: { displayed: none }\n")
        XCTAssertEqual(compiled.diagnostics.first?.fixIts.map(\.replacement), ["session_start"])
    }

    func testUnknownReasonAndDisplayWords() {
        assertDiagnostics(
            head + "display: ⟨d⟩latr\nsteps:\n  - expect: { dropped: { campaign: a, reason: ⟨r⟩rate_limit } }\n",
            [
                Expect(.E104, at: "d", "expected `now`, `later`, `discard` or `reenqueue`, found `latr`", help: "did you mean `later`?"),
                Expect(
                    .E104, at: "r",
                    "expected `outranked`, `rate_limited`, `not_reeligible`, `outside_schedule`, `filters`, `orientation`, "
                        + "`asset_failed`, `app_discarded`, `no_image`, `expired`, `busy`, `unsupported`, `offline`, `aborted` or `control`, found `rate_limit`",
                    help: "did you mean `rate_limited`?"),
            ])
    }

    func testHistoryAfterStartIsE105() {
        assertDiagnostics(
            "scenario: s\nstart: ⟨s⟩2026-03-02T10:00:00Z\nhistory: [ { campaign: a, displayed_at: ⟨h⟩2026-03-02T10:00:01Z } ]\n"
                + "steps: [ { expect: { displayed: none } } ]\n",
            [
                Expect(
                    .E105, at: "h", "`displayed_at` is after the scenario's `start`",
                    help: "use a time before `start`: history is what happened before the scenario starts",
                    notes: [ExpectNote("the scenario starts here", at: "s")])
            ])
        assertClean(head + "history: [ { campaign: a, displayed_at: 2026-03-02T10:00:00Z } ]\nsteps: [ { expect: { displayed: none } } ]\n")
    }

    /// Scenario times keep their milliseconds: half a second after `start` is after it.
    func testHistoryHalfASecondAfterStartIsE105() {
        assertDiagnostics(
            "scenario: s\nstart: ⟨s⟩2026-03-02T10:00:00Z\nhistory: [ { campaign: a, displayed_at: ⟨h⟩2026-03-02T10:00:00.500Z } ]\n"
                + "steps: [ { expect: { displayed: none } } ]\n",
            [
                Expect(
                    .E105, at: "h", "`displayed_at` is after the scenario's `start`",
                    help: "use a time before `start`: history is what happened before the scenario starts",
                    notes: [ExpectNote("the scenario starts here", at: "s")])
            ])
        assertClean(
            "scenario: s\nstart: 2026-03-02T10:00:00.500Z\nhistory: [ { campaign: a, displayed_at: 2026-03-02T10:00:00.499Z } ]\n"
                + "steps: [ { expect: { displayed: none } } ]\n")
    }

    func testNoExpectIsW604() {
        assertDiagnostics(
            "scenario: ⟨i⟩s\nstart: 2026-03-02T10:00:00Z\nsteps: [ session_start ]\n",
            [
                Expect(
                    .W604, at: "i", "scenario `s` has no `expect` step: it can never fail",
                    help: "add an `expect` step, such as `- expect: { displayed: none }`")
            ])
    }

    func testPropertiesAreTypedLikeCoreScalarsAndNullIsE107() {
        assertDiagnostics(
            head + "steps:\n  - custom_event: e\n    properties: { a: ⟨n⟩~ }\n  - expect: { displayed: none }\n",
            [
                Expect(.E107, at: "n", "`a` needs a value")
            ])
    }

    func testMissingRequiredKeys() {
        assertDiagnostics(
            "⟨s⟩scenario: s\n",
            [
                Expect(.E102, at: "s", "missing required key `start`"),
                Expect(.E102, at: "s", "missing required key `steps`"),
            ])
    }

    func testADocumentWithBothKeysIsE101AtScenario() {
        assertDiagnostics(
            "campaign: a\n⟨s⟩scenario: b\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n",
            [
                Expect(.E101, at: "s", "a document is a campaign or a scenario, not both", help: "move the scenario into a document of its own, after `---`")
            ])
    }

    func testKeysBroughtInByAMergeDoNotMakeAScenario() {
        let compiled = compileYAML(
            """
            campaign: a
            base: &b { scenario: x }
            <<: *b
            trigger: session_start
            message: { type: slideup, message: Hi }
            """)
        XCTAssertEqual(compiled.scenarios.count, 0)
        XCTAssertFalse(compiled.diagnostics.contains { $0.message.contains("not both") })
    }

    func testAFileMayMixCampaignsAndScenariosAndCompileIgnoresScenarios() {
        let text =
            "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n---\nscenario: s\nstart: 2026-03-02T10:00:00Z\n"
            + "steps: [ bogus ]\n"
        let checked = compileYAML(text)
        XCTAssertEqual(checked.campaigns.map(\.id.value), ["a"])
        XCTAssertEqual(checked.diagnostics.map(\.code), [.E104])
        XCTAssertEqual(checked.documentCount, 1)
        let compiler = CampaignCompiler(now: testNow, files: testFiles)
        let compiled = compiler.compile(YAMLParser.parse(SourceFile(path: "test.yaml", text: text)), needs: CompilationNeeds(scenarios: false))
        XCTAssertEqual(compiled.diagnostics.map(render), [])
        XCTAssertEqual(compiled.campaigns.map(\.id.value), ["a"])
        XCTAssertEqual(compiled.scenarios.count, 0)
    }

    func testAFileOfScenariosOnlyHasNoW009() {
        assertClean(
            head + "steps: [ { expect: { displayed: none } } ]\n---\nscenario: t\nstart: 2026-03-02T10:00:00Z\n"
                + "steps: [ { expect: { no_match: false } } ]\n")
    }

    func testUnknownCampaignsAndDuplicateScenarioIDsAcrossFiles() {
        let campaigns = compileYAML("campaign: cart-upsell\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        let compiler = CampaignCompiler(now: testNow, files: testFiles)
        let first = compiler.compile(YAMLParser.parse(SourceFile(path: "a.yaml", text: head + "steps: [ { expect: { displayed: cart-upsel } } ]\n")))
        let second = compiler.compile(YAMLParser.parse(SourceFile(path: "b.yaml", text: head + "steps: [ { expect: { visible: none } } ]\n")))
        let found = CampaignCompiler.analyze([second, campaigns, first]).map { "\($0.location.file) \(render($0))" }
        XCTAssertEqual(
            found,
            [
                "a.yaml E601 3:33 no campaign `cart-upsel` in the inputs | help: did you mean `cart-upsell`?",
                "b.yaml E603 1:11 duplicate scenario id `s` | help: rename one of the scenarios: ids must be unique across all inputs"
                    + " | note 1:11: `s` is first used here",
            ])
    }

    func testATimePropertyThatIsNotATimeIsE605() {
        let compiler = CampaignCompiler(now: testNow, files: testFiles)
        let campaign = compiler.compile(
            YAMLParser.parse(
                SourceFile(
                    path: "c.yaml",
                    text: """
                        campaign: lapsed
                        trigger: { custom_event: app_opened, filters: [ { property: last_visit, type: time, exists: true } ] }
                        message: { type: slideup, message: Welcome back }

                        """)))
        let scenario = compiler.compile(
            YAMLParser.parse(
                SourceFile(
                    path: "s.yaml",
                    text: head + """
                        steps:
                          - custom_event: app_opened
                            properties: { last_visit: yesterday, note: yesterday }
                          - custom_event: other_event
                            properties: { last_visit: yesterday }
                          - custom_event: app_opened
                            properties: { last_visit: 2026-03-01T09:00:00Z }
                          - expect: { displayed: none }

                        """)))
        XCTAssertEqual(
            CampaignCompiler.analyze([campaign, scenario]).sortedForReport().map { "\($0.location.file) \(render($0))" },
            [
                "s.yaml E605 5:31 `last_visit` is compared as a time, but `yesterday` is not an RFC 3339 time"
                    + " | help: write a time with an offset, such as 2026-03-01T09:00:00Z"
            ])
    }

    func testSimulatorOptionsInTheProjectFile() {
        let (settings, diagnostics) = loadProjectYAML("simulator: { platform: android, background: drop }\n")
        XCTAssertEqual(diagnostics.map(render), [])
        XCTAssertEqual(settings.simulator, SimulatorOptions(platform: .android, background: .drop))
        let (_, wrong) = loadProjectYAML("simulator: { platform: andriod, tie_brake: last }\n")
        XCTAssertEqual(
            wrong.map(render),
            [
                "E104 1:24 expected `ios`, `android` or `web`, found `andriod` | help: did you mean `android`?",
                "E101 1:33 unknown key `tie_brake` | help: did you mean `tie_break`?",
            ])
    }

    func testOptionPrecedence() {
        let project = SimulatorOptions(platform: .web, tieBreak: .first)
        XCTAssertEqual(ResolvedSimulatorOptions(project: project, scenario: SimulatorOptions()).tieBreak, .first)
        XCTAssertEqual(ResolvedSimulatorOptions(project: project, scenario: SimulatorOptions()).scheduleBounds, .inclusive)
        let own = ResolvedSimulatorOptions(project: project, scenario: SimulatorOptions(platform: .web))
        XCTAssertEqual(own.tieBreak, .last, "a scenario naming its platform resets the project's single options")
        let ios = ResolvedSimulatorOptions(project: SimulatorOptions(), scenario: SimulatorOptions(regexCase: .sensitive))
        XCTAssertEqual(ios.platform, .ios)
        XCTAssertEqual(ios.regexCase, .sensitive)
        XCTAssertEqual(ResolvedSimulatorOptions(platform: .android).missingImage, .fullOnly)
        XCTAssertEqual(ResolvedSimulatorOptions(platform: .android).background, .singleSlot)
    }
}
