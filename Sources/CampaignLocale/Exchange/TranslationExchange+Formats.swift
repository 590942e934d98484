extension TranslationExchange {
    /// What reading this exchange back from `format` gives (sorted): XLIFF and PO carry
    /// everything; a Braze CSV has no field or width, and lists every unit of a campaign in every
    /// locale (untranslated where a locale lacks it); braze-api carries only the translations
    /// (no source locale, source texts, fields, widths or untranslated units). Writing then
    /// reading is the identity on this.
    public func carried(by format: ExchangeFormat) -> TranslationExchange {
        let sorted = sorted().normalised()
        switch format {
        case .xliff, .po:
            return sorted
        case .brazeCSV:
            return sorted.csvProjection()
        case .brazeAPI:
            return TranslationExchange(
                sourceLocale: nil,
                locales: sorted.locales.compactMap { locale in
                    let units = locale.units.compactMap { unit -> ExchangeUnit? in
                        guard let translation = unit.translation, !translation.isEmpty else { return nil }
                        return ExchangeUnit(campaign: unit.campaign, unit: unit.unit, source: nil, translation: translation)
                    }
                    return units.isEmpty ? nil : LocaleUnits(locale: locale.locale, units: units)
                })
        }
    }

    /// An empty translation is no translation; a missing source text is written empty.
    private func normalised() -> TranslationExchange {
        TranslationExchange(
            sourceLocale: sourceLocale,
            locales: locales.map { locale in
                LocaleUnits(
                    locale: locale.locale,
                    units: locale.units.map { unit in
                        var unit = unit
                        if unit.translation?.isEmpty == true { unit.translation = nil }
                        if unit.source == nil { unit.source = "" }
                        return unit
                    })
            })
    }

    /// Per campaign, the union of its units over the locales with the first source text found.
    private func csvProjection() -> TranslationExchange {
        var sources: [String: [String: String]] = [:]
        var order: [String: [String]] = [:]
        var campaigns: [String] = []
        for locale in locales {
            for unit in locale.units {
                if sources[unit.campaign] == nil {
                    sources[unit.campaign] = [:]
                    order[unit.campaign] = []
                    campaigns.append(unit.campaign)
                }
                if sources[unit.campaign]?[unit.unit] == nil {
                    sources[unit.campaign]?[unit.unit] = unit.source ?? ""
                    order[unit.campaign]?.append(unit.unit)
                }
            }
        }
        campaigns.sort(by: ExchangeOrder.precedes)
        return TranslationExchange(
            sourceLocale: sourceLocale,
            locales: locales.map { locale in
                var translations: [String: String] = [:]
                for unit in locale.units where unit.translation?.isEmpty == false {
                    translations[unit.campaign + "/" + unit.unit] = unit.translation
                }
                var units: [ExchangeUnit] = []
                for campaign in campaigns {
                    for id in (order[campaign] ?? []).sorted(by: ExchangeOrder.precedes) {
                        units.append(
                            ExchangeUnit(campaign: campaign, unit: id, source: sources[campaign]?[id], translation: translations[campaign + "/" + id]))
                    }
                }
                return LocaleUnits(locale: locale.locale, units: units)
            })
    }
}
