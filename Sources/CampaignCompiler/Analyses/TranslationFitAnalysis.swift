import CampaignDiagnostics
import CampaignMessages

/// W905 of translations (SPEC §16.4): each translation's text measured in the slots of its
/// campaign's message (joined by campaign id and unit id), at the translation's value. A
/// campaign written twice (E401) is measured as its first copy in path order; a translation of
/// a campaign or unit that does not exist is `W903`'s, not measured. Linear in the campaigns
/// and units.
struct TranslationFitAnalysis {
    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        var shapes: [String: FitShape] = [:]
        for file in files {
            for shape in file.fitShapes where shapes[shape.campaign] == nil { shapes[shape.campaign] = shape }
        }
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let translations = file.translationFit else { continue }
            for unit in translations.units {
                guard let shape = shapes[unit.campaign], shape.units.contains(unit.unit),
                    let field = FitSubjects.field(ofUnit: unit.unit, buttons: shape.buttons)
                else { continue }
                for finding in TextFitCheck.findings(unit.renderings, field: field, layout: shape.layout, locale: translations.locale) {
                    diagnostics.append(Diagnostic(TextFitMessages.tooLong(finding), at: SourceLocation(file: file.path, range: unit.range)))
                }
            }
        }
        return diagnostics
    }
}
