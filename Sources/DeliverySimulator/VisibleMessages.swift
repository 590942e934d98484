/// The messages on screen, in the order they became visible: one at a time on iOS and
/// Android; on the web one modal, full or html message and any number of slideups. A message
/// being dismissed stays on screen, closing, until its dismiss animation ends. Finding,
/// closing and counting cost O(log n) or O(1), so thousands of slideups on screen together
/// (web, no minimum interval) stay linear.
struct VisibleMessages {
    struct Visible {
        let token: Int
        let message: DeliveryEngine.Message
        let campaign: String
        let isBlocking: Bool
        /// The triggers of the priority tie the message won (itself included), or none.
        let tie: [Int]
        /// When its dismiss animation ends, once it is closing; nil while it is open.
        var goneAt: Int64?

        var isClosing: Bool { goneAt != nil }
    }

    /// In token order; nil where a message was closed (compacted when half are).
    private var slots: [Visible?] = []
    private var tokens: [Int] = []
    private var live = 0
    private var nextToken = 0
    /// How many visible messages each trigger has.
    private var triggers: [Int: Int] = [:]
    /// Triggers named by the priority ties that visible messages won (winner and losers), counted.
    private var tied: [Int: Int] = [:]
    /// The tokens of visible blocking messages, in order (at most one on the web).
    private var blocking: [Int] = []

    var isEmpty: Bool { live == 0 }

    /// The message that became visible last (it may be closing).
    var last: Visible? { slots.last ?? nil }

    /// The open message that became visible last: the one a `dismiss` or `click` closes.
    var lastOpen: Visible? {
        for slot in slots.reversed() {
            if let shown = slot, !shown.isClosing { return shown }
        }
        return nil
    }

    /// The blocking message that became visible last.
    var lastBlocking: Visible? { blocking.last.flatMap(find) }

    /// Every visible message, in order.
    var all: [Visible] { slots.compactMap { $0 } }

    /// Every campaign visible, in order.
    var ids: [String] { slots.compactMap { $0?.campaign } }

    func contains(_ trigger: Int) -> Bool { triggers[trigger, default: 0] > 0 }

    /// True when a visible message won a priority tie that named `trigger`.
    func tieNamed(_ trigger: Int) -> Bool { tied[trigger, default: 0] > 0 }

    /// Adds a message; returns its token. `tie`: the triggers of the tie it won, itself included.
    mutating func append(_ message: DeliveryEngine.Message, campaign: String, isBlocking: Bool, tie: [Int]) -> Int {
        nextToken += 1
        slots.append(Visible(token: nextToken, message: message, campaign: campaign, isBlocking: isBlocking, tie: tie))
        tokens.append(nextToken)
        live += 1
        triggers[message.trigger, default: 0] += 1
        for name in tie { tied[name, default: 0] += 1 }
        if isBlocking { blocking.append(nextToken) }
        return nextToken
    }

    /// The visible message of `token`, or nil.
    func message(token: Int) -> Visible? {
        find(token)
    }

    /// Marks the message of `token` as closing until `goneAt`.
    mutating func startClosing(token: Int, goneAt: Int64) {
        guard let index = index(of: token), slots[index] != nil else { return }
        slots[index]?.goneAt = goneAt
    }

    /// Removes the message of `token`; nil when it is no longer visible.
    @discardableResult
    mutating func remove(token: Int) -> Visible? {
        guard let index = index(of: token), let shown = slots[index] else { return nil }
        slots[index] = nil
        live -= 1
        triggers[shown.message.trigger, default: 1] -= 1
        for name in shown.tie { tied[name, default: 1] -= 1 }
        if shown.isBlocking { blocking.removeAll { $0 == token } }
        while let last = slots.last, last == nil {
            slots.removeLast()
            tokens.removeLast()
        }
        if slots.count > 32, live * 2 < slots.count { compact() }
        return shown
    }

    mutating func removeAll() {
        self = VisibleMessages(nextToken: nextToken)
    }

    private init(nextToken: Int) {
        self.nextToken = nextToken
    }

    init() {}

    private func find(_ token: Int) -> Visible? {
        index(of: token).flatMap { slots[$0] }
    }

    /// Binary search: tokens only grow.
    private func index(of token: Int) -> Int? {
        let low = tokens.partitionPoint { $0 < token }
        return low < tokens.count && tokens[low] == token ? low : nil
    }

    private mutating func compact() {
        let kept = slots.compactMap { $0 }
        slots = kept
        tokens = kept.map(\.token)
    }
}
