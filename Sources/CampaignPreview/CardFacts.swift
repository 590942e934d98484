import CampaignModel

/// The words of a card's heading besides the trigger: priority, schedule, delay, dismissal.
enum CardFacts {
    /// `80`, or `high (75)` when the number is one of the priority words' values.
    static func priority(_ priority: Priority) -> String {
        let value = priority.value
        if let word = PriorityWord.allCases.first(where: { $0.value == value }) {
            return "\(word.rawValue) (\(value))"
        }
        return String(value)
    }

    /// `always`, `from T`, `until T` or `T – T`, times in RFC 3339 UTC.
    static func schedule(_ schedule: Schedule) -> String {
        let start = schedule.start.map { RFC3339Text.text(unixMilliseconds: $0.value.unixSeconds * 1000) }
        let end = schedule.end.map { RFC3339Text.text(unixMilliseconds: $0.value.unixSeconds * 1000) }
        switch (start, end) {
        case (nil, nil): return "always"
        case (let start?, nil): return "from " + start
        case (nil, let end?): return "until " + end
        case (let start?, let end?): return start + " – " + end
        }
    }

    /// `none` or the written duration (`2s`).
    static func delay(_ campaign: Campaign) -> String {
        campaign.delay.map { $0.value.description } ?? "none"
    }

    /// `manual` or `after 5s`.
    static func dismiss(_ dismiss: Dismiss) -> String {
        switch dismiss {
        case .manual: "manual"
        case .after(let duration): "after " + duration.description
        }
    }

    /// The extras as `key = value` lines in key order (byte order of the keys), or `none`; each
    /// key and value isolated.
    static func extrasList(_ extras: Extras) -> String {
        guard !extras.isEmpty else { return "none" }
        let sorted = extras.entries.sorted { $0.key.value.utf8.lexicographicallyPrecedes($1.key.value.utf8) }
        let lines = sorted.map { "<li>" + HTMLEscaping.isolated($0.key.value) + " = " + HTMLEscaping.isolated($0.value.value) + "</li>" }
        return "<ul class=\"extras\">" + lines.joined() + "</ul>"
    }

    /// What a tap does as HTML, shown as text and never as a link (a `javascript:` URI
    /// included), the URI isolated.
    static func clickActionMarkup(_ action: ClickAction) -> String {
        switch action {
        case .close: "close"
        case .uri(let uri, let webview): HTMLEscaping.isolated(uri) + (webview ? " (web view)" : "")
        case .actions(let steps): "actions: " + steps.map(\.word.rawValue).joined(separator: ", ")
        }
    }
}
