// The catalogue entries of text that may be drawn wrong: W905, W906, W907 (SPEC §16.3, §16.4).

extension CatalogueEntry {
    static let w905 = CatalogueEntry(
        .W905,
        title: "text that does not fit",
        explanation: """
            The default UIs draw a button label on one line and cut it with an ellipsis, a slideup's \
            message in at most three lines (iOS, Android), and headers and bodies in the card's \
            width, breaking a word wider than a line inside it. campaignc measures each visible \
            text with the advance widths of the font each platform draws with (Web: Liberation \
            Sans, Arial's metrics; Android: Roboto; iOS: Roboto's widths times 1.06, an estimate of \
            San Francisco), at the sizes of the default UIs on a phone in portrait, for the source \
            text and for each translation, and warns per platform and locale, naming the width, \
            the room and what users see. Text with Liquid is measured as the longest of its \
            renderings for the project's personas and for a user without attributes.
            """,
        failing: CatalogueExample(
            """
            campaign: upsell
            trigger: session_start
            message:
              type: modal
              header: You may like
              message: Picked for your cart.
              buttons:
                - { text: ⟨W905⟩See suggestions, id: 1 }
                - { text: Later, id: 2 }
            """),
        fixed: CatalogueExample(
            """
            campaign: upsell
            trigger: session_start
            message:
              type: modal
              header: You may like
              message: Picked for your cart.
              buttons:
                - { text: Suggestions, id: 1 }
                - { text: Later, id: 2 }
            """)
    )

    static let w906 = CatalogueEntry(
        .W906,
        title: "left-to-right run in right-to-left text",
        explanation: """
            In right-to-left text (locales `ar`, `he`, `fa`, `ur`, `ps`, `sd`, `yi`, `dv`, `ug`, \
            `ckb`), a run of left-to-right characters holding digits or punctuation — a promo code, \
            a URL, a price — is laid out by the Unicode bidirectional algorithm with the text around \
            it, and its parts may be displayed reordered (`20-SAVE` for `SAVE-20`). An isolate keeps \
            it whole: U+2068 FIRST STRONG ISOLATE before it and U+2069 POP DIRECTIONAL ISOLATE after \
            it. The fix-it writes them; it is offered, not applied by `--fix`, since it changes the \
            text. Checked in translations of right-to-left locales, and in the campaign's texts when \
            the source locale is one.
            """,
        failing: CatalogueExample(
            """
            campaign: promo
            trigger: session_start
            message: { type: slideup, message: ⟨W906⟩"استخدم الرمز SAVE-20 اليوم" }
            """,
            projectFile: "localisation:\n  source: ar\n  locales: [en]\n",
            files: [.text("translations/en.yaml", "locale: en\ncampaigns:\n  promo:\n    message: Use the code SAVE-20 today\n")]),
        fixed: CatalogueExample(
            """
            campaign: promo
            trigger: session_start
            message: { type: slideup, message: "استخدم الرمز \u{2068}SAVE-20\u{2069} اليوم" }
            """,
            projectFile: "localisation:\n  source: ar\n  locales: [en]\n",
            files: [.text("translations/en.yaml", "locale: en\ncampaigns:\n  promo:\n    message: Use the code SAVE-20 today\n")])
    )

    static let w907 = CatalogueEntry(
        .W907,
        title: "markup in a text field",
        explanation: """
            Only an html message draws markup. The header, message, button labels and image_alt of \
            the other message types are drawn as text by every SDK, so `<b>`, `<br>` or \
            `<span dir="rtl">` show to users as those characters. Checked in campaigns and in \
            translations; use the message's theme for emphasis, and isolates (U+2066–U+2069) for \
            direction.
            """,
        failing: CatalogueExample(
            """
            campaign: sale
            trigger: session_start
            message: { type: slideup, message: ⟨W907⟩"Spring sale: <b>20% off</b>" }
            """),
        fixed: CatalogueExample(
            """
            campaign: sale
            trigger: session_start
            message: { type: slideup, message: "Spring sale: 20% off" }
            """)
    )
}
