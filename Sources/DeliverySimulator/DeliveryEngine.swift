import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignPayload
import CanonicalJSON

/// The simulated device and its delivery engine (SPEC §9.2), driven step by step by
/// `StepRunner`. All time is simulated: `now` moves only with `wait`.
///
/// Memory stays bounded by the `expect` window: the engine keeps what the window saw in a
/// `WindowLog` of fixed size, and the whole timeline only when asked (`--trace`).
final class DeliveryEngine {
    /// A message between selection and the end of its life: pending publication, on the
    /// stack, in a slot, or visible.
    struct Message {
        /// Index into `triggers`.
        let trigger: Int
        /// The event's time (ms), from which `timeout` counts.
        let eventTime: Int64
        /// The other candidates of the priority tie this message won (empty: no tie).
        let tiedWith: [Int]
        /// The stamps before this message set them (Android `reenqueue` restores them).
        var previousStamp: Int64?
        var previousLastDisplay: Int64?
        /// True once `stamp` set the stamps for this message.
        var stamped = false

        init(trigger: Int, eventTime: Int64, tiedWith: [Int] = []) {
            self.trigger = trigger
            self.eventTime = eventTime
            self.tiedWith = tiedWith
        }
    }

    enum TimerAction {
        case publish(Message)
        case autoDismiss(token: Int)
        /// The end of a dismiss animation: the closing message leaves the screen.
        case gone(token: Int)
    }

    let triggers: [EngineTrigger]
    let index: TriggerIndex
    /// Each trigger's position by id.
    let positions: [String: Int]
    /// The triggers the scenario's `campaigns` makes live, less those aborted for its user at
    /// session start; nil: all.
    let live: Set<Int>?
    /// The messages rendered for the scenario's user (`SessionRendering`).
    let rendering: SessionRendering
    /// The locale whose texts the device shows (SPEC §16.1); nil for the source text.
    let locale: String?
    /// The texts of `locale` (campaign → unit → text); empty for the source text.
    let translations: [String: [String: String]]
    /// The user the messages are rendered for.
    let user: UserProfile
    /// `device.online`, then each `network` step's.
    var online: Bool
    /// The templated messages rendered at their trigger, by trigger: what `expect text` reads.
    var renderedAtTrigger: [Int: JSONValue] = [:]
    /// Messages that could not be rendered at their trigger, each with the step that fired it.
    var triggerFailures: [TriggerRenderFailure] = []
    /// The source of the step being run, for what it causes.
    var currentStep: SourceRange?
    let options: ResolvedSimulatorOptions
    /// Zone rules for `time_zone` when a message is rendered at its trigger.
    let timeZones: any LiquidTimeZoneProvider
    let intervalMilliseconds: Int64
    let start: Int64
    let formFactor: FormFactor
    let failingAssets: Set<String>
    let filters: FilterEvaluator
    let writer: TraceWriter
    /// The display choice a restart goes back to.
    let initialDisplayChoice: DisplayChoice

    var now: Int64
    /// Per trigger, its campaign's last stamp.
    var stamps: [Int: Int64] = [:]
    var lastDisplay: Int64?
    var foreground = true
    var orientation: DeviceOrientation
    var displayChoice: DisplayChoice
    var visible = VisibleMessages()
    /// Top last.
    var stack: [Message] = []
    /// How many copies of each trigger the stack holds.
    var stackCounts: [Int: Int] = [:]
    /// Web's one deferral slot.
    var deferred: Message?
    /// Android's background slot.
    var backgroundSlot: Message?
    var timers = TimerQueue<TimerAction>()
    /// Whether the last event reported "no matching trigger", and whether there was one.
    var lastEventNoMatch = false
    var hadEvent = false

    /// What the current `expect` window saw.
    var window: WindowLog
    /// The notes since the scenario's start (never reset), for an E602 whose window says
    /// nothing about the campaign it expected (SPEC §19 item 9).
    var scenarioLog: WindowLog
    /// The whole timeline, kept only for `--trace`.
    private(set) var trace: [EngineRecord]?
    /// Event property values a `date` filter on their event cannot read as a time (E605), each once, in the order met.
    private(set) var unreadableTimes: [EventProperty] = []
    private var unreadableSeen: Set<SourceRange> = []

