public import CampaignDiagnostics
public import CampaignModel
public import CanonicalJSON

/// One entry of a scenario's timeline: what happened at one moment, and for an event, the
/// verdict on every campaign whose trigger named it.
public struct TraceEntry: Hashable, Sendable {
    /// Milliseconds since the scenario's `start`.
    public var elapsed: Int64
    /// The step or engine action: `custom_event`, `publish`, `display`, `dismiss`, `wait`, …
    public var action: String
    /// The line of the timeline, without the time.
    public var text: String
    /// For an event: one verdict per campaign named, in payload order.
    public var verdicts: [CampaignVerdict]
    /// Where the entry points (a campaign's source for a drop at presentation), or nil.
    public var location: SourceLocation?
    /// For an event: no campaign was left after checks 1–4 ("no matching trigger").
    public var noMatch: Bool
    /// For a click with Braze Actions: the step objects decoded from its URI (SPEC §9.4).
    public var actions: [JSONValue]?

    public init(
        elapsed: Int64, action: String, text: String, verdicts: [CampaignVerdict] = [], location: SourceLocation? = nil, noMatch: Bool = false,
        actions: [JSONValue]? = nil
    ) {
        self.elapsed = elapsed
        self.action = action
        self.text = text
        self.verdicts = verdicts
        self.location = location
        self.noMatch = noMatch
        self.actions = actions
    }

    /// `+00:00:00.000 custom_event added_to_cart {cart_total: 75} → cart-upsell selected (priority 75); welcome outranked`.
    public var line: String {
        var line = TimeText.elapsed(elapsed) + " " + text
        var outcome = noMatch ? ["no matching trigger"] : []
        if !verdicts.isEmpty { outcome.append(verdicts.map(\.summary).joined(separator: "; ")) }
        if !outcome.isEmpty { line += " → " + outcome.joined(separator: ": ") }
        return line
    }
}

/// What the engine decided about one campaign for one event.
public struct CampaignVerdict: Hashable, Sendable {
    public var campaign: String
    /// Nil when the campaign was selected.
    public var reason: DropReason?
    /// Why, in words: the filter and the actual value, the schedule bound, the priority, …
    public var why: String
    /// The campaign source the explanation points at (nil with `--payload`).
    public var location: SourceLocation?
    /// The short outcome of the trace line: `selected (priority 75)`, or the reason.
    public var headline: String
    /// True when a priority tie decided this outcome (SPEC §9.2 step 6): the winner and the
    /// candidates of its priority it beat on payload order.
    public var tie: Bool

    public init(campaign: String, reason: DropReason?, why: String, location: SourceLocation?, headline: String? = nil, tie: Bool = false) {
        self.campaign = campaign
        self.reason = reason
        self.why = why
        self.location = location
        self.headline = headline ?? reason?.rawValue ?? "selected"
        self.tie = tie
    }

    /// `cart-upsell selected (priority 75)` or `welcome outranked`.
    public var summary: String { "\(campaign) \(headline)" }
}

/// The full timeline of one scenario run.
public struct ScenarioTrace: Hashable, Sendable {
    public var scenario: String
    public var options: ResolvedSimulatorOptions
    public var entries: [TraceEntry]

    public init(scenario: String, options: ResolvedSimulatorOptions, entries: [TraceEntry]) {
        self.scenario = scenario
        self.options = options
        self.entries = entries
    }

    /// The text form of `--trace`: a header with the options, then one line per entry, with
    /// the why of each verdict indented below its event.
    public var text: String {
        var out = "scenario \(scenario): " + options.described.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "\n"
        for entry in entries {
            out += "  " + entry.line + "\n"
            for verdict in entry.verdicts {
                out += "      \(verdict.campaign): \(verdict.why)\n"
            }
        }
        return out
    }
}
