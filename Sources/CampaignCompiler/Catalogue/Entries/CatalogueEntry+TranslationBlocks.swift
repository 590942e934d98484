// The catalogue entry of translation blocks: E901 (SPEC §16.2).

extension CatalogueEntry {
    static let e901 = CatalogueEntry(
        .E901,
        title: "translation block misused",
        explanation: """
            A `{% translation id %}…{% endtranslation %}` block marks a span that translators \
            translate, and the id names its text in every locale. A block inside another block, \
            a block around a link's scheme or host (translators must not be able to change where \
            a link goes: keep `https://` and the host outside), around an HTML tag or attribute \
            (markup is not text), two blocks of one message with one id but different texts, an \
            id that is the path of another field of the message (`header`), and an id that is not \
            1 to 64 letters, digits, `_`, `.` or `-` leave no single text for the id to stand \
            for, so the campaign cannot be translated as written.
            """,
        failing: CatalogueExample(
            """
            campaign: spring-sale
            trigger: session_start
            message:
              type: slideup
              message: "{% translation teaser %}Spring sale: 20% off shoes{% endtranslation %}"
              click_action:
                uri: "⟨E901⟩{% translation sale_link %}https://example.com/sale{% endtranslation %}"
            """),
        fixed: CatalogueExample(
            """
            campaign: spring-sale
            trigger: session_start
            message:
              type: slideup
              message: "{% translation teaser %}Spring sale: 20% off shoes{% endtranslation %}"
              click_action:
                uri: "https://example.com/{% translation sale_page %}sale{% endtranslation %}"
            """)
    )
}
