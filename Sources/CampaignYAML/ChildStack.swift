/// The children of all open collections of one kind, innermost collection's last, in one
/// growing buffer that lives as long as the tree builder. A collection's children sit from
/// the index where it opened to the top; when it closes they move (no copy, no retain) into
/// an array of exactly their number, which becomes the finished node's storage.
///
/// Compared with an array per open collection, this needs no spare capacity per node (a
/// small mapping kept room for eight entries) and no regrowth while children come in.
final class ChildStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// Children held, of all open collections.
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = max(1, capacity)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The child at `index` (0 is the bottom of the stack).
    @inline(__always)
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "ChildStack index out of range")
        return base[index]
    }

    /// The children from `start` to the top, in order.
    @inline(__always)
    func withChildren<R>(from start: Int, _ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        precondition(start >= 0 && start <= count, "ChildStack start out of range")
        return try body(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// Takes the children from `start` to the top off the stack, as an array of exactly
    /// their number. They move (no copy, no retain) through `Departure`, which
    /// `append(contentsOf:)` consumes whole.
    @inline(__always)
    func pop(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "ChildStack start out of range")
        guard start < count else { return [] }
        let departure = Departure(current: base + start, end: base + count)
        count = start
        var taken: [Element] = []
        taken.append(contentsOf: departure)
        return taken
    }

    /// The children leaving the stack, each moved out as it is read.
    struct Departure: Sequence, IteratorProtocol {
        fileprivate var current: UnsafeMutablePointer<Element>
        fileprivate let end: UnsafeMutablePointer<Element>

        var underestimatedCount: Int { end - current }

        mutating func next() -> Element? {
            guard current < end else { return nil }
            defer { current += 1 }
            return current.move()
        }
    }

    /// Drops every child (a document broke off).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    private func grow() {
        let larger = capacity * 2
        let moved = UnsafeMutablePointer<Element>.allocate(capacity: larger)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
