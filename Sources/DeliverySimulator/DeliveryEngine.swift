import CampaignDiagnostics
import CampaignModel
import CanonicalJSON

/// The simulated device and its delivery engine (SPEC §9.2), driven step by step by
/// `StepRunner`. All time is simulated: `now` moves only with `wait`.
final class DeliveryEngine {
    /// A message between selection and the end of its life: pending publication, on the
    /// stack, in a slot, or visible.
    struct Message {
        /// Index into `triggers`.
        let trigger: Int
        /// The event's time (ms), from which `timeout` counts.
        let eventTime: Int64
        /// The stamps before this message set them (Android `reenqueue` restores them).
        var previousStamp: Int64?
        var previousLastDisplay: Int64?
        /// True once `stamp` set the stamps for this message.
        var stamped = false
    }

    struct Visible {
        let token: Int
        let message: Message
    }

    enum TimerAction {
        case publish(Message)
        case autoDismiss(token: Int)
    }

    struct Timer {
        let due: Int64
        let sequence: Int
        let action: TimerAction
    }

    let triggers: [EngineTrigger]
    let options: ResolvedSimulatorOptions
    let intervalMilliseconds: Int64
    let start: Int64
    let sources: TriggerSourceMap
    let formFactor: FormFactor
    let failingAssets: Set<String>
    let filters: FilterEvaluator

    var now: Int64
    var stamps: [String: Int64] = [:]
    var lastDisplay: Int64?
    var foreground = true
    var orientation: DeviceOrientation
    var displayChoice: DisplayChoice
    var visible: [Visible] = []
    /// Top last.
    var stack: [Message] = []
    /// Web's one deferral slot.
    var deferred: Message?
    /// Android's background slot.
    var backgroundSlot: Message?
    var timers: [Timer] = []
    private var nextSequence = 0
    private var nextToken = 0
    /// Whether the last event reported "no matching trigger".
    var lastEventNoMatch = false

    /// Everything that happened, in order.
    private(set) var entries: [TraceEntry] = []
    /// What the current `expect` window saw.
    var windowDisplayed: [String] = []
    var windowDropped: [(campaign: String, reason: DropReason)] = []
    var windowStart = 0

    init(
        payload: SimulationPayload, campaigns: Set<String>?, options: ResolvedSimulatorOptions, scenario: Scenario,
        sources: TriggerSourceMap, regexes: RegexTable
    ) {
        triggers = payload.triggers.filter { campaigns?.contains($0.id) ?? true }
        self.options = options
        intervalMilliseconds = payload.triggerMinimumIntervalSeconds * 1000
        start = scenario.start.value.unixSeconds * 1000
        now = start
        self.sources = sources
        formFactor = scenario.device.formFactor
        orientation = scenario.device.orientation
        failingAssets = Set(scenario.device.failingAssets)
        displayChoice = scenario.display
        filters = FilterEvaluator(regexCase: options.regexCase, regexes: regexes)
        for entry in scenario.history {
            let at = entry.displayedAt.value.unixSeconds * 1000
            if at >= (stamps[entry.campaign.value] ?? .min) { stamps[entry.campaign.value] = at }
            if at >= (lastDisplay ?? .min) { lastDisplay = at }
        }
    }

    // MARK: - Recording

    func record(
        _ action: String, _ text: String, verdicts: [CampaignVerdict] = [], location: SourceLocation? = nil, noMatch: Bool = false,
        actions: [JSONValue]? = nil
    ) {
        entries.append(
            TraceEntry(elapsed: now - start, action: action, text: text, verdicts: verdicts, location: location, noMatch: noMatch, actions: actions))
    }

    func drop(_ message: Message, _ reason: DropReason, _ why: String, at location: SourceLocation? = nil) {
        let id = triggers[message.trigger].id
        windowDropped.append((id, reason))
        record("drop", "\(id) dropped (\(reason.rawValue)): \(why)", location: location ?? sources.location(id) { _ in nil })
    }

    /// What happened since the last `expect`.
    struct Window {
        let entries: [TraceEntry]
        let displayed: [String]
        let dropped: [(campaign: String, reason: DropReason)]
    }

    /// The window since the last `expect`, and starts a new one.
    func closeWindowSnapshot() -> Window {
        let window = Window(entries: Array(entries[windowStart...]), displayed: windowDisplayed, dropped: windowDropped)
        windowStart = entries.count
        windowDisplayed = []
        windowDropped = []
        return window
    }

    // MARK: - Stamps

    /// Sets the campaign's stamp and the engine's last display stamp to now, remembering the
    /// values before in `message`.
    func stamp(_ message: inout Message) {
        let id = triggers[message.trigger].id
        message.previousStamp = stamps[id]
        message.previousLastDisplay = lastDisplay
        message.stamped = true
        stamps[id] = now
        lastDisplay = now
    }

    /// Android `reenqueue`: the stamps as if the message never fired.
    func restoreStamps(of message: Message) {
        guard message.stamped else { return }
        stamps[triggers[message.trigger].id] = message.previousStamp
        lastDisplay = message.previousLastDisplay
    }

    // MARK: - Timers

    func schedule(_ action: TimerAction, at due: Int64) {
        timers.append(Timer(due: due, sequence: nextSequence, action: action))
        nextSequence += 1
    }

    func newToken() -> Int {
        nextToken += 1
        return nextToken
    }

    /// Advances the clock to `target`, firing every timer due at or before it in time order
    /// (ties in the order they were set).
    func advance(to target: Int64) {
        while let index = nextTimer(dueBy: target) {
            let timer = timers.remove(at: index)
            now = max(now, timer.due)
            switch timer.action {
            case .publish(let message): publish(message)
            case .autoDismiss(let token): autoDismiss(token)
            }
        }
        now = max(now, target)
    }

    private func nextTimer(dueBy target: Int64) -> Int? {
        var best: Int?
        for index in timers.indices where timers[index].due <= target {
            if let b = best, (timers[b].due, timers[b].sequence) <= (timers[index].due, timers[index].sequence) { continue }
            best = index
        }
        return best
    }
}
