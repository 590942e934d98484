import CampaignModel
import Foundation

/// The regular expressions of a payload's `matches` / `does_not_match` filters, compiled once
/// per payload and case option and shared by every scenario run (a value: read-only).
struct RegexTable: Sendable {
    private let insensitive: [String: NSRegularExpression]
    private let sensitive: [String: NSRegularExpression]

    init(_ triggers: [EngineTrigger]) {
        var patterns = Set<String>()
        for trigger in triggers {
            for condition in trigger.conditions {
                for entry in condition.filters {
                    for filter in entry where filter.op == .matches || filter.op == .doesNotMatch {
                        if case .string(let pattern)? = filter.value { patterns.insert(pattern) }
                    }
                }
            }
        }
        var insensitive: [String: NSRegularExpression] = [:]
        var sensitive: [String: NSRegularExpression] = [:]
        for pattern in patterns {
            insensitive[pattern] = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            sensitive[pattern] = try? NSRegularExpression(pattern: pattern, options: [])
        }
        self.insensitive = insensitive
        self.sensitive = sensitive
    }

    /// The compiled pattern, or nil when it does not compile (the filter then never matches).
    func regex(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        caseInsensitive ? insensitive[pattern] : sensitive[pattern]
    }
}
