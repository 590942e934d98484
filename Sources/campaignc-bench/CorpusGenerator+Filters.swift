/// Property filters of the corpus. Each entry is the lines of one list item (without
/// the `- `); properties are distinct within one trigger, so nothing contradicts (E310).
extension CorpusGenerator {
    mutating func makeFilters(max: Int) -> [[String]] {
        let count = rng.pick([0, 1, 1, 2, 2, 3].filter { $0 <= max })
        let templates = rng.distinct(count, of: Array(0..<18))
        return templates.flatMap { filter($0) }
    }

    private mutating func filter(_ template: Int) -> [[String]] {
        switch template {
        case 0: return [["property: cart_total", "greater_than: \(rng.int(20...150))"]]
        case 1: return [["property: item_count", "greater_than_or_equal: \(rng.int(2...5))"]]
        case 2: return [["property: discount_pct", "less_than: \(rng.int(10...60))"]]
        case 3: return [["property: price", "less_than_or_equal: " + rng.pick(["9.99", "49.5", "199.99"])]]
        case 4: return [["property: coupon", "exists: true", "type: string"]]
        case 5: return [["{ property: is_member, equals: \(rng.chance(50)) }"]]
        case 6:
            let op = rng.pick(["equals", "not_equals"])
            return [["{ property: tier, \(op): \(rng.pick(CorpusVocabulary.tiers)) }"]]
        case 7: return [["property: country", "equals: " + quotedIfReadable(rng.pick(CorpusVocabulary.countries))]]
        case 8:
            let category = rng.pick(CorpusVocabulary.categories)
            return [
                [
                    "any_of:",
                    "  - { property: category, equals: \(category) }",
                    "  - { property: category, matches: \"^boot\" }",
                ]
            ]
        case 9: return [["property: email", "does_not_match: '@example\\.org$'"]]
        case 10: return [["property: last_purchase_at", "less_than_ago: " + rng.pick(["30d", "7d", "48h"])]]
        case 11: return [["property: signup_at", "more_than_ago: " + rng.pick(["7d", "14d", "90d"])]]
        case 12:
            let low = rng.int(1...10)
            return [
                ["property: level", "greater_than: \(low)"],
                ["property: level", "less_than: \(low + rng.int(5...40))"],
            ]
        case 13: return [["property: referrer", "exists: false", "type: string"]]
        case 14: return [["property: app_version", "equals: \"4.\(rng.int(0...9))\""]]
        case 15: return [["property: search_term", "matches: '^(red|blue) (shoe|boot)s?$'"]]
        case 16: return [["property: score", "equals: \(rng.int(1...999))", "type: number"]]
        default:
            return [
                [
                    "any_of:",
                    "  - { property: plan, equals: monthly }",
                    "  - { property: plan, equals: yearly }",
                ]
            ]
        }
    }

    /// A scalar as drawn, or quoted in a readable corpus so that `NO` stays text (W318).
    func quotedIfReadable(_ value: String) -> String {
        readable ? "\"\(value)\"" : value
    }
}
