/// Runs one piece of work per item on up to `jobs` tasks at once and returns the results
/// in the order of the items, so the outcome is the same whatever the number of jobs and
/// whatever order the work finished in. With one job the work runs serially in the
/// calling task.
enum ParallelWork {
    static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item],
        jobs: Int,
        _ work: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        if jobs <= 1 || items.count <= 1 {
            return items.map(work)
        }
        return await withTaskGroup(of: (Int, Output).self, returning: [Output].self) { group in
            var slots = [Output?](repeating: nil, count: items.count)
            var next = 0
            func startNext() {
                let index = next
                let item = items[index]
                group.addTask { (index, work(item)) }
                next += 1
            }
            while next < min(jobs, items.count) { startNext() }
            while let (index, output) = await group.next() {
                slots[index] = output
                if next < items.count { startNext() }
            }
            return slots.compactMap { $0 }
        }
    }
}
