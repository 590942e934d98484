public import CampaignDiagnostics

/// The codes of translation files (SPEC §16.3) decided while one file is decoded: E908, a
/// `locale:` missing or other than the file's name; beside its catalogue entry in
/// `CatalogueEntry+Translations.swift`.
public enum TranslationMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E908]

    public static let generalHelp: [DiagnosticCode: String] = [
        .E908: "write the file's locale in `locale:`, the tag its name has"
    ]

    // MARK: E908

    /// A translation file without `locale:`; `fileTag` is its file name less `.yaml`, when that
    /// is a locale tag.
    public static func missingLocale(fileTag: String?) -> DiagnosticMessage {
        message(
            .E908, "a translation file needs `locale:`, the tag of its locale",
            help: fileTag.map { "add `locale: \($0)` at the top" } ?? "add `locale:` and name the file after it (`fr.yaml` holds `locale: fr`)")
    }

    public static func localeDiffers(_ locale: String, fileName: String, fileTag: String?) -> DiagnosticMessage {
        message(
            .E908, "`locale: \(locale)` differs from the file name `\(fileName)`",
            help: fileTag.map { "write `locale: \($0)`, or name the file `\(locale).yaml`" } ?? "name the file `\(locale).yaml`")
    }
}
