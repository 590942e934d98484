/// Keeps the corpus free of W402 (same trigger, same priority, overlapping schedules).
///
/// Scheduled campaigns live in weekly slots that never overlap one another; a campaign
/// without a schedule is always live and so overlaps every slot. For each trigger key and
/// effective priority the planner remembers the slots in use and hands out a free one,
/// moving to the next priority when a campaign without a schedule blocks the drawn one.
struct SchedulePlanner {
    /// Monday 2030-01-07 09:00:00Z: far enough ahead that no schedule has ended (W314).
    static let firstSlotStart = 1_894_006_800
    static let slotSeconds = 7 * 86_400
    /// A window ends 6 days 14:59:59 after it starts, well before the next slot.
    static let windowSeconds = 6 * 86_400 + 14 * 3600 + 59 * 60 + 59
    /// Campaigns without a schedule per trigger key: with at most three triggers per
    /// campaign, 3 × 25 blocked priorities leave some of the 101 free for every campaign.
    static let unscheduledPerKey = 25

    private static let unscheduled = -1
    private var occupied: [String: Set<Int>] = [:]
    private var unscheduledCount: [String: Int] = [:]

    struct Placement: Equatable {
        let priority: Int
        /// nil: no schedule.
        let slot: Int?
    }

    /// Where a campaign with these trigger keys goes: no schedule when `preferUnscheduled`
    /// and that conflicts with nothing, else the first free slot from `preferred`.
    mutating func place(keys: [String], priority: Int, preferUnscheduled: Bool, preferred: Int) -> Placement {
        if preferUnscheduled,
            keys.allSatisfy({ unscheduledCount[$0, default: 0] < Self.unscheduledPerKey }),
            names(keys, priority).allSatisfy({ occupied[$0, default: []].isEmpty })
        {
            for key in keys { unscheduledCount[key, default: 0] += 1 }
            mark(names(keys, priority), Self.unscheduled)
            return Placement(priority: priority, slot: nil)
        }
        for step in 0...100 {
            let candidate = (priority + step) % 101
            let names = names(keys, candidate)
            guard names.allSatisfy({ !occupied[$0, default: []].contains(Self.unscheduled) }) else { continue }
            var slot = preferred
            while names.contains(where: { occupied[$0, default: []].contains(slot) }) {
                slot += 1
            }
            mark(names, slot)
            return Placement(priority: candidate, slot: slot)
        }
        // Unreachable with at most three keys per campaign (see `unscheduledPerKey`).
        return Placement(priority: priority, slot: preferred)
    }

    private func names(_ keys: [String], _ priority: Int) -> [String] {
        keys.map { "\($0)@\(priority)" }
    }

    private mutating func mark(_ names: [String], _ slot: Int) {
        for name in names { occupied[name, default: []].insert(slot) }
    }
}
