/// Runs one piece of work per item on up to `jobs` tasks at once and returns the results
/// in the order of the items, so the outcome is the same whatever the number of jobs and
/// whatever order the work finished in. With one job the work runs serially in the
/// calling task.
///
/// Items are handed out in consecutive chunks (a task per chunk, not per item), small enough
/// that the jobs finish together and large enough that starting tasks costs nothing.
public enum ParallelWork {
    public static func map<Item: Sendable, Output: Sendable>(
        _ items: [Item],
        jobs: Int,
        _ work: @escaping @Sendable (Item) -> Output
    ) async -> [Output] {
        await map(items, jobs: jobs, worker: { work }, gather: { $0 })
    }

    /// The same, with a worker made for each chunk (`worker()`) that does the work of every
    /// item of the chunk in turn, so it may keep state from one item to the next (a cache);
    /// a worker never runs on two items at once. Each output goes through `gather`, in the
    /// order of the items, as soon as the outputs before it are in (so a chunk's outputs
    /// are dropped early and `gather` may keep state too); nil leaves the output out.
    public static func map<Item: Sendable, Output: Sendable, Gathered>(
        _ items: [Item],
        jobs: Int,
        worker: @escaping @Sendable () -> (Item) -> Output,
        gather: (Output) -> Gathered?
    ) async -> [Gathered] {
        var results: [Gathered] = []
        results.reserveCapacity(items.count)
        if jobs <= 1 || items.count <= 1 {
            let work = worker()
            for item in items {
                if let gathered = gather(work(item)) { results.append(gathered) }
            }
            return results
        }
        let size = chunkSize(items: items.count, jobs: jobs)
        let chunkCount = (items.count + size - 1) / size
        return await withTaskGroup(of: (Int, [Output]).self, returning: [Gathered].self) { group in
            var slots = [[Output]?](repeating: nil, count: chunkCount)
            var next = 0
            var nextToGather = 0
            func startNext() {
                let index = next
                let chunk = items[(index * size)..<min(items.count, (index + 1) * size)]
                group.addTask { (index, chunk.map(worker())) }
                next += 1
            }
            while next < min(jobs, chunkCount) { startNext() }
            while let (index, outputs) = await group.next() {
                slots[index] = outputs
                if next < chunkCount { startNext() }
                while nextToGather < chunkCount, let outputs = slots[nextToGather] {
                    slots[nextToGather] = nil
                    for output in outputs {
                        if let gathered = gather(output) { results.append(gathered) }
                    }
                    nextToGather += 1
                }
            }
            return results
        }
    }

    /// Items per chunk: about eight chunks per job, at most `maxChunk` items each.
    static func chunkSize(items: Int, jobs: Int) -> Int {
        max(1, min(maxChunk, items / (jobs * 8)))
    }

    static let maxChunk = 32
}
