// The catalogue entry of plain values whose form surprises: W318 (SPEC §2.4, §19).

extension CatalogueEntry {
    static let w318 = CatalogueEntry(
        .W318,
        title: "value typed by a surprising form",
        explanation: """
            A filter value without `type:`, under an operator that implies none (`equals`, \
            `not_equals`), is typed by its own form, and so is a scenario event's property: a \
            plain integer or float is a number, plain `true` or `false` a boolean, anything else \
            the text as written. Some forms read as something other than what a person means. \
            `02134` is the number 2134, so a zip code's leading zero is lost; so are `+7`, `1e3`, \
            `0x1F`, `0o17`, `.5` and `5.`, all numbers. `yes`, `no`, `on`, `off`, `y`, `n`, \
            `True` and `FALSE`, booleans in YAML 1.1, are text here. campaignc compiles the value \
            as it reads it and warns.

            The fix-its offer both readings: the text in quotes (`"02134"`), or the value as a \
            person writes it (`2134`, `true`). Neither is safe, since only the author knows which \
            was meant. A filter with `type:` is typed by it and gets no warning.
            """,
        failing: CatalogueExample(
            """
            campaign: local-delivery
            trigger:
              custom_event: address_entered
              filters:
                - { property: zip, equals: ⟨W318⟩02134 }
            message: { type: slideup, message: We deliver to your door }
            """
        ),
        fixed: CatalogueExample(
            """
            campaign: local-delivery
            trigger:
              custom_event: address_entered
              filters:
                - { property: zip, equals: "02134" }
            message: { type: slideup, message: We deliver to your door }
            """
        )
    )
}
