/// The engine's timers (pending publications and auto-dismissals) as a binary min-heap on
/// (due time, order set): a `wait` that fires k of n timers costs O(k log n), never a scan
/// of the whole list per timer (SPEC §9.2: "in time order, ties in the order they were set").
struct TimerQueue<Action> {
    struct Timer {
        let due: Int64
        let sequence: Int
        let action: Action
    }

    private var heap: [Timer] = []
    private var nextSequence = 0

    var isEmpty: Bool { heap.isEmpty }

    mutating func schedule(_ action: Action, at due: Int64) {
        heap.append(Timer(due: due, sequence: nextSequence, action: action))
        nextSequence += 1
        siftUp(heap.count - 1)
    }

    /// The earliest timer due at or before `time`, removed; nil when none is.
    mutating func popDue(by time: Int64) -> Timer? {
        guard let first = heap.first, first.due <= time else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown(0)
        }
        return first
    }

    /// Keeps only the timers whose action passes `keep`, in their order (a restart).
    mutating func retain(_ keep: (Action) -> Bool) {
        let kept = heap.filter { keep($0.action) }.sorted(by: Self.precedes)
        heap = kept
    }

    mutating func removeAll() {
        heap.removeAll()
    }

    private static func precedes(_ a: Timer, _ b: Timer) -> Bool {
        (a.due, a.sequence) < (b.due, b.sequence)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var best = left
            if left + 1 < heap.count, Self.precedes(heap[left + 1], heap[left]) { best = left + 1 }
            guard Self.precedes(heap[best], heap[parent]) else { return }
            heap.swapAt(best, parent)
            parent = best
        }
    }
}
