import CampaignCompiler
import CampaignLocale
import CampaignWorkspace

/// What `translations` keeps of one input: the translation units of its campaigns (source
/// texts) and, for a translation file, its texts.
public struct TranslationInputs: Sendable {
    /// Per campaign in document order: its id and units in field order.
    let campaigns: [(id: String, units: [ExchangeUnit])]
    let translations: TranslationTexts?

    init(_ compiled: CompiledFile) {
        campaigns = compiled.campaigns.map { campaign in
            let id = campaign.id.value
            return (
                id,
                campaign.translationUnits.map {
                    ExchangeUnit(
                        campaign: id, unit: $0.id, source: $0.text.value, translation: nil, field: $0.field, maxWidth: campaign.labelWidthBudget(ofUnit: $0.id))
                }
            )
        }
        translations = compiled.translations
    }
}

extension FileKeeper where Product == TranslationInputs {
    /// The units and translation texts of each file; scenarios are skipped.
    static var translationInputs: FileKeeper<TranslationInputs> {
        var keeper = FileKeeper { _, _, compiled in TranslationInputs(compiled) }
        keeper.needs = CompilationNeeds(scenarios: false, anchorPlaces: false, localImages: false)
        return keeper
    }
}
