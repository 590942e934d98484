public import CampaignDiagnostics

/// One campaign document, decoded and validated (SPEC §2.2).
public struct Campaign: Hashable, Sendable {
    /// The `campaign` id, located at its value.
    public var id: Located<String>
    public var name: Located<String>?
    public var description: Located<String>?
    public var priority: Priority
    public var schedule: Schedule
    /// Nil: shown at most once.
    public var reeligibleAfter: Located<Duration>?
    /// Nil: no delay (0 s).
    public var delay: Located<Duration>?
    /// Nil: a triggered message waits for display as long as it takes (no `timeout`).
    public var expireAfter: Located<Duration>?
    /// This campaign's minimum interval since the last display of any message, in place of the
    /// app's (`min_seconds_since_last_trigger`); nil: the app's.
    public var minimumInterval: Located<Duration>?
    /// (v4) `localise:` as written; `false` opts the campaign out of translation (SPEC §16.2).
    public var localise: Located<Bool>?
    /// Any of them fires the campaign; 1...10.
    public var triggers: [Trigger]
    /// The `trigger` value as written (a word, a mapping or a list).
    public var triggerRange: SourceRange
    /// The message; for a campaign with variants, the first variant's message (its wire type
    /// is the control message's type, SPEC §17).
    public var message: Message
    /// The variants and the control group (SPEC §17), nil for a campaign with one `message`.
    public var variantSplit: VariantSplit?
    /// 0-based index of the document in its file.
    public var documentIndex: Int
    /// (v4) `reevaluate_eligibility`: Braze's "Re-evaluate campaign eligibility before
    /// displaying"; true makes the message templated (SPEC §15.5). Default false.
    public var reevaluateEligibility = false

    public init(
        id: Located<String>,
        name: Located<String>? = nil,
        description: Located<String>? = nil,
        priority: Priority = .defaultPriority,
        schedule: Schedule = .always,
        reeligibleAfter: Located<Duration>? = nil,
        delay: Located<Duration>? = nil,
        expireAfter: Located<Duration>? = nil,
        minimumInterval: Located<Duration>? = nil,
        localise: Located<Bool>? = nil,
        triggers: [Trigger],
        triggerRange: SourceRange,
        message: Message,
        variantSplit: VariantSplit? = nil,
        documentIndex: Int
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.priority = priority
        self.schedule = schedule
        self.reeligibleAfter = reeligibleAfter
        self.delay = delay
        self.expireAfter = expireAfter
        self.minimumInterval = minimumInterval
        self.localise = localise
        self.triggers = triggers
        self.triggerRange = triggerRange
        self.message = message
        self.variantSplit = variantSplit
        self.documentIndex = documentIndex
    }

    /// The delay before display, 0 when none was given.
    public var delayDuration: Duration { delay?.value ?? .zero }

    /// Where W402 points: the written priority, or the trigger when the priority is defaulted.
    public var priorityAnchor: SourceRange { priority.range ?? triggerRange }
}
