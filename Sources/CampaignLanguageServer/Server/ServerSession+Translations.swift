import CampaignDiagnostics
import CanonicalJSON

// Hover and definition in a translation file (SPEC §16.3): on a campaign's key, the campaigns
// of that id; on a unit's key or value, the unit's source field in each of them.
extension ServerSession {
    /// The hover part on what the cursor is on, and its range: a campaign's summary, a unit's
    /// source text, or a top-level key's meaning.
    func translationHover(target: Target, at offset: Int) -> (text: String, range: Range<Int>)? {
        guard let outline = target.analysis.files[PathKey(target.path)]?.translation else { return nil }
        let facts = target.facts
        switch outline.place(at: offset) {
        case .campaign(let campaign)?:
            return CampaignSummary.markdown(facts.campaigns(withID: campaign.key.name)).map { ($0, campaign.key.range) }
        case .unit(let unit, let campaign)?:
            let texts = facts.campaigns(withID: campaign.key.name).compactMap { fact in
                fact.card.units.first { $0.id == unit.key.name }.map { TranslationText.unit($0, of: fact, sourceLocale: facts.sourceLocale) }
            }
            let range = unit.key.holds(offset) ? unit.key.range : unit.value
            return texts.isEmpty ? nil : (texts.joined(separator: HoverText.separator), range)
        case nil:
            return topLevelKeyHover(target: target, at: offset)
        }
    }

    /// `locale` or `campaigns` at the start of a line of the top level.
    private func topLevelKeyHover(target: Target, at offset: Int) -> (text: String, range: Range<Int>)? {
        let text = target.document.text
        let line = target.lines.line(containing: min(offset, text.count))
        let start = target.lines.start(ofLine: line)
        for (key, meaning) in TranslationText.topLevelKeys {
            let end = start + key.utf8.count
            guard end < text.count, offset <= end, text[end] == UInt8(ascii: ":"), Array(text[start..<end]) == Array(key.utf8) else { continue }
            return (meaning, start..<end)
        }
        return nil
    }

    /// The `Location`s a translation file's key leads to: a campaign's key → each `campaign:`
    /// id of that campaign; a unit's key or value → the field it translates in each.
    func translationDefinition(target: Target, at offset: Int) -> [JSONValue] {
        guard let outline = target.analysis.files[PathKey(target.path)]?.translation else { return [] }
        let analysis = target.analysis
        switch outline.place(at: offset) {
        case .campaign(let campaign)?:
            return target.facts.campaigns(withID: campaign.key.name).map { location(path: $0.path, bytes: $0.card.idRange, in: analysis) }
        case .unit(let unit, let campaign)?:
            return target.facts.campaigns(withID: campaign.key.name).compactMap { fact in
                fact.card.units.first { $0.id == unit.key.name }.map { location(path: fact.path, bytes: $0.range, in: analysis) }
            }
        case nil:
            return []
        }
    }
}
