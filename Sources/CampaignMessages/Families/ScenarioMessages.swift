public import CampaignDiagnostics

/// The codes of scenario documents themselves (SPEC §9.1), decided by the scenario decoder:
/// E101–E105 about their keys and steps, and W604; beside the catalogue entries of
/// `CatalogueEntry+Scenarios.swift`. The codes that need other inputs are `AnalysisMessages`'.
public enum ScenarioMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E101, .E102, .E103, .E104, .E105, .W604]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .W604: noExpectHelp
    ]

    public static let campaignAndScenario = message(
        .E101, "a document is a campaign or a scenario, not both", help: "move the scenario into a document of its own, after `---`")

    public static func noExpect(_ id: String) -> DiagnosticMessage {
        message(.W604, "scenario `\(id)` has no `expect` step: it can never fail", help: noExpectHelp)
    }

    /// W604's help, which the catalogue shows too.
    public static let noExpectHelp = "add an `expect` step, such as `- expect: { displayed: none }`"

    public static let displayedAfterStart = message(
        .E105, "`displayed_at` is after the scenario's `start`",
        help: "use a time before `start`: history is what happened before the scenario starts")
    public static let scenarioStartsHere = "the scenario starts here"

    public static func stepNeedsValue(_ step: String) -> DiagnosticMessage {
        message(.E103, "the step `\(step)` needs a value, such as `\(step): …`")
    }

    public static func stepTakesNoValue(_ step: String) -> DiagnosticMessage {
        message(.E103, "the step `\(step)` takes no value: write it as a bare word")
    }

    public static let stepNeedsKey = message(.E102, "a step needs a step key, such as `custom_event: NAME`")

    public static func unknownStep(_ word: String, steps: [String]) -> DiagnosticMessage {
        message(.E104, "unknown step `\(word)`; the steps are \(Words.list(steps))", help: DidYouMean.help(for: word, among: steps))
    }
}
