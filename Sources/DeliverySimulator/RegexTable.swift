import CampaignModel
import CampaignPatterns

/// The regular expressions of a payload's `matches` / `does_not_match` filters, read once per
/// payload in each way a scenario may ask for and shared by every scenario run (a value:
/// read-only): as ICU reads them (iOS, Android) and as the Web SDK's JavaScript does, each
/// case-insensitively or not (`regex_case`).
struct RegexTable: Sendable {
    /// Per pattern: its readings, nil where the dialect rejects it.
    private let readings: [String: Readings]
    /// The patterns JavaScript rejects (the Web SDK throws on them).
    let rejectedOnWeb: Set<String>

    private struct Readings: Sendable {
        let icuInsensitive: CompiledPattern?
        let icuSensitive: CompiledPattern?
        let javaScript: CompiledPattern?
        let javaScriptInsensitive: CompiledPattern?
    }

    init(_ triggers: [EngineTrigger]) {
        var readings: [String: Readings] = [:]
        var rejected = Set<String>()
        for trigger in triggers {
            for condition in trigger.conditions {
                for entry in condition.filters {
                    for filter in entry where filter.op == .matches || filter.op == .doesNotMatch {
                        guard case .string(let pattern)? = filter.value, readings[pattern] == nil else { continue }
                        let javaScript = Self.compile(pattern, .javaScript, caseInsensitive: false)
                        readings[pattern] = Readings(
                            icuInsensitive: Self.compile(pattern, .icu, caseInsensitive: true),
                            icuSensitive: Self.compile(pattern, .icu, caseInsensitive: false), javaScript: javaScript,
                            javaScriptInsensitive: Self.compile(pattern, .javaScript, caseInsensitive: true))
                        if javaScript == nil { rejected.insert(pattern) }
                    }
                }
            }
        }
        self.readings = readings
        rejectedOnWeb = rejected
    }

    private static func compile(_ pattern: String, _ dialect: PatternDialect, caseInsensitive: Bool) -> CompiledPattern? {
        switch RegularExpression.parse(pattern, dialect: dialect, caseInsensitive: caseInsensitive) {
        case .success(let parsed): CompiledPattern(parsed, javaScriptCaseless: caseInsensitive)
        case .failure: nil
        }
    }

    /// A search of `text` for `pattern` as `dialect` reads it; nil when the dialect rejects
    /// the pattern (the filter then never matches).
    func search(_ pattern: String, in text: String, dialect: PatternDialect, caseInsensitive: Bool) -> SearchOutcome? {
        guard let readings = readings[pattern] else { return nil }
        let compiled: CompiledPattern? =
            switch (dialect, caseInsensitive) {
            case (.icu, true): readings.icuInsensitive
            case (.icu, false): readings.icuSensitive
            case (.javaScript, false): readings.javaScript
            case (.javaScript, true): readings.javaScriptInsensitive
            }
        return compiled?.search(text)
    }
}
