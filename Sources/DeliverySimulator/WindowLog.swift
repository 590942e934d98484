import CampaignModel

/// What happened since the previous `expect` (SPEC §9.3), kept in a size that does not grow
/// with the window: the campaigns displayed in order, each campaign's drop reasons (not
/// every drop), the campaigns a priority tie touched, and the records of the first
/// `noteLimit` notes with the count of the rest.
struct WindowLog {
    /// The notes an E602 shows at most; the rest are counted in a last note (SPEC §7's
    /// spirit: a report stays readable and bounded however long the window).
    static let noteLimit = 100

    /// The records of the first notes, in time order.
    private(set) var records: [EngineRecord] = []
    /// Every note of the window, shown or not.
    private(set) var noteCount = 0
    /// The campaigns displayed, in order.
    private(set) var displayed: [String] = []
    /// Per campaign, the reasons it was dropped for, in the order first met.
    private(set) var drops: [String: [DropReason]] = [:]
    /// (campaign, reason), each pair once, in the order first met.
    private(set) var dropOrder: [(campaign: String, reason: DropReason)] = []
    /// Campaigns outranked on a priority tie.
    private(set) var outrankedOnTie: Set<String> = []
    /// Winners and losers of the priority ties that decided something in the window: a tied
    /// event, or the display of a message that won a tie.
    private(set) var tied: Set<String> = []

    /// The notes of `records`.
    private var shownNotes = 0

    var notesLeftOut: Int { noteCount - shownNotes }

    mutating func append(_ record: EngineRecord) {
        noteCount += record.noteCount
        guard shownNotes < Self.noteLimit else { return }
        var kept = record
        let room = Self.noteLimit - shownNotes
        if kept.verdicts.count > room { kept.verdicts.removeLast(kept.verdicts.count - room) }
        shownNotes += kept.noteCount
        records.append(kept)
    }

    mutating func display(_ campaign: String) {
        displayed.append(campaign)
    }

    mutating func drop(_ campaign: String, _ reason: DropReason, onTie: Bool = false) {
        if onTie { outrankedOnTie.insert(campaign) }
        if drops[campaign]?.contains(reason) == true { return }
        drops[campaign, default: []].append(reason)
        dropOrder.append((campaign, reason))
    }

    /// The ties behind `tied`, each once, the first `tieLimit` of them (for W606's notes).
    private(set) var ties: [TieFact] = []
    static let tieLimit = 10

    /// A priority tie decided something in the window; `names` its campaigns.
    mutating func tie(_ fact: TieFact, names: [String]) {
        tied.formUnion(names)
        if ties.count < Self.tieLimit, !ties.contains(fact) { ties.append(fact) }
    }
}

/// One priority tie: the event's time, the winner and the other candidates of its priority.
struct TieFact: Hashable, Sendable {
    let eventTime: Int64
    let winner: Int
    let others: [Int]
}
