import CampaignLiquid

/// Hover inside `{{ }}` and `{% %}` (SPEC §15.7): on a filter after `|`, or on the tag a `{%`
/// opens (an end tag names the tag it ends), what it does.
enum LiquidHover {
    struct Found: Hashable, Sendable {
        let text: String
        /// The name's byte range.
        let range: Range<Int>
    }

    static func hover(text: [UInt8], at offset: Int) -> Found? {
        guard let word = LiquidWord.around(offset, in: text), let markup = LiquidMarkup.open(in: text, at: word.range.lowerBound) else {
            return nil
        }
        let before = markup.before.filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        if before.last == UInt8(ascii: "|"), let description = LiquidVocabulary.filterDescriptions[word.name] {
            return Found(text: "`\(word.name)` (filter)\n\n\(description)", range: word.range)
        }
        guard markup.kind == .tag, before.isEmpty else { return nil }
        if let description = LiquidVocabulary.tagDescriptions[word.name] {
            return Found(text: "`\(word.name)` (tag)\n\n\(description)", range: word.range)
        }
        if word.name.hasPrefix("end"), LiquidVocabulary.tagDescriptions[String(word.name.dropFirst(3))] != nil {
            return Found(text: "`\(word.name)` (tag)\n\nEnds `\(word.name.dropFirst(3))`.", range: word.range)
        }
        return nil
    }
}
