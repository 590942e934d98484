extension DeliveryEngine {
    /// On Web, the first filter among the event's live candidates whose pattern JavaScript
    /// rejects: the Web SDK's `new RegExp` throws there and the error leaves its loop over the
    /// event's triggers, so every campaign on the event is dropped with it (SPEC §19 item 14).
    func webThrow(_ entry: TriggerIndex.Entry) -> Verdict.Detail? {
        guard options.platform == .web else { return nil }
        for candidate in entry.candidates where candidate.hasFilters && (live?.contains(candidate.trigger) ?? true) {
            let first = Int(candidate.firstCondition)
            let conditions = entry.conditions[first..<first + Int(candidate.conditionCount)]
            if let found = filters.webThrow(in: triggers[candidate.trigger], conditions: conditions) {
                return .webThrows(thrower: candidate.trigger, condition: found.condition, outer: found.outer, inner: found.inner)
            }
        }
        return nil
    }
}
