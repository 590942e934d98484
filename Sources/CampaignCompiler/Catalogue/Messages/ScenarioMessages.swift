// The report texts of scenario documents (SPEC §9.1), one place for each.

public enum ScenarioMessages {
    static let campaignAndScenario = "a document is a campaign or a scenario, not both"
    static let campaignAndScenarioHelp = "move the scenario into a document of its own, after `---`"

    static func noExpect(_ id: String) -> String { "scenario `\(id)` has no `expect` step: it can never fail" }
    static let noExpectHelp = "add an `expect` step, such as `- expect: { displayed: none }`"

    static let displayedAfterStart = "`displayed_at` is after the scenario's `start`"
    static let scenarioStartsHere = "the scenario starts here"
    static let displayedAfterStartHelp = "use a time before `start`: history is what happened before the scenario starts"

    static func stepNeedsValue(_ step: String) -> String { "the step `\(step)` needs a value, such as `\(step): …`" }
    static func stepTakesNoValue(_ step: String) -> String { "the step `\(step)` takes no value: write it as a bare word" }
    static let stepNeedsKey = "a step needs a step key, such as `custom_event: NAME`"
    static func duplicateID(_ id: String) -> String { "duplicate scenario id `\(id)`" }
    static func firstUsed(_ id: String) -> String { "`\(id)` is first used here" }
    static let duplicateIDHelp = "rename one of the scenarios: ids must be unique across all inputs"
    static func unknownCampaign(_ name: String) -> String { "no campaign `\(name)` in the inputs" }
    static let unknownCampaignHelp = "add the campaign's file to the inputs"
    public static func notInPayload(_ name: String) -> String { "no campaign `\(name)` in the payload" }
    public static let notInPayloadHelp = "compile the campaign into the payload"

    static func unknownStep(_ word: String, steps: [String]) -> String { "unknown step `\(word)`; the steps are \(Words.list(steps))" }
}
