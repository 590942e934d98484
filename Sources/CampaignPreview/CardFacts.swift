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
        let start = schedule.start.map { UTCTime.rfc3339($0.value.unixSeconds) }
        let end = schedule.end.map { UTCTime.rfc3339($0.value.unixSeconds) }
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

    /// What a tap does, shown as text and never as a link (a `javascript:` URI included).
    static func clickAction(_ action: ClickAction) -> String {
        switch action {
        case .close: "close"
        case .uri(let uri, let webview): uri + (webview ? " (web view)" : "")
        }
    }
}

/// Unix seconds as RFC 3339 in UTC (`2026-03-01T08:00:00Z`), without the system's calendar.
enum UTCTime {
    static func rfc3339(_ unixSeconds: Int64) -> String {
        let days = unixSeconds >= 0 ? unixSeconds / 86_400 : (unixSeconds - 86_399) / 86_400
        let secondsOfDay = unixSeconds - days * 86_400
        // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm, as arithmetic).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
            + pad(secondsOfDay / 3600, 2) + ":" + pad(secondsOfDay / 60 % 60, 2) + ":" + pad(secondsOfDay % 60, 2) + "Z"
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
