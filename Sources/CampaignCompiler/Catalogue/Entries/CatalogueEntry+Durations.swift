// The catalogue entry of durations written without a unit: W317 (SPEC §2.1 v3).

extension CatalogueEntry {
    static let w317 = CatalogueEntry(
        .W317,
        title: "duration without a unit",
        explanation: """
            A duration written as a plain integer, without `ms`, `s`, `m`, `h` or `d`, is read as \
            that many seconds. That reading surprises: `less_than_ago: 5` meant as five days \
            silently means five seconds, and `reeligible_after: 7` lets a message come back after \
            seven seconds. campaignc still reads the number as seconds, and warns until the unit \
            is written; every duration field says so, in campaigns, scenarios and the project file.

            The fix-it appends `s` right after the number, which keeps the value exactly as it was \
            read, so `campaignc validate --fix` applies it. When another unit was meant, write \
            that one instead.
            """,
        failing: CatalogueExample(
            """
            campaign: cart-reminder
            delay: ⟨W317⟩30
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            """
        ),
        fixed: CatalogueExample(
            """
            campaign: cart-reminder
            delay: 30s
            trigger: { custom_event: abandoned_cart }
            message: { type: slideup, message: Your cart misses you }
            """
        )
    )
}
