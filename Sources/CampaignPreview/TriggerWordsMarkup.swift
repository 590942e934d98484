import CampaignModel

/// The card's trigger in words (`TriggerSummary`) as HTML, with every name and text value the
/// author wrote (the event or product, each filter's property, each string value) in its own
/// `<bdi>`, so that right-to-left names and values keep the words' order.
///
/// The words come from `TriggerSummary` itself, run on a copy of the triggers whose names and
/// values are stand-ins (`U+E000`, the value's number, `U+E001`; private-use characters no
/// words contain); each stand-in is then replaced by its escaped, isolated value. The summary
/// stays the one place that puts a trigger into words.
enum TriggerWordsMarkup {
    static func html(_ triggers: [Trigger]) -> String {
        var values: [String] = []
        func standIn(_ value: String) -> String {
            values.append(value)
            return String(open) + String(values.count - 1) + String(close)
        }
        func masked(_ filter: PropertyFilter) -> PropertyFilter {
            var filter = filter
            filter.property.value = standIn(filter.property.value)
            if case .string(let text) = filter.value.value { filter.value.value = .string(standIn(text)) }
            return filter
        }
        let triggers = triggers.map { trigger in
            var trigger = trigger
            if let argument = trigger.argument?.value { trigger.argument?.value = standIn(argument) }
            trigger.filters = trigger.filters.map { entry in
                switch entry {
                case .filter(let filter): .filter(masked(filter))
                case .anyOf(let filters, let range): .anyOf(filters.map(masked), range: range)
                }
            }
            return trigger
        }
        return replacingStandIns(in: HTMLEscaping.escape(TriggerSummary.words(triggers)), with: values)
    }

    private static let open: Unicode.Scalar = "\u{E000}"
    private static let close: Unicode.Scalar = "\u{E001}"

    /// `words` with each stand-in replaced by its value, isolated; in one pass.
    private static func replacingStandIns(in words: String, with values: [String]) -> String {
        var html = ""
        var number: Int?
        for scalar in words.unicodeScalars {
            if scalar == open {
                number = 0
            } else if scalar == close, let index = number {
                html += index < values.count ? HTMLEscaping.isolated(values[index]) : ""
                number = nil
            } else if let value = number, ("0"..."9").contains(scalar) {
                number = value * 10 + Int(scalar.value - 48)
            } else {
                html.unicodeScalars.append(scalar)
            }
        }
        return html
    }
}
