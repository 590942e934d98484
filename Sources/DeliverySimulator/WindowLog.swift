import CampaignModel

/// What happened since the previous `expect` (SPEC §9.3), kept in a size that does not grow
/// with the window's length: the campaigns displayed in order, each campaign's drop reasons
/// (not every drop), the campaigns a priority tie touched, and the records of the first
/// `noteLimit` notes with the count of the rest. Campaigns are trigger indexes.
struct WindowLog {
    /// The notes an E602 shows at most; the rest are counted in a last note (SPEC §7's
    /// spirit: a report stays readable and bounded however long the window).
    static let noteLimit = 100
    /// The ties W606's notes name at most.
    static let tieLimit = 10

    /// The records of the first notes, in time order.
    private(set) var records: [EngineRecord] = []
    /// Every note of the window, shown or not.
    private(set) var noteCount = 0
    /// The notes of `records`.
    private var shownNotes = 0
    /// The campaigns displayed, in order.
    private(set) var displayed: [Int] = []
    /// Per trigger, the reasons it was dropped for (`DropReason.bit`); allocated at the first
    /// drop and kept over `reset()`, which clears only the entries `touched`.
    private var dropBits: [UInt16] = []
    private var touched: [Int] = []
    /// The number of triggers of the payload.
    let triggerCount: Int
    /// (campaign, reason), each pair once, in the order first met.
    private(set) var dropOrder: [(trigger: Int, reason: DropReason)] = []
    /// Campaigns outranked on a priority tie.
    private(set) var outrankedOnTie: Set<Int> = []
    /// Winners and losers of the priority ties that decided something in the window: a tied
    /// event, or the display of a message that won a tie.
    private(set) var tied: Set<Int> = []
    /// The ties behind `tied`, each once, the first `tieLimit` of them (for W606's notes).
    private(set) var ties: [TieFact] = []

    /// The campaigns some entry of the window was about (a verdict, a display, a drop), kept
    /// or not; cleared by `reset()`.
    private var mentioned: Set<Int> = []

    init(triggerCount: Int) {
        self.triggerCount = triggerCount
    }

    /// True when an entry of the window was about `trigger`.
    func mentions(_ trigger: Int) -> Bool {
        mentioned.contains(trigger) || dropBits(of: trigger) != 0 || displayed.contains(trigger)
    }

    /// Empties the log for the next window, keeping its storage.
    mutating func reset() {
        records.removeAll()
        noteCount = 0
        shownNotes = 0
        displayed.removeAll(keepingCapacity: true)
        for trigger in touched { dropBits[trigger] = 0 }
        touched.removeAll(keepingCapacity: true)
        dropOrder.removeAll(keepingCapacity: true)
        outrankedOnTie.removeAll()
        tied.removeAll()
        ties.removeAll()
        mentioned.removeAll()
    }

    var notesLeftOut: Int { noteCount - shownNotes }

    /// True while a record's notes would still be shown.
    var hasRoom: Bool { shownNotes < Self.noteLimit }

    mutating func append(_ record: EngineRecord) {
        if let about = record.about { mentioned.insert(about) }
        for verdict in record.verdicts { mentioned.insert(verdict.trigger) }
        noteCount += record.noteCount
        guard hasRoom else { return }
        var kept = record
        let room = Self.noteLimit - shownNotes
        if kept.verdicts.count > room { kept.verdicts.removeLast(kept.verdicts.count - room) }
        shownNotes += kept.noteCount
        records.append(kept)
    }

    mutating func display(_ trigger: Int) {
        displayed.append(trigger)
    }

    mutating func drop(_ trigger: Int, _ reason: DropReason, onTie: Bool = false) {
        if onTie { outrankedOnTie.insert(trigger) }
        if dropBits.isEmpty { dropBits = Array(repeating: 0, count: triggerCount) }
        let bits = dropBits[trigger]
        guard bits & reason.bit == 0 else { return }
        if bits == 0 { touched.append(trigger) }
        dropBits[trigger] = bits | reason.bit
        dropOrder.append((trigger, reason))
    }

    /// The reasons `trigger` was dropped for, as bits (`DropReason.bit`).
    func dropBits(of trigger: Int) -> UInt16 {
        dropBits.isEmpty ? 0 : dropBits[trigger]
    }

    /// The reasons `trigger` was dropped for, in the order first met.
    func reasons(of trigger: Int) -> [DropReason] {
        guard dropBits(of: trigger) != 0 else { return [] }
        return dropOrder.filter { $0.trigger == trigger }.map(\.reason)
    }

    /// A priority tie decided something in the window.
    mutating func tie(_ fact: TieFact) {
        tied.insert(fact.winner)
        tied.formUnion(fact.others)
        if ties.count < Self.tieLimit, !ties.contains(fact) { ties.append(fact) }
    }
}

/// One priority tie: the event's time, the winner and the other candidates of its priority.
struct TieFact: Hashable, Sendable {
    let eventTime: Int64
    let winner: Int
    let others: [Int]
}

extension DropReason {
    /// A bit of its own, for sets of reasons.
    var bit: UInt16 {
        switch self {
        case .outranked: 1 << 0
        case .rateLimited: 1 << 1
        case .notReeligible: 1 << 2
        case .outsideSchedule: 1 << 3
        case .filters: 1 << 4
        case .orientation: 1 << 5
        case .assetFailed: 1 << 6
        case .appDiscarded: 1 << 7
        case .noImage: 1 << 8
        case .expired: 1 << 9
        case .busy: 1 << 10
        case .unsupported: 1 << 11
        case .offline: 1 << 12
        case .aborted: 1 << 13
        case .control: 1 << 14
        }
    }
}
