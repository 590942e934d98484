import CampaignDiagnostics
import CampaignMessages

/// W905 of translations (SPEC §16.4): each translation's text measured in the slots of its
/// campaign's message (joined by campaign id and unit id), at the translation's value. A
/// campaign written twice (E401) is measured as its first copy in path order; a translation of
/// a campaign or unit that does not exist is `W903`'s, not measured. Linear in the campaigns
/// and units; a file whose facts are those `memo` kept, none of whose campaigns changed shape
/// since, is not measured again, and in a file that changed, a unit that did not (the same
/// campaign, unit and renderings at the same place in the file's order, its campaign of the
/// same shape) keeps its findings, at its value's new place.
struct TranslationFitAnalysis {
    func run(_ files: [AnalysisFacts], memo: inout AnalysisMemo) -> [Diagnostic] {
        // The files are read in place (`files[index]`): iterating them would copy each whole.
        var shapes: [String: FitShape] = [:]
        for index in files.indices {
            for shape in files[index].fitShapes where shapes[shape.campaign] == nil { shapes[shape.campaign] = shape }
        }
        let changed = memo.fit.isEmpty ? [] : Self.changedCampaigns(from: memo.fitShapes, to: shapes)
        var diagnostics: [Diagnostic] = []
        var kept: [PathKey: AnalysisMemo.FitEntry] = [:]
        for index in files.indices {
            guard let translations = files[index].translationFit else { continue }
            let path = files[index].path
            let key = PathKey(path)
            let last = memo.fit[key]
            if let entry = last, entry.facts == translations,
                changed.isEmpty || !translations.units.contains(where: { changed.contains($0.campaign) })
            {
                diagnostics += entry.diagnostics
                kept[key] = entry
                continue
            }
            let (found, findings) = Self.findings(translations, shapes: shapes, path: path, last: last, changed: changed)
            diagnostics += found
            if memo.keeps { kept[key] = AnalysisMemo.FitEntry(facts: translations, diagnostics: found, findings: findings) }
        }
        memo.fit = kept
        if memo.keeps { memo.fitShapes = shapes }
        return diagnostics
    }

    /// The campaigns whose shape is not what it was: changed, added or gone.
    private static func changedCampaigns(from old: [String: FitShape], to new: [String: FitShape]) -> Set<String> {
        var changed: Set<String> = []
        for (campaign, shape) in new where old[campaign] != shape { changed.insert(campaign) }
        for campaign in old.keys where new[campaign] == nil { changed.insert(campaign) }
        return changed
    }

    /// The W905 of one translation file, each unit measured in its campaign's shape, and the
    /// findings of each unit; a unit `last` (the file's previous entry) measured alike keeps its
    /// findings.
    private static func findings(
        _ translations: TranslationFitFacts, shapes: [String: FitShape], path: String, last: AnalysisMemo.FitEntry?, changed: Set<String>
    ) -> ([Diagnostic], [[FitFinding]]) {
        // The last entry's units line up with these when the file kept its locale and number of units.
        let aligned = last.flatMap { $0.facts.locale == translations.locale && $0.facts.units.count == translations.units.count ? $0 : nil }
        var diagnostics: [Diagnostic] = []
        var perUnit: [[FitFinding]] = []
        perUnit.reserveCapacity(translations.units.count)
        // A campaign's units are consecutive: its shape is looked up once for them.
        var current: (campaign: String, shape: FitShape?)?
        for position in translations.units.indices {
            let unit = translations.units[position]
            let found: [FitFinding]
            if current?.campaign != unit.campaign { current = (unit.campaign, shapes[unit.campaign]) }
            if let aligned, Self.same(aligned.facts.units[position], unit), !changed.contains(unit.campaign) {
                found = aligned.findings[position]
            } else if let shape = current?.shape, shape.units.contains(unit.unit),
                let field = FitSubjects.field(ofUnit: unit.unit, buttons: shape.buttons)
            {
                found = TextFitCheck.findings(unit.renderings, field: field, layout: shape.layout, locale: translations.locale, measure: unit.measure)
            } else {
                found = []
            }
            perUnit.append(found)
            for finding in found {
                diagnostics.append(Diagnostic(TextFitMessages.tooLong(finding), at: SourceLocation(file: path, range: unit.range)))
            }
        }
        return (diagnostics, perUnit)
    }

    /// Whether two units are measured alike: the same campaign, unit and renderings.
    private static func same(_ a: TranslationFitFacts.Unit, _ b: TranslationFitFacts.Unit) -> Bool {
        a.campaign == b.campaign && a.unit == b.unit && a.renderings == b.renderings
    }
}
