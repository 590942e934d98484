import CampaignModel

extension TriggerKey {
    /// Each key equal to an earlier one, with the index of the first of them, in order.
    /// A campaign has a few triggers: they are compared directly, without hashing, unless
    /// there are many.
    static func repeats(in keys: [TriggerKey]) -> [(index: Int, firstIndex: Int)] {
        var repeats: [(index: Int, firstIndex: Int)] = []
        if keys.count <= 16 {
            var firsts: [Int] = []
            for (index, key) in keys.enumerated() {
                if let first = firsts.first(where: { keys[$0] == key }) {
                    repeats.append((index, first))
                } else {
                    firsts.append(index)
                }
            }
            return repeats
        }
        var seen: [TriggerKey: Int] = [:]
        for (index, key) in keys.enumerated() {
            if let first = seen[key] {
                repeats.append((index, first))
            } else {
                seen[key] = index
            }
        }
        return repeats
    }
}
