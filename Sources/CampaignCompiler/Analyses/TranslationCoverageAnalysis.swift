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
/// Linear in the number of units and translations.
struct TranslationCoverageAnalysis {
    /// True when the inputs are the whole project, so a campaign that none defines does not
    /// exist.
    var wholeProject = false

    /// A campaign's units as the first document defining it decoded them, and each unit's
    /// index by id.
    private struct Source {
        let path: String
        let units: [UnitFacts]
        let index: [String: Int]

        init(path: String, units: [UnitFacts]) {
            self.path = path
            self.units = units
            index = Dictionary(units.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        guard let locales = files.lazy.compactMap(\.locales).first?.locales else { return [] }
        let localeIndex = Dictionary(locales.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        // Every campaign id of the inputs, and the units of each campaign that decoded (the
        // first use of an id: a repeated id is E401).
        // Each source has a number; `translated[number]` holds which (locale, unit) pairs some
        // translation file translates (locale-major), changed in place.
        var known: Set<String> = []
        var numbers: [String: Int] = [:]
        var sources: [Source] = []
        var translated: [[Bool]] = []
        for file in files {
            for campaign in file.campaigns {
                known.insert(campaign.id.value)
                if let units = campaign.units, numbers[campaign.id.value] == nil {
                    numbers[campaign.id.value] = sources.count
                    sources.append(Source(path: file.path, units: units))
                    translated.append(Array(repeating: false, count: units.count * locales.count))
                }
            }
        }
        var diagnostics: [Diagnostic] = []
        for file in files {
            guard let translations = file.translationFile, let locale = translations.locale else { continue }
            guard let localeOffset = localeIndex[locale.value] else {
                diagnostics.append(
                    Diagnostic(
                        TranslationCoverageMessages.unknownLocale(locale.value, locales: locales), at: SourceLocation(file: file.path, range: locale.range)))
                continue
            }
            for (campaignOffset, campaign) in translations.campaigns.enumerated() {
                let id = campaign.id.value
                // A campaign whose document had errors has no units to compare with.
                guard let number = numbers[id] else {
                    if wholeProject, !known.contains(id) {
                        let suggestion = DidYouMean.suggestion(for: id, among: Array(known).sorted())
                        diagnostics.append(
                            Diagnostic(
                                TranslationCoverageMessages.unknownCampaign(id, suggestion: suggestion),
                                at: SourceLocation(file: file.path, range: campaign.id.range)))
                    }
                    continue
                }
                let source = sources[number]
                let row = localeOffset * source.units.count
                for (unitOffset, unit) in campaign.units.enumerated() {
                    guard let offset = source.index[unit.id.value] else {
                        let ids = source.units.map(\.id)
                        diagnostics.append(
                            Diagnostic(
                                TranslationCoverageMessages.unknownUnit(
                                    unit.id.value, campaign: campaign.id.value, units: ids, suggestion: DidYouMean.suggestion(for: unit.id.value, among: ids)),
                                at: SourceLocation(file: file.path, range: unit.id.range)))
                        continue
                    }
                    translated[number][row + offset] = true
                    let found = translations.placeholders[campaignOffset][unitOffset]
                    if let parity = Self.parity(source.units[offset], unit, found: found, locale: locale.value, source: source.path, file: file.path) {
                        diagnostics.append(parity)
                    }
                }
            }
        }
        for file in files {
            for campaign in file.campaigns {
                guard let units = campaign.units, !units.isEmpty, let number = numbers[campaign.id.value], sources[number].path == file.path else { continue }
                let source = sources[number]
                let marks = translated[number]
                let offsets = units.map { source.index[$0.id] }
                for (localeOffset, locale) in locales.enumerated() {
                    let row = localeOffset * source.units.count
                    let missing = zip(units, offsets).filter { _, offset in offset.map { !marks[row + $0] } ?? true }.map(\.0.id)
                    guard !missing.isEmpty else { continue }
                    diagnostics.append(
                        Diagnostic(
                            TranslationCoverageMessages.untranslated(campaign: campaign.id.value, locale: locale, units: missing),
                            at: SourceLocation(file: file.path, range: campaign.id.range)))
                }
            }
        }
        return diagnostics
    }

    /// W904 when `translation`, whose placeholders are `found`, does not hold the Liquid outputs
    /// and tags of `original`.
    static func parity(
        _ original: UnitFacts, _ translation: TranslationFileContent.Unit, found: [LiquidParityPlaceholder], locale: String, source: String, file: String
    ) -> Diagnostic? {
        let expected = original.placeholders
        guard !expected.elementsEqual(found, by: { $0.key == $1.key }) else { return nil }
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
