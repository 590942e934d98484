import CampaignDiagnostics
import CampaignMessages

/// W905 of translations (SPEC §16.4): each translation's text measured in the slots of its
/// campaign's message (joined by campaign id and unit id), at the translation's value. A
/// campaign written twice (E401) is measured as its first copy in path order; a translation of
/// a campaign or unit that does not exist is `W903`'s, not measured. Linear in the campaigns
/// and units; a file whose facts and campaigns' shapes are those `memo` kept is not measured
/// again.
struct TranslationFitAnalysis {
    func run(_ files: [AnalysisFacts], memo: inout AnalysisMemo) -> [Diagnostic] {
        var shapes: [String: FitShape] = [:]
        for file in files {
            for shape in file.fitShapes where shapes[shape.campaign] == nil { shapes[shape.campaign] = shape }
        }
        var diagnostics: [Diagnostic] = []
        var kept: [PathKey: AnalysisMemo.FitEntry] = [:]
        for file in files {
            guard let translations = file.translationFit else { continue }
            let key = PathKey(file.path)
            let used = Self.shapes(of: translations, in: shapes)
            if let entry = memo.fit[key], entry.facts == translations, entry.shapes == used {
                diagnostics += entry.diagnostics
                kept[key] = entry
                continue
            }
            let found = Self.findings(translations, shapes: used, path: file.path)
            diagnostics += found
            if memo.keeps { kept[key] = AnalysisMemo.FitEntry(facts: translations, shapes: used, diagnostics: found) }
        }
        memo.fit = kept
        return diagnostics
    }

    /// The shape of each unit's campaign (one look-up per run of units of one campaign).
    private static func shapes(of translations: TranslationFitFacts, in shapes: [String: FitShape]) -> [FitShape?] {
        var used: [FitShape?] = []
        used.reserveCapacity(translations.units.count)
        var last: (campaign: String, shape: FitShape?)?
        for unit in translations.units {
            if let last, last.campaign == unit.campaign {
                used.append(last.shape)
                continue
            }
            let shape = shapes[unit.campaign]
            last = (unit.campaign, shape)
            used.append(shape)
        }
        return used
    }

    /// The W905 of one translation file, each unit measured in its campaign's shape.
    private static func findings(_ translations: TranslationFitFacts, shapes: [FitShape?], path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (unit, shape) in zip(translations.units, shapes) {
            guard let shape, shape.units.contains(unit.unit), let field = FitSubjects.field(ofUnit: unit.unit, buttons: shape.buttons) else { continue }
            for finding in TextFitCheck.findings(unit.renderings, field: field, layout: shape.layout, locale: translations.locale) {
                diagnostics.append(Diagnostic(TextFitMessages.tooLong(finding), at: SourceLocation(file: path, range: unit.range)))
            }
        }
        return diagnostics
    }
}
