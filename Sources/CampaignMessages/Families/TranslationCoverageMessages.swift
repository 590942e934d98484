public import CampaignDiagnostics

/// W902, W903 and W904 (SPEC §16.3), decided by the analysis of translations over every input;
/// beside their catalogue entries in `CatalogueEntry+TranslationCoverage.swift`.
public enum TranslationCoverageMessages: MessageFamily {
    public static let stage = PipelineStage.crossFile
    public static let codes: [DiagnosticCode] = [.W902, .W903, .W904]

    public static let generalHelp: [DiagnosticCode: String] = [
        .W902: "translate the units in the locale's translation file (`campaignc translations export` writes them for translators)",
        .W903: "fix the id or the locale, or remove the translation",
        .W904: "keep every Liquid output and tag of the source in the translation, as the source writes it",
    ]

    // MARK: W902

    /// `units` are the untranslated unit ids, in the campaign's order.
    public static func untranslated(campaign: String, locale: String, units: [String]) -> DiagnosticMessage {
        let list = units.map { "`\($0)`" }.joined(separator: ", ")
        let noun = units.count == 1 ? "unit" : "units"
        return message(
            .W902, "`\(campaign)` has no `\(locale)` translation of \(units.count) \(noun) (\(list)): users of `\(locale)` see the source text",
            help: "translate \(units.count == 1 ? "it" : "them") under `\(campaign):` in the `\(locale)` translation file")
    }

    // MARK: W903

    public static func unknownCampaign(_ campaign: String, suggestion: String?) -> DiagnosticMessage {
        message(
            .W903, "no campaign has the id `\(campaign)`: its translations are never shown",
            help: suggestion.map { "did you mean `\($0)`?" } ?? "fix the campaign id, or remove its translations")
    }

    /// `units` are the campaign's unit ids; empty when it has none (`localise: false`).
    public static func unknownUnit(_ unit: String, campaign: String, units: [String], suggestion: String?) -> DiagnosticMessage {
        let help: String
        if let suggestion {
            help = "did you mean `\(suggestion)`?"
        } else if units.isEmpty {
            help = "remove it: `\(campaign)` has no translation units"
        } else {
            help = "its units are " + units.map { "`\($0)`" }.joined(separator: ", ")
        }
        return message(.W903, "campaign `\(campaign)` has no translation unit `\(unit)`", help: help)
    }

    public static func unknownLocale(_ locale: String, locales: [String]) -> DiagnosticMessage {
        message(
            .W903, "`\(locale)` is not one of the project's locales (\(locales.map { "`\($0)`" }.joined(separator: ", "))): no user sees its texts",
            help: "add `\(locale)` to `localisation.locales` in campaignc.yaml, or remove the file")
    }

    // MARK: W904

    /// `missing` are the source's placeholders the translation lacks, `extra` the ones only the
    /// translation has, each as written.
    public static func placeholders(unit: String, locale: String, missing: [String], extra: [String]) -> DiagnosticMessage {
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks " + missing.map { "`\($0)`" }.joined(separator: ", ") + " of the source") }
        if !extra.isEmpty { parts.append("has " + extra.map { "`\($0)`" }.joined(separator: ", ") + ", which the source lacks") }
        return message(
            .W904, "the `\(locale)` translation of `\(unit)` " + parts.joined(separator: " and "),
            help: "keep every Liquid output and tag of the source in the translation")
    }

    public static func sourceNote(_ unit: String) -> String { "the source text of `\(unit)` is here" }
}
