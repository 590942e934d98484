import CampaignDiagnostics
import CampaignLiquid
import CampaignMessages
import CampaignModel

/// The checks of translations against the campaigns (SPEC §16.3), over every input of a
/// localised project:
///
/// - `W902` at a campaign's id, once per locale, listing its units that locale's translation
///   files do not translate;
/// - `W903` at the `locale:` of a file for a locale not in `locales`, at the key of a unit the
///   campaign does not have, and — only when the run is the whole project (`wholeProject`) —
///   at the key of a campaign no input defines;
/// - `W904` at a translation whose Liquid outputs and tags are not those of its source (the
///   same multiset, each compared without its white space, dashes and the text of its quoted strings), with a note at the
///   source.
///
/// Linear in the number of units and translations. With a memo kept from the last run over the
/// same project, a translation file whose facts did not change is not checked again, except
/// for its translations of campaigns whose units changed; W902 is found again only for the
/// campaigns whose translations or units changed.
struct TranslationCoverageAnalysis {
    /// True when the inputs are the whole project, so a campaign that none defines does not
    /// exist.
    var wholeProject = false

    typealias Memo = TranslationCoverageMemo

    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        var memo = Memo()
        return run(files, memo: &memo, keeps: false)
    }

    /// The same checks, reusing what `memo` holds and leaving in it this run's findings when
    /// `keeps`.
    func run(_ files: [AnalysisFacts], memo: inout Memo, keeps: Bool) -> [Diagnostic] {
        guard let locales = files.lazy.compactMap(\.locales).first?.locales else {
            memo = Memo()
            return []
        }
        let localeIndex = Dictionary(locales.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // Every campaign id of the inputs, and the units of each campaign that decoded (the
        // first use of an id: a repeated id is E401).
        // The files are read in place (`files[index]`): iterating them would copy each whole.
        let campaignCount = files.indices.reduce(0) { $0 + files[$1].campaigns.count }
        var known: Set<String> = []
        var sources: [String: Memo.Source] = [:]
        known.reserveCapacity(campaignCount)
        sources.reserveCapacity(campaignCount)
        // The campaigns whose source is not the last run's (new, or with other units or in
        // another file), and how many of the last run's sources are still there.
        var changed: Set<String> = []
        var stillThere = 0
        for index in files.indices {
            let path = files[index].path
            for campaign in files[index].campaigns {
                let id = campaign.id.value
                known.insert(id)
                guard let units = campaign.units, sources[id] == nil else { continue }
                let kept = memo.sources[id]
                if kept != nil { stillThere += 1 }
                // The last run's source when it is the same, so its index is not made again.
                if let kept, kept.path.isSamePath(path), kept.units == units {
                    sources[id] = kept
                } else {
                    sources[id] = Memo.Source(path: path, units: units)
                    changed.insert(id)
                }
            }
        }
        let context = Memo.Context(locales: locales, wholeProject: wholeProject, known: known)
        if memo.context != context {
            memo = Memo()
            changed = Set(sources.keys)
            stillThere = 0
        }
        if stillThere < memo.sources.count {
            for id in memo.sources.keys where sources[id] == nil { changed.insert(id) }
        }
        // The counts of a changed campaign are counted again from nothing; those of the others
        // are kept and corrected for the translation files that changed.
        var counts = memo.counts
        memo.counts = [:]
        for id in changed {
            if let source = sources[id] {
                counts[id] = Array(repeating: 0, count: source.units.count * locales.count)
            } else {
                counts[id] = nil
            }
        }
        var recount: Set<String> = changed
        var diagnostics: [Diagnostic] = []
        var kept: [PathKey: Memo.File] = [:]
        var previous = memo.files
        memo.files = [:]
        for index in files.indices {
            guard let translations = files[index].translationFile, let locale = translations.locale else { continue }
            let path = files[index].path
            let key = PathKey(path)
            let old = previous.removeValue(forKey: key)
            guard let localeOffset = localeIndex[locale.value] else {
                diagnostics.append(
                    Diagnostic(
                        TranslationCoverageMessages.unknownLocale(locale.value, locales: locales), at: SourceLocation(file: path, range: locale.range)))
                if let old { Self.count(old, by: -1, into: &counts, locales: locales.count, except: changed, touched: &recount) }
                continue
            }
            var entry: Memo.File
            if var reused = old, reused.holds(translations, at: path) {
                for id in changed {
                    for offset in reused.offsets[id] ?? [] {
                        reused.parts[offset] = part(
                            translations, offset, localeOffset: localeOffset, sources: sources, known: known, path: path)
                        Self.count(reused.parts[offset].translated, of: id, localeOffset: localeOffset, by: 1, into: &counts, locales: locales.count)
                    }
                }
                entry = reused
            } else {
                var offsets: [String: [Int]] = [:]
                var parts: [Memo.Part] = []
                parts.reserveCapacity(translations.campaigns.count)
                for (offset, campaign) in translations.campaigns.enumerated() {
                    // Where each campaign's parts are, for the next run; a run that keeps nothing needs none.
                    if keeps { offsets[campaign.id.value, default: []].append(offset) }
                    parts.append(part(translations, offset, localeOffset: localeOffset, sources: sources, known: known, path: path))
                }
                entry = Memo.File(path: path, facts: translations, localeOffset: localeOffset, parts: parts, offsets: offsets)
                if let old, old.localeOffset == localeOffset {
                    Self.recount(from: old, to: entry, into: &counts, locales: locales.count, changed: changed, touched: &recount)
                } else {
                    if let old { Self.count(old, by: -1, into: &counts, locales: locales.count, except: changed, touched: &recount) }
                    Self.count(entry, by: 1, into: &counts, locales: locales.count, except: [], touched: &recount)
                }
            }
            for part in entry.parts where !part.diagnostics.isEmpty { diagnostics += part.diagnostics }
            if keeps { kept[key] = entry }
        }
        for old in previous.values { Self.count(old, by: -1, into: &counts, locales: locales.count, except: changed, touched: &recount) }
        var untranslated = memo.untranslated
        memo.untranslated = [:]
        var emitted: Set<String> = []
        for index in files.indices {
            let path = files[index].path
            for campaign in files[index].campaigns {
                guard let units = campaign.units, !units.isEmpty, let source = sources[campaign.id.value], source.path.isSamePath(path) else { continue }
                let id = campaign.id.value
                // The source's own document keeps its W902 while its counts did not change; another
                // document of the same file with the same id (E401) is found each time.
                let isSource = emitted.insert(id).inserted
                if isSource, !recount.contains(id), let found = untranslated[id] {
                    diagnostics += found
                    continue
                }
                let found = Self.untranslated(
                    campaign, units: units, source: source, counts: counts[id] ?? [], locales: locales, path: path)
                if isSource { untranslated[id] = found }
                diagnostics += found
            }
        }
        if keeps {
            for id in changed where sources[id] == nil { untranslated[id] = nil }
            memo.context = context
            memo.sources = sources
            memo.files = kept
            memo.counts = counts
            memo.untranslated = untranslated
        } else {
            memo = Memo()
        }
        return diagnostics
    }

    /// The W903 and W904 of the campaign at `offset` in `translations`, and the units it
    /// translates.
    private func part(
        _ translations: TranslationFileFacts, _ offset: Int, localeOffset: Int, sources: [String: Memo.Source], known: Set<String>, path: String
    ) -> Memo.Part {
        let campaign = translations.campaigns[offset]
        var part = Memo.Part()
        // A campaign whose document had errors has no units to compare with.
        guard let source = sources[campaign.id.value] else {
            if wholeProject, !known.contains(campaign.id.value) {
                let suggestion = DidYouMean.suggestion(for: campaign.id.value, among: Array(known).sorted())
                part.diagnostics.append(
                    Diagnostic(
                        TranslationCoverageMessages.unknownCampaign(campaign.id.value, suggestion: suggestion),
                        at: SourceLocation(file: path, range: campaign.id.range)))
            }
            return part
        }
        let locale = translations.locale?.value ?? ""
        for (unitOffset, unit) in campaign.units.enumerated() {
            guard let index = source.offset(of: unit.id.value) else {
                let ids = source.units.map(\.id)
                part.diagnostics.append(
                    Diagnostic(
                        TranslationCoverageMessages.unknownUnit(
                            unit.id.value, campaign: campaign.id.value, units: ids, suggestion: DidYouMean.suggestion(for: unit.id.value, among: ids)),
                        at: SourceLocation(file: path, range: unit.id.range)))
                continue
            }
            part.translated.insert(index)
            let found = translations.placeholders[offset][unitOffset]
            // Most translations hold their source's placeholders: compared in place first.
            guard !Self.samePlaceholders(source.units[index].placeholders, found) else { continue }
            if let parity = Self.parity(source.units[index], unit, found: found, locale: locale, source: source.path, file: path) {
                part.diagnostics.append(parity)
            }
        }
        return part
    }

    /// Whether a translation's placeholders are its source's, in the same order.
    private static func samePlaceholders(_ expected: [LiquidParityPlaceholder], _ found: [LiquidParityPlaceholder]) -> Bool {
        expected.elementsEqual(found, by: { $0.key == $1.key })
    }

    /// Adds `sign` to the counts of every unit `file` translates, but those of the campaigns in
    /// `except` (counted again from nothing), and notes the campaigns touched.
    private static func count(
        _ file: Memo.File, by sign: Int32, into counts: inout [String: [Int32]], locales: Int, except: Set<String>, touched: inout Set<String>
    ) {
        guard let localeOffset = file.localeOffset else { return }
        for (offset, campaign) in file.facts.campaigns.enumerated() where !except.contains(campaign.id.value) {
            touched.insert(campaign.id.value)
            count(file.parts[offset].translated, of: campaign.id.value, localeOffset: localeOffset, by: sign, into: &counts, locales: locales)
        }
    }

    /// Moves the counts from `old` to `new`, two versions of one translation file in one locale:
    /// only the campaigns whose translated units differ are counted again and noted as touched,
    /// so a file edited in one place keeps the W902 of every other campaign. The campaigns in
    /// `changed` (counted again from nothing) get `new`'s counts.
    private static func recount(
        from old: Memo.File, to new: Memo.File, into counts: inout [String: [Int32]], locales: Int, changed: Set<String>, touched: inout Set<String>
    ) {
        guard let localeOffset = new.localeOffset else { return }
        var before: [String: [UnitOffsets]] = [:]
        before.reserveCapacity(old.facts.campaigns.count)
        for (offset, campaign) in old.facts.campaigns.enumerated() where !changed.contains(campaign.id.value) {
            before[campaign.id.value, default: []].append(old.parts[offset].translated)
        }
        var after: [String: [UnitOffsets]] = [:]
        after.reserveCapacity(new.facts.campaigns.count)
        for (offset, campaign) in new.facts.campaigns.enumerated() {
            after[campaign.id.value, default: []].append(new.parts[offset].translated)
        }
        let add = { (sets: [UnitOffsets], id: String, sign: Int32, counts: inout [String: [Int32]]) in
            for set in sets { count(set, of: id, localeOffset: localeOffset, by: sign, into: &counts, locales: locales) }
        }
        for (id, sets) in after {
            if changed.contains(id) {
                add(sets, id, 1, &counts)
                continue
            }
            let was = before.removeValue(forKey: id) ?? []
            guard was != sets else { continue }
            add(was, id, -1, &counts)
            add(sets, id, 1, &counts)
            touched.insert(id)
        }
        for (id, sets) in before {
            add(sets, id, -1, &counts)
            touched.insert(id)
        }
    }

    /// Adds `sign` to the counts of `translated`, units of campaign `id` in the locale at
    /// `localeOffset`; a campaign without a source has no counts.
    private static func count(
        _ translated: UnitOffsets, of id: String, localeOffset: Int, by sign: Int32, into counts: inout [String: [Int32]], locales: Int
    ) {
        guard let index = counts.index(forKey: id) else { return }
        let row = localeOffset * (counts.values[index].count / locales)
        for offset in translated { counts.values[index][row + offset] += sign }
    }

    /// W902 of `campaign`, one per locale in which some of its `units` are translated by no file.
    private static func untranslated(
        _ campaign: CampaignFacts, units: [UnitFacts], source: Memo.Source, counts: [Int32], locales: [String], path: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let offsets = units.map { source.offset(of: $0.id) }
        for (localeOffset, locale) in locales.enumerated() {
            let row = localeOffset * source.units.count
            let missing = zip(units, offsets).filter { _, offset in offset.map { counts.isEmpty || counts[row + $0] == 0 } ?? true }.map(\.0.id)
            guard !missing.isEmpty else { continue }
            diagnostics.append(
                Diagnostic(
                    TranslationCoverageMessages.untranslated(campaign: campaign.id.value, locale: locale, units: missing),
                    at: SourceLocation(file: path, range: campaign.id.range)))
        }
        return diagnostics
    }

    /// W904 when `translation`, whose placeholders are `found`, does not hold the Liquid outputs
    /// and tags of `original`.
    static func parity(
        _ original: UnitFacts, _ translation: TranslationFileContent.Unit, found: [LiquidParityPlaceholder], locale: String, source: String, file: String
    ) -> Diagnostic? {
        let expected = original.placeholders
        guard !samePlaceholders(expected, found) else { return nil }
        var counts: [String: Int] = [:]
        for placeholder in expected { counts[placeholder.key, default: 0] += 1 }
        var extra: [String] = []
        for placeholder in found {
            if let count = counts[placeholder.key], count > 0 {
                counts[placeholder.key] = count - 1
            } else {
                extra.append(placeholder.written)
            }
        }
        var missing: [String] = []
        for placeholder in expected where (counts[placeholder.key] ?? 0) > 0 {
            counts[placeholder.key, default: 0] -= 1
            missing.append(placeholder.written)
        }
        return Diagnostic(
            TranslationCoverageMessages.placeholders(unit: original.id, locale: locale, missing: missing, extra: extra),
            at: SourceLocation(file: file, range: translation.text.range),
            notes: [Note(TranslationCoverageMessages.sourceNote(original.id), at: SourceLocation(file: source, range: original.range))])
    }
}
