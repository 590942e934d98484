import CanonicalJSON

/// Completion in a translation file (SPEC §16.3, §13.7), read from the current text as a
/// campaign's is: at the top level the keys `locale` and `campaigns`; at `locale:` the
/// project's locales; under `campaigns:` the project's campaign ids but those that say
/// `localise: false` (each inserted as a key);
/// under a campaign that campaign's translation units not written yet, each documented with
/// its source text.
enum TranslationCompletion {
    static func complete(text: [UInt8], at offset: Int, facts: WorkspaceFacts) -> CompletionProvider.Completion? {
        guard let context = YAMLOutline(text).context(at: offset) else { return nil }
        let present = context.presentKeys
        var candidates: [CompletionCandidate] = []
        switch (context.slot, context.path) {
        case (.key, []):
            candidates = TranslationText.topLevelKeys.filter { !present.contains($0.key) }.map { .key($0.key, documentation: $0.text) }
        case (.value("locale"), []):
            candidates = facts.locales.map(CompletionCandidate.word)
        case (.key, [.key("campaigns")]):
            let byID = Dictionary(grouping: facts.campaigns, by: \.card.id)
            let localised = facts.campaignIDs.filter { id in byID[id]?.contains(where: \.card.localises) ?? false }
            candidates = localised.filter { !present.contains($0) }.map { id in
                var candidate = CompletionCandidate(label: id, kind: .reference, documentation: CampaignSummary.markdown(byID[id] ?? []))
                candidate.insertsKey = true
                return candidate
            }
        case (.key, let path) where path.count == 2 && path[0] == .key("campaigns"):
            guard case .key(let id) = path[1] else { break }
            var seen = Set<String>()
            for campaign in facts.campaigns(withID: id) {
                for unit in campaign.card.units where !present.contains(unit.id) && seen.insert(unit.id).inserted {
                    candidates.append(.key(unit.id, documentation: TranslationText.unit(unit, of: campaign, sourceLocale: facts.sourceLocale)))
                }
            }
        default:
            break
        }
        candidates.sort { UTF8Order.precedes($0.label, $1.label) }
        return CompletionProvider.Completion(candidates: candidates, replaced: context.wordStart..<context.cursor, followedByColon: context.followedByColon)
    }
}
