// The catalogue entry of translation files decided while one is decoded: E908 (SPEC §16.3).

extension CatalogueEntry {
    /// A project with three locales, its translation files in `translations/`.
    static let localisedProject = "localisation:\n  source: en\n  locales: [fr, de, ar]\n"

    static let e908 = CatalogueEntry(
        .E908,
        title: "translation file's locale missing or not its file name",
        explanation: """
            A translation file's `locale:` must be the tag its file name has: `translations/fr.yaml` \
            holds `locale: fr`. The name is how campaignc, the exchange commands and a reviewer find \
            a locale's file, and `locale:` is what a file says it holds when it is read alone; \
            when they differ, one of them is wrong, and the texts might reach users of the wrong \
            language. A file without `locale:` is reported at its start, a different one at the \
            value. Other shape problems keep their codes: `E101` an unknown key, `E102` no \
            `campaigns`, `E103` a value that is not a text.
            """,
        failing: CatalogueExample(
            """
            locale: ⟨E908⟩de
            campaigns:
              spring-sale:
                message: Soldes de printemps
            """,
            at: "translations/fr.yaml",
            projectFile: localisedProject
        ),
        fixed: CatalogueExample(
            """
            locale: fr
            campaigns:
              spring-sale:
                message: Soldes de printemps
            """,
            at: "translations/fr.yaml",
            projectFile: localisedProject
        )
    )
}
