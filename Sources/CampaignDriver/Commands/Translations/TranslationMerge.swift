import CampaignCompiler
import CampaignLocale
import CampaignModel
import CampaignWorkspace

/// The translation files an import writes: the project's files as they are, with the imported
/// translations of the units the campaigns have laid over them.
struct TranslationMerge {
    /// Campaign id, then its unit ids.
    private let units: [String: Set<String>]
    /// Campaign id, then its unit ids in the campaign's order, for the warnings' suggestions.
    private let unitLists: [String: [String]]
    private let localisation: LocalisationSettings
    private let folder: String
    /// Per locale: the existing file, if any.
    private var files: [String: TranslationTexts] = [:]
    /// Per locale: the texts to write.
    private var texts: [String: [String: [String: String]]] = [:]
    private var imported: [String: Int] = [:]
    private(set) var warnings: [String] = []

    init(inputs: [TranslationInputs], localisation: LocalisationSettings, root: String) {
        var units: [String: Set<String>] = [:]
        var unitLists: [String: [String]] = [:]
        for campaign in inputs.flatMap(\.campaigns) {
            units[campaign.id, default: []].formUnion(campaign.units.map(\.unit))
            if unitLists[campaign.id] == nil { unitLists[campaign.id] = campaign.units.map(\.unit) }
        }
        self.units = units
        self.unitLists = unitLists
        self.localisation = localisation
        folder = ProjectSettings.path(localisation.folder, inProjectAt: root)
        for input in inputs {
            guard let file = input.translations, let locale = file.locale, files[locale] == nil else { continue }
            files[locale] = file
        }
    }

    /// Lays the translations of `exchange` over the texts, warning about what the project lacks.
    mutating func take(_ exchange: TranslationExchange, from path: String) {
        for locale in exchange.locales {
            guard localisation.locales.contains(locale.locale), locale.locale != localisation.source else {
                warnings.append(TranslationsMessages.unknownLocale(locale.locale, in: path, locales: localisation.locales))
                continue
            }
            var missingCampaigns: [String] = []
            for unit in locale.units {
                guard let translation = unit.translation, !translation.isEmpty else { continue }
                guard let known = units[unit.campaign] else {
                    if !missingCampaigns.contains(unit.campaign) {
                        missingCampaigns.append(unit.campaign)
                        warnings.append(
                            TranslationsMessages.unknownCampaign(
                                unit.campaign, in: path, locale: locale.locale, campaigns: unitLists.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
                        )
                    }
                    continue
                }
                guard known.contains(unit.unit) else {
                    warnings.append(
                        TranslationsMessages.unknownUnit(
                            unit.unit, campaign: unit.campaign, in: path, locale: locale.locale, units: unitLists[unit.campaign] ?? []))
                    continue
                }
                if texts[locale.locale] == nil { texts[locale.locale] = files[locale.locale]?.campaigns ?? [:] }
                texts[locale.locale]?[unit.campaign, default: [:]][unit.unit] = translation
                imported[locale.locale, default: 0] += 1
            }
        }
    }

    /// Writes the file of every locale that got a translation, all at once; what it wrote, in words.
    func write() throws(RunError) -> String {
        let locales = texts.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var destinations: [(destination: String, bytes: [UInt8])] = []
        for locale in locales {
            let bytes = TranslationFileWriter.write(locale: locale, texts: texts[locale] ?? [:], originals: files[locale]?.originals ?? [:])
            destinations.append((files[locale]?.path ?? folder + "/" + locale + ".yaml", bytes))
        }
        guard !destinations.isEmpty else { return "imported nothing: no translated unit the project has\n" }
        if case .failure(let failure) = CompileOutputFolder.make(folder) { throw failure.driverError }
        if case .failure(let failure) = AtomicFileWriter.writeAll(destinations) { throw failure.driverError }
        return zip(locales, destinations).map { locale, file in
            let count = imported[locale] ?? 0
            return "imported \(count) translation\(count == 1 ? "" : "s") into \(file.destination)\n"
        }.joined()
    }
}
