import CampaignDiagnostics
import CampaignModel
import CanonicalJSON

/// What the engine decided about one campaign for one event, as data: the words are written
/// only for what is printed (a failed expectation's notes, `--trace`), by `TraceWriter`.
struct Verdict: Sendable {
    enum Detail: Sendable {
        /// The winner; `tiedWith` the other candidates of the same priority (a tie decided by
        /// payload order, SPEC §9.2 step 6).
        case selected(tiedWith: [Int])
        /// Lost to `winner` on priority, or on payload order when `tie`.
        case outranked(winner: Int, tie: Bool)
        /// Check 1: the filter of `condition` that failed.
        case filters(condition: Int32, FilterFailure)
        /// Check 2: before the start, or at or after the end.
        case outsideSchedule(beforeStart: Bool)
        /// Check 3: stamped at `stamp`.
        case notReeligible(stamp: Int64)
        /// Check 4: the last display stamp.
        case rateLimited(lastDisplay: Int64)
        /// Web: the filter (of trigger `thrower`) whose pattern JavaScript rejects; the Web
        /// SDK throws there, so no campaign on the event is shown.
        case webThrows(thrower: Int, condition: Int32, outer: Int32, inner: Int32)
        /// Check 5, a templated message: the device has no network.
        case offline
        /// Check 5, a templated message: rendered at the trigger, `abort_message` stopped it
        /// (with its reason), or it could not be rendered (`failed`).
        case aborted(reason: String?, failed: Bool)
    }

    /// Index into the payload's triggers.
    let trigger: Int
    let detail: Detail

    init(trigger: Int, detail: Detail) {
        self.trigger = trigger
        self.detail = detail
    }

    /// Nil when the campaign was selected.
    var reason: DropReason? { Self.reason(detail) }

    /// The reason of a detail; nil for the winner (or no detail).
    static func reason(_ detail: Detail?) -> DropReason? {
        switch detail {
        case nil: nil
        case .selected: nil
        case .outranked: .outranked
        case .filters, .webThrows: .filters
        case .outsideSchedule: .outsideSchedule
        case .notReeligible: .notReeligible
        case .rateLimited: .rateLimited
        case .offline: .offline
        case .aborted: .aborted
        }
    }

    /// True when a priority tie decided this verdict.
    var isTie: Bool {
        switch detail {
        case .selected(let tied): !tied.isEmpty
        case .outranked(_, let tie): tie
        default: false
        }
    }
}

/// One entry of the timeline as the engine records it: the text of what happened and, for an
/// event, the verdicts as data. `TraceWriter` turns it into a `TraceEntry` when it is printed.
struct EngineRecord: Sendable {
    /// Milliseconds since the scenario's start.
    let elapsed: Int64
    let action: String
    /// What happened, as written; empty for an event, whose text is its description, made
    /// only when a note or a trace prints it (most events of a large run are never printed).
    private let written: String
    var verdicts: [Verdict] = []
    /// For an event: the event, whose properties the verdicts' words quote.
    var event: EngineEvent?
    /// For an event whose verdicts were not kept (the window's notes are full and there is no
    /// trace): how many there were.
    var uncountedVerdicts = 0
    var location: SourceLocation?
    var noMatch = false
    var actions: [JSONValue]?
    /// The campaign (trigger index) a display, drop, stack or dismissal entry is about.
    var about: Int?

    init(
        elapsed: Int64, action: String, text: String = "", verdicts: [Verdict] = [], location: SourceLocation? = nil, noMatch: Bool = false,
        actions: [JSONValue]? = nil
    ) {
        self.elapsed = elapsed
        self.action = action
        written = text
        self.verdicts = verdicts
        self.location = location
        self.noMatch = noMatch
        self.actions = actions
    }

    /// What happened: the text written, or the event's description.
    var text: String { event.map(\.description) ?? written }

    /// The notes of an E602 this record gives: one per verdict, or one.
    var noteCount: Int { max(1, verdicts.count + uncountedVerdicts) }
}
