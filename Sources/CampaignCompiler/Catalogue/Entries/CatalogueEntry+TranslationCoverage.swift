// The catalogue entries of the translation analysis: W902, W903, W904 (SPEC §16.3).

extension CatalogueEntry {
    /// A project with one locale, `fr`.
    static let frenchProject = "localisation:\n  source: en\n  locales: [fr]\n"

    /// The campaign the W904 examples translate.
    static let frenchCampaign = """
        campaign: spring-sale
        trigger: session_start
        message:
          type: modal
          header: Spring sale
          message: "Hi {{${first_name} | default: 'there'}}, 20% off shoes"
        """

    /// The campaign the W903 examples translate: a slideup, which has no header.
    static let slideupCampaign = """
        campaign: spring-sale
        trigger: session_start
        message:
          type: slideup
          message: Spring sale
        """

    static let w902 = CatalogueEntry(
        .W902,
        title: "unit without a translation",
        explanation: """
            Every visible text of a campaign in a localised project is a translation unit, and \
            each locale of `localisation.locales` needs a text for it in its translation file. \
            A unit without one is shown in the source language to every user of that locale. \
            The warning is at the campaign's id, once per locale, and lists the units.
            """,
        failing: CatalogueExample(
            """
            campaign: ⟨W902⟩spring-sale
            trigger: session_start
            message:
              type: modal
              header: Spring sale
              message: 20% off shoes
            """,
            projectFile: frenchProject,
            files: [.text("translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    header: Soldes de printemps\n")]),
        fixed: CatalogueExample(
            """
            campaign: spring-sale
            trigger: session_start
            message:
              type: modal
              header: Spring sale
              message: 20% off shoes
            """,
            projectFile: frenchProject,
            files: [
                .text(
                    "translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    header: Soldes de printemps\n    message: -20 % sur les chaussures\n")
            ])
    )

    static let w903 = CatalogueEntry(
        .W903,
        title: "translation of nothing",
        explanation: """
            A translation file's text reaches users only when its locale is one of the project's \
            `locales`, its campaign exists and the campaign has that unit. A translation of a \
            locale the project does not list, of a campaign no file defines (a renamed or deleted \
            campaign, a typing mistake) or of a unit the campaign does not have is never shown, \
            and the text the translator meant for it is missing where it belongs. A campaign that \
            does not exist is reported only by a run over the whole project.
            """,
        failing: CatalogueExample(
            """
            locale: fr
            campaigns:
              spring-sale:
                ⟨W903⟩header: Soldes
                message: Soldes de printemps
            """,
            at: "translations/fr.yaml",
            projectFile: frenchProject,
            files: [.text("campaign.yaml", slideupCampaign)]
        ),
        fixed: CatalogueExample(
            """
            locale: fr
            campaigns:
              spring-sale:
                message: Soldes de printemps
            """,
            at: "translations/fr.yaml",
            projectFile: frenchProject,
            files: [.text("campaign.yaml", slideupCampaign)]
        )
    )

    static let w904 = CatalogueEntry(
        .W904,
        title: "translation without the source's placeholders",
        explanation: """
            A translation must keep the Liquid of its source: every output `{{…}}` and tag \
            `{%…%}`, as many times as the source has it. A translation that lacks one shows every \
            user of its locale less than the source (their first name, a price, a branch of an \
            `if`); one that adds one shows what the source never does. Outputs and tags are \
            compared without their white space and the text of their quoted strings, so a \
            translated `default:` is the same placeholder. The warning is at the translation, with a note \
            at the source text.
            """,
        failing: CatalogueExample(
            """
            locale: fr
            campaigns:
              spring-sale:
                header: Soldes de printemps
                message: ⟨W904⟩Bonjour, -20 % sur les chaussures
            """,
            at: "translations/fr.yaml",
            projectFile: frenchProject,
            files: [.text("campaign.yaml", frenchCampaign)]
        ),
        fixed: CatalogueExample(
            """
            locale: fr
            campaigns:
              spring-sale:
                header: Soldes de printemps
                message: "Bonjour {{${first_name} | default: 'à vous'}}, -20 % sur les chaussures"
            """,
            at: "translations/fr.yaml",
            projectFile: frenchProject,
            files: [.text("campaign.yaml", frenchCampaign)]
        )
    )
}
