import CampaignLiquid

/// Issues as `start..<end summary`, the form the tests compare.
func issueLines(_ text: String, _ context: LiquidCheckContext = .text) -> [String] {
    LiquidChecker.check(LiquidTemplate(parsing: text), in: context).map { "\($0.range.lowerBound)..<\($0.range.upperBound) \($0.summary)" }
}

/// The one issue of a text.
func onlyIssue(_ text: String, _ context: LiquidCheckContext = .text) -> LiquidIssue? {
    let issues = LiquidChecker.check(LiquidTemplate(parsing: text), in: context)
    return issues.count == 1 ? issues[0] : nil
}

extension LiquidCheckContext {
    /// Visible text of a campaign triggered by a custom event.
    static let text = LiquidCheckContext(field: .visibleText, triggers: [.customEvent(name: "added_to_cart")])
}

/// The parser's issues only (syntax and what reading finds), as `start..<end summary`.
func parseLines(_ text: String) -> [String] {
    LiquidTemplate(parsing: text).issues.map { "\($0.range.lowerBound)..<\($0.range.upperBound) \($0.summary)" }
}

/// The parser's one issue.
func onlyParseIssue(_ text: String) -> LiquidIssue? {
    let issues = LiquidTemplate(parsing: text).issues
    return issues.count == 1 ? issues[0] : nil
}