    init(simulator: Simulator, scenario: Scenario, options: ResolvedSimulatorOptions, keepTrace: Bool) {
        let payload = simulator.payload.assigned(to: scenario.userID)
        triggers = payload.triggers
        index = simulator.index
        positions = simulator.triggerIndex
        user = scenario.user ?? .empty
        online = scenario.device.online
        timeZones = simulator.timeZones
        let (locale, translations) = simulator.translations(for: scenario.device.locale?.value ?? scenario.user?.locale)
        self.locale = locale
        self.translations = translations
        rendering = SessionRendering(
            triggers: payload.triggers, user: scenario.user ?? .empty, at: scenario.start.value, timeZones: simulator.timeZones, translations: translations)
        let named = scenario.campaigns.map { names in Set(names.compactMap { simulator.triggerIndex[$0.value] }) }
        live = rendering.aborted.isEmpty ? named : (named ?? Set(payload.triggers.indices)).subtracting(rendering.aborted.map(\.trigger))
        self.options = options
        intervalMilliseconds = payload.triggerMinimumIntervalSeconds * 1000
        start = scenario.start.value.unixMilliseconds
        now = start
        formFactor = scenario.device.formFactor
        orientation = scenario.device.orientation
        failingAssets = Set(scenario.device.failingAssets)
        displayChoice = scenario.display
        initialDisplayChoice = scenario.display
        filters = FilterEvaluator(options: options, regexes: simulator.regexes)
        writer = TraceWriter(
            triggers: payload.triggers, sources: simulator.sources, options: options, start: start, intervalMilliseconds: intervalMilliseconds)
        trace = keepTrace ? [] : nil
        window = WindowLog(triggerCount: payload.triggers.count)
        scenarioLog = WindowLog(triggerCount: payload.triggers.count)
        for entry in scenario.history {
            guard let trigger = simulator.triggerIndex[entry.campaign.value] else { continue }
            let at = entry.displayedAt.value.unixMilliseconds
            if at >= (stamps[trigger] ?? .min) { stamps[trigger] = at }
            if at >= (lastDisplay ?? .min) { lastDisplay = at }
        }
        for abort in rendering.aborted where named?.contains(abort.trigger) ?? true {
            let reason = abort.reason.map { ": \($0)" } ?? ""
            record("abort", "\(payload.triggers[abort.trigger].id) aborted for this user at session start\(reason)", about: abort.trigger)
        }
    }

    func id(_ message: Message) -> String { triggers[message.trigger].id }

    // MARK: - Recording

    /// `about`: the campaign (trigger index) the entry is about, if any.
    func record(
        _ action: String, _ text: String, verdicts: [Verdict] = [], location: SourceLocation? = nil, noMatch: Bool = false,
        actions: [JSONValue]? = nil, about: Int? = nil
    ) {
        var entry = EngineRecord(elapsed: now - start, action: action, text: text, verdicts: verdicts, location: location, noMatch: noMatch, actions: actions)
        entry.about = about
        record(entry)
    }

    func record(_ entry: EngineRecord) {
        window.append(entry)
        scenarioLog.append(entry)
        trace?.append(entry)
    }

    func drop(_ message: Message, _ reason: DropReason, _ why: String, at location: SourceLocation? = nil) {
        let id = id(message)
        window.drop(message.trigger, reason)
        record("drop", "\(id) dropped (\(reason.rawValue)): \(why)", location: location ?? writer.sources.location(id) { _ in nil }, about: message.trigger)
    }

    /// Starts the next `expect` window (after the checker read this one).
    func startNextWindow() {
        window.reset()
    }

    /// A property a `date` filter on its event compares, written as something else (E605).
    func noteUnreadableTime(_ property: EventProperty) {
        if unreadableSeen.insert(property.value.range).inserted { unreadableTimes.append(property) }
    }

    // MARK: - Stamps

    /// Sets the campaign's stamp and the engine's last display stamp to now, remembering the
    /// values before in `message`.
    func stamp(_ message: inout Message) {
        message.previousStamp = stamps[message.trigger]
        message.previousLastDisplay = lastDisplay
        message.stamped = true
        stamps[message.trigger] = now
        lastDisplay = now
    }

    /// Android `reenqueue`: the stamps as if the message never fired.
    func restoreStamps(of message: Message) {
        guard message.stamped else { return }
        stamps[message.trigger] = message.previousStamp
        lastDisplay = message.previousLastDisplay
    }

    /// R3: the stamp that makes the trigger not re-eligible at `time`, or nil when it is eligible.
    func blockingStamp(_ trigger: Int, at time: Int64) -> Int64? {
        guard let stamp = stamps[trigger] else { return nil }
        guard let seconds = triggers[trigger].reEligibility else { return stamp }
        return seconds <= 0 || time >= stamp + seconds * 1000 ? nil : stamp
    }

    // MARK: - Timers

    /// Advances the clock to `target`, firing every timer due at or before it in time order
    /// (ties in the order they were set).
    func advance(to target: Int64) {
        while let timer = timers.popDue(by: target) {
            now = max(now, timer.due)
            switch timer.action {
            case .publish(let message): publish(message)
            case .autoDismiss(let token): autoDismiss(token)
            case .gone(let token): gone(token)
            }
        }
        now = max(now, target)
    }

    /// The scenario's end: the timeline, with its words, when it was kept.
    func finishedTrace() -> [TraceEntry]? {
        trace.map { $0.map(writer.entry) }
    }
}
